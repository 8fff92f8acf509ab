import Document, { Head, Html, Main, NextScript, type DocumentContext, type DocumentInitialProps } from 'next/document';
import { nonceFromHeaders } from '@/lib/http/nonce';

/** Applies a member's saved theme choice before the first paint (no light/dark flash). */
const THEME_SCRIPT = `try{var t=localStorage.getItem('community.theme');if(t==='light'||t==='dark')document.documentElement.dataset.theme=t;}catch(e){}`;

type Props = DocumentInitialProps & { nonce?: string };

/**
 * Every script the page carries has the request's Content-Security-Policy nonce (the custom
 * server makes one per request, server/http/securityHeaders.ts): Next's own scripts through
 * `<Head nonce>` and `<NextScript nonce>`, and the theme script written here.
 */
export default function AppDocument({ nonce }: Props) {
  return (
    <Html lang="en">
      <Head nonce={nonce}>
        <meta name="color-scheme" content="light dark" />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        <script nonce={nonce} dangerouslySetInnerHTML={{ __html: THEME_SCRIPT }} />
      </Head>
      <body>
        <Main />
        <NextScript nonce={nonce} />
      </body>
    </Html>
  );
}

AppDocument.getInitialProps = async (ctx: DocumentContext): Promise<Props> => {
  const initial = await Document.getInitialProps(ctx);
  const nonce = nonceFromHeaders(ctx.req?.headers);
  return nonce ? { ...initial, nonce } : initial;
};
