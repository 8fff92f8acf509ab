import type { GetServerSideProps, GetServerSidePropsContext, GetServerSidePropsResult } from 'next';
import { loadSession, startSession, type Session } from '../auth/sessions';
import { clientConfig } from '../users/service';
import { loadViewer, type Viewer } from '../users/viewer';

/**
 * Server-side rendering of every page starts from the visitor's session: the same answer as
 * `GET /api/config` travels to the page as `appConfig`, so the shell renders signed in or out
 * without a flash, and the browser store starts from it. Pages add their own data loading.
 */

export type AppConfigProps = { appConfig: Awaited<ReturnType<typeof clientConfig>> };

export interface SsrContext {
  session: Session;
  viewer: Viewer | null;
}

export async function loadAppConfig(ctx: GetServerSidePropsContext): Promise<AppConfigProps['appConfig'] & SsrContext> {
  const session = (await loadSession(ctx.req, ctx.res)) ?? (await startSession(ctx.res, null));
  const viewer = session.uid != null ? await loadViewer(session.uid) : null;
  const config = await clientConfig(session, viewer);
  return Object.assign(config, { session, viewer });
}

/**
 * Wraps a page's getServerSideProps: adds `appConfig` to its props. Without a loader the page
 * needs only the session.
 */
export function withAppConfig<P extends Record<string, unknown> = Record<string, never>>(
  load?: (ctx: GetServerSidePropsContext, ssr: SsrContext) => Promise<GetServerSidePropsResult<P>>,
): GetServerSideProps<P & AppConfigProps> {
  return async (ctx) => {
    const { session, viewer, ...appConfig } = await loadAppConfig(ctx);
    const result = load ? await load(ctx, { session, viewer }) : ({ props: {} as P } as GetServerSidePropsResult<P>);
    if (!('props' in result)) return result;
    const props = await result.props;
    return { ...result, props: { ...props, appConfig } };
  };
}
