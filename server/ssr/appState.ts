import type { GetServerSideProps, GetServerSidePropsContext, GetServerSidePropsResult } from 'next';
import type { PageMessages, PageNamespace } from '@/lib/i18n/catalogues';
import { localeOr } from '@/lib/i18n/locales';
import { loadSession, type Session } from '../auth/sessions';
import { reportDatabaseError } from '../db/availability';
import { sendOutagePage } from '../http/outage';
import { pageMessages } from '../i18n/catalogues';
import { clientConfig } from '../users/service';
import { loadViewer, type Viewer } from '../users/viewer';
import { cleanPageInput } from './input';
import { siteOrigin } from './request';

/**
 * Server-side rendering of every page starts from the visitor's session: the same answer as
 * `GET /api/config` travels to the page as `appConfig`, so the shell renders signed in or out
 * without a flash, and the browser store starts from it. Pages add their own data loading.
 */

/**
 * What every page gets besides its own props: the session's configuration, the site's public
 * origin, the messages of its language (the address's, Next's `locale`; lib/i18n), and
 * `renderedAt`: the server's clock when it rendered the page (ms), which relative dates are
 * computed from until the page has hydrated (lib/react/renderClock.tsx).
 */
type AppConfigProps = { appConfig: Awaited<ReturnType<typeof clientConfig>>; origin: string; messages: PageMessages; renderedAt: number };

export interface SsrContext {
  /** Null for a visitor without a session: page views never create one (hardening 11). */
  session: Session | null;
  viewer: Viewer | null;
}

/**
 * A page view never creates a session (hardening 11): a request without a live session cookie
 * renders with no csrf_token, and the browser app asks GET /api/config for a session when it starts
 * (store/index.ts startApp). Crawlers, HEAD requests and cookie-less fetches leave no session rows.
 */
async function loadAppConfig(ctx: GetServerSidePropsContext): Promise<AppConfigProps['appConfig'] & SsrContext> {
  const session = await loadSession(ctx.req, ctx.res);
  const viewer = session?.uid != null ? await loadViewer(session.uid, ctx.req) : null;
  const config = await clientConfig(session, viewer);
  return Object.assign(config, { session, viewer });
}

/** A page's loader (server/ssr/<page>.ts): its props, a redirect or notFound. */
type PageLoader<P> = (ctx: GetServerSidePropsContext, ssr: SsrContext) => Promise<GetServerSidePropsResult<P>>;

/** What a page needs besides its loader: the message namespaces its components use (lib/i18n/catalogues.ts), besides the app-wide ones. */
interface PageOptions {
  messages?: readonly PageNamespace[];
}

const noPageData: PageLoader<Record<string, never>> = async () => ({ props: {} });

/**
 * Every page's getServerSideProps: runs the page's loader with the session and the viewer and adds
 * `appConfig`, the site's public `origin` and the messages of its namespaces (`page.messages`) to its
 * props. Without a loader the page needs only the session.
 */
export function withAppConfig(): GetServerSideProps<AppConfigProps>;
export function withAppConfig<P extends Record<string, unknown>>(load: PageLoader<P>, page?: PageOptions): GetServerSideProps<P & AppConfigProps>;
export function withAppConfig<P extends Record<string, unknown>>(load: PageLoader<P> | PageLoader<Record<string, never>> = noPageData, page: PageOptions = {}) {
  return async (requested: GetServerSidePropsContext) => {
    // A control character in a path value names nothing; in a query value it is dropped (./input.ts).
    const ctx = cleanPageInput(requested);
    if (!ctx) return { notFound: true } as const;
    try {
      const { session, viewer, ...appConfig } = await loadAppConfig(ctx);
      const result = await load(ctx, { session, viewer });
      if (!('props' in result)) return result;
      const props = await result.props;
      // The origin makes every page's canonical and OpenGraph addresses (components/ui PageHead).
      const locale = localeOr(ctx.locale);
      return { ...result, props: { origin: siteOrigin(), ...props, appConfig, messages: pageMessages(locale, page.messages), renderedAt: Date.now() } };
    } catch (err) {
      // The database went away (hardening 16): the outage page (503) instead of an error page.
      // Next renders nothing more for a response that has been sent.
      if (!reportDatabaseError(err) || ctx.res.headersSent) throw err;
      sendOutagePage(ctx.req, ctx.res);
      return { props: {} };
    }
  };
}
