import type { NextPageContext } from 'next';
import { PageNotFound } from '@/components/shell';
import type { PageMessages } from '@/lib/i18n/catalogues';
import { localeOr } from '@/lib/i18n/locales';

interface ErrorPageProps {
  statusCode: number;
  /** The shell's messages in the address's language; absent after a client-side navigation, which keeps the page's. */
  messages?: PageMessages;
}

/**
 * Every address no page serves (404) and an unexpected failure, in the app's shell (`_app`), with
 * a useful message and links onward. Rendered for each request (it has getInitialProps, so Next
 * keeps no static 404 file): the page's scripts carry the request's Content-Security-Policy nonce
 * (`_document`), so the app starts and the header's account area shows Sign in or the member's
 * menu. (A static `pages/404` would be served without the nonce, its scripts refused.)
 */
export default function ErrorPage({ statusCode }: ErrorPageProps) {
  return <PageNotFound statusCode={statusCode} />;
}

ErrorPage.getInitialProps = async ({ res, err, locale }: NextPageContext): Promise<ErrorPageProps> => {
  const statusCode = res?.statusCode ?? err?.statusCode ?? 404;
  if (typeof window !== 'undefined') return { statusCode };
  const { errorPageMessages } = await import('@/server/ssr/errorPage');
  return { statusCode, messages: errorPageMessages(localeOr(locale)) };
};
