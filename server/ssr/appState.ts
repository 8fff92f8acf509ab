import type { GetServerSideProps, GetServerSidePropsContext, GetServerSidePropsResult } from 'next';
import { loadSession, startSession, type Session } from '../auth/sessions';
import { clientConfig } from '../users/service';
import { loadViewer, type Viewer } from '../users/viewer';
import { cleanPageInput } from './input';

/**
 * Server-side rendering of every page starts from the visitor's session: the same answer as
 * `GET /api/config` travels to the page as `appConfig`, so the shell renders signed in or out
 * without a flash, and the browser store starts from it. Pages add their own data loading.
 */

type AppConfigProps = { appConfig: Awaited<ReturnType<typeof clientConfig>> };

export interface SsrContext {
  session: Session;
  viewer: Viewer | null;
}

async function loadAppConfig(ctx: GetServerSidePropsContext): Promise<AppConfigProps['appConfig'] & SsrContext> {
  const session = (await loadSession(ctx.req, ctx.res)) ?? (await startSession(ctx.res, null));
  const viewer = session.uid != null ? await loadViewer(session.uid) : null;
  const config = await clientConfig(session, viewer);
  return Object.assign(config, { session, viewer });
}

/** A page's loader (server/ssr/<page>.ts): its props, a redirect or notFound. */
type PageLoader<P> = (ctx: GetServerSidePropsContext, ssr: SsrContext) => Promise<GetServerSidePropsResult<P>>;

const noPageData: PageLoader<Record<string, never>> = async () => ({ props: {} });

/**
 * Every page's getServerSideProps: runs the page's loader with the session and the viewer and adds
 * `appConfig` to its props. Without a loader the page needs only the session.
 */
export function withAppConfig(): GetServerSideProps<AppConfigProps>;
export function withAppConfig<P extends Record<string, unknown>>(load: PageLoader<P>): GetServerSideProps<P & AppConfigProps>;
export function withAppConfig<P extends Record<string, unknown>>(load: PageLoader<P> | PageLoader<Record<string, never>> = noPageData) {
  return async (requested: GetServerSidePropsContext) => {
    // A control character in a path value names nothing; in a query value it is dropped (./input.ts).
    const ctx = cleanPageInput(requested);
    if (!ctx) return { notFound: true } as const;
    const { session, viewer, ...appConfig } = await loadAppConfig(ctx);
    const result = await load(ctx, { session, viewer });
    if (!('props' in result)) return result;
    const props = await result.props;
    return { ...result, props: { ...props, appConfig } };
  };
}
