import Document, { Head, Html, Main, NextScript, type DocumentContext, type DocumentInitialProps, type DocumentProps } from 'next/document';
import { nonceFromHeaders } from '@/lib/http/nonce';
import { directionOf, localeOr, withLanguageQuery } from '@/lib/i18n/locales';
import { MESSAGE_FILES_ID } from '@/lib/i18n/messageFiles';
import { personalScript } from '@/lib/personal/script';
import { THEME_COLORS } from '@/lib/pwa/protocol';
import { RENDERED_VIEWS_ID, RenderedViews } from '@/lib/react/renderedViews';
import { subjectsOf, subjectsQuery } from '@/lib/personal/subjects';
import { renderedTheme, renderedWithoutSession } from '@/lib/session/renderedTheme';
import { colorSchemeMeta, REMEMBERED_THEME_SCRIPT, themeAttribute } from '@/lib/session/theme';
import { takeMessagesToFiles } from '@/server/ssr/messageFiles';

type Props = DocumentProps & { nonce?: string; views?: string[] };

/**
 * Every script the page carries has the request's Content-Security-Policy nonce (the custom
 * server makes one per request, server/http/securityHeaders.ts): Next's own scripts through
 * `<Head nonce>` and `<NextScript nonce>`, and the theme script written here.
 *
 * The theme is the session's (lib/session/theme.ts): a member's 'light' or 'dark' setting is on
 * `<html data-theme>` in the server's HTML, so the first paint is right on a new device; visitors
 * follow the system's colour scheme through CSS alone. A page rendered without a session (every
 * visitor's, and the shared pages members get from the page cache) starts with the personal script
 * (lib/personal/script.ts): the reader's theme, the member mark and the personal layer's request.
 * The static error pages, which have no page data, apply the device's remembered choice.
 *
 * `<html lang dir>` are the address's language (Next's i18n routing, lib/i18n/locales.ts).
 *
 * The lazy views the page's render drew are listed for the browser, which loads their code before
 * it hydrates (lib/react/renderedViews.ts); so are the files of the page's messages, taken out of
 * its data (server/ssr/messageFiles.ts, lib/i18n/messageFiles.ts) and preloaded from the head.
 */
export default function AppDocument({ nonce, views, __NEXT_DATA__ }: Props) {
  const theme = renderedTheme(__NEXT_DATA__);
  const locale = localeOr(__NEXT_DATA__.locale);
  const personal = renderedWithoutSession(__NEXT_DATA__) ? personalScript(subjectsQuery(subjectsOf(__NEXT_DATA__.props?.pageProps))) : null;
  const messageFiles = takeMessagesToFiles(__NEXT_DATA__);
  return (
    <Html lang={locale} dir={directionOf(locale)} data-theme={themeAttribute(theme)}>
      <Head nonce={nonce}>
        <meta name="color-scheme" content={colorSchemeMeta(theme)} />
        {messageFiles.map((file) => (
          <link key={file} rel="preload" as="fetch" crossOrigin="anonymous" href={file} />
        ))}
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        {/* The installable app (issue 37, docs/features/pwa.md): the manifest in the page's language, the toolbar colour per scheme. */}
        <link rel="manifest" href={withLanguageQuery('/manifest.webmanifest', locale)} />
        <link rel="apple-touch-icon" href="/icons/apple-touch-icon.png" />
        <meta name="theme-color" media="(prefers-color-scheme: light)" content={THEME_COLORS.light} />
        <meta name="theme-color" media="(prefers-color-scheme: dark)" content={THEME_COLORS.dark} />
        {personal !== null && <script nonce={nonce} dangerouslySetInnerHTML={{ __html: personal }} />}
        {theme === null && <script nonce={nonce} dangerouslySetInnerHTML={{ __html: REMEMBERED_THEME_SCRIPT }} />}
      </Head>
      <body>
        <Main />
        {views && views.length > 0 && <script id={RENDERED_VIEWS_ID} type="application/json" dangerouslySetInnerHTML={{ __html: JSON.stringify(views) }} />}
        {messageFiles.length > 0 && <script id={MESSAGE_FILES_ID} type="application/json" dangerouslySetInnerHTML={{ __html: JSON.stringify(messageFiles) }} />}
        <NextScript nonce={nonce} />
      </body>
    </Html>
  );
}

AppDocument.getInitialProps = async (ctx: DocumentContext): Promise<DocumentInitialProps & { nonce?: string; views: string[] }> => {
  const rendered = new Set<string>();
  const renderPage = ctx.renderPage;
  ctx.renderPage = () =>
    renderPage({
      enhanceApp: (App) =>
        function WithRenderedViews(props) {
          return (
            <RenderedViews.Provider value={rendered}>
              <App {...props} />
            </RenderedViews.Provider>
          );
        },
    });
  const initial = await Document.getInitialProps(ctx);
  const nonce = nonceFromHeaders(ctx.req?.headers);
  const views = [...rendered];
  return nonce ? { ...initial, nonce, views } : { ...initial, views };
};
