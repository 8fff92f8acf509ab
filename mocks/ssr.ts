import { parse, serialize } from 'cookie';
import type { GetServerSidePropsContext, GetServerSidePropsResult } from 'next';
import type { ClientConfig } from '@/lib/session/types';
import { mockApi, type MockApi } from './node';
import { isScenario, SCENARIO_COOKIE } from './scenario';
import { MOCK_PAGE_LOADERS } from './pages';

/**
 * Server-side rendering in `npm run dev:mock` (server/ssr/appState.ts hands every page here): the
 * configuration and each page's data come from the mocked endpoints (mocks/pages.ts names the
 * calls per page loader), never from a database. `?scenario=` on any page chooses the scenario
 * and keeps it in a cookie for the browser's mocked answers.
 */

/** A page's data in mock mode: what its real loader (server/ssr/<page>.ts) would answer. */
export type MockPageLoader = (ctx: GetServerSidePropsContext, api: MockApi, config: ClientConfig) => Promise<GetServerSidePropsResult<Record<string, unknown>>>;

function cookiesWithScenario(ctx: GetServerSidePropsContext): string {
  const asked = ctx.query.scenario;
  const cookie = ctx.req.headers.cookie ?? '';
  if (!isScenario(asked)) return cookie;
  ctx.res.setHeader('Set-Cookie', serialize(SCENARIO_COOKIE, asked, { path: '/', sameSite: 'lax' }));
  // This render already answers as the chosen scenario.
  const cookies = { ...parse(cookie), [SCENARIO_COOKIE]: asked };
  return Object.entries(cookies)
    .map(([name, value]) => serialize(name, value ?? ''))
    .join('; ');
}

export async function mockPageProps(ctx: GetServerSidePropsContext, loaderName: string | null) {
  const api = mockApi(cookiesWithScenario(ctx));
  const { data: appConfig } = await api.get<ClientConfig>('/api/config');
  if (!appConfig) throw new Error('the mocked GET /api/config did not answer');
  const load = loaderName ? MOCK_PAGE_LOADERS[loaderName] : undefined;
  const result: GetServerSidePropsResult<Record<string, unknown>> = load ? await load(ctx, api, appConfig) : { props: {} };
  if (!('props' in result)) return result;
  const props = await result.props;
  const origin = `http://${ctx.req.headers.host ?? 'localhost:3000'}`;
  return { props: { origin, ...props, appConfig, renderedAt: Date.now() } };
}
