import { composeInitialType, editedPid } from '@/lib/discussions/page';
import type { ComposePageProps, EditablePost, MemberPostsPage } from '@/lib/discussions/types';
import { exploreAddress, explorePageProps, exploreSearchParams } from '@/lib/explore/page';
import type { ExplorePageProps } from '@/lib/explore/types';
import { loginPage, loginRedirect, registerCompleteRedirect } from '@/lib/session/page';
import { single } from '@/lib/ssr/page';
import { addressWithDays, hasSearchTerm, searchParamsOf, searchQueryFromUrl } from '@/lib/search/address';
import { type ExploreTagsResponse, type GlobalSearchResponse, type SearchLogResponse } from '@/lib/search/global';
import { inviteAddress, inviteProblemPage, validInvitePage } from '@/lib/invites/page';
import type { InviteInfo } from '@/lib/invites/types';
import type { ProfileSummary, SelfUser, SettingsAnswer, UserProfile } from '@/lib/users/types';
import { onboardingPageProps, profilePageProps, settingsErrorKey, settingsPageProps } from '@/lib/users/page';
import { mockDb, postByPid, topicByTid } from '../db';
import { MOCK_PROJECTS } from '../fixtures/discussions';
import { scenarioOf } from '../scenario';
import type { MockPageLoader } from '../ssr';
import { query, seed } from './seed';

/**
 * The member, search and session pages in `npm run dev:mock` (server/ssr/users.ts, search.ts,
 * explore.ts, login.ts, join.ts, compose.ts, searchLog.ts): the same props, from the mocked endpoints.
 */


const loadProfilePage: MockPageLoader = async (ctx, api) => {
  const slug = String(ctx.params?.slug ?? '');
  const profile = await api.get<UserProfile>(`/api/user/${encodeURIComponent(slug)}`);
  if (!profile.data) {
    ctx.res.statusCode = profile.status === 404 ? 404 : profile.status;
    return { props: { slug, found: false } };
  }
  const [posts, summary] = await Promise.all([
    api.get<MemberPostsPage>(`/api/user/${encodeURIComponent(slug)}/posts`),
    api.get<ProfileSummary>(`/api/user/${encodeURIComponent(slug)}/summary`),
  ]);
  if (!summary.data) return { props: { slug, found: false } };
  return { props: profilePageProps(slug, profile.data, posts.data?.posts ?? [], summary.data) };
};

const loadSettingsPage: MockPageLoader = async (ctx, api, config) => {
  const slug = String(ctx.params?.slug ?? '');
  if (!config.loggedIn) return loginRedirect(ctx.resolvedUrl);
  const answer = await api.get<SettingsAnswer>(`/api/user/${encodeURIComponent(slug)}/settings`);
  const user = await api.get<UserProfile>(`/api/user/${encodeURIComponent(slug)}`);
  if (!answer.data || !user.data) {
    const status = answer.status === 403 ? 403 : 404;
    ctx.res.statusCode = status;
    return { props: status === 403 ? { state: 'forbidden', slug } : { state: 'notFound', slug } };
  }
  const u = user.data;
  // The mocked sign-in offers passwords only: GitHub is not configured.
  const account =
    config.uid === answer.data.uid
      ? { security: { hasPassword: true, github: 'unavailable' as const }, username: u.username, email: u.email, githubConnected: false, errorKey: settingsErrorKey(ctx.query) }
      : null;
  return { props: settingsPageProps(answer.data, u, account) };
};

const loadOnboardingPage: MockPageLoader = async (ctx, api, config) => {
  if (!config.loggedIn) return loginRedirect(ctx.resolvedUrl);
  if (!config.registrationComplete) return { redirect: { destination: '/register/complete', permanent: false } };
  const me = await api.get<SelfUser>('/api/self');
  if (!me.data) return loginRedirect(ctx.resolvedUrl);
  return { props: onboardingPageProps(me.data, ctx.query) };
};

const loadLoginPage: MockPageLoader = async (ctx, _api, config) => loginPage(ctx.query, config.loggedIn ? { registrationComplete: config.registrationComplete } : null);

const loadRegisterCompletePage: MockPageLoader = async (_ctx, _api, config) =>
  registerCompleteRedirect(config.loggedIn ? { registrationComplete: config.registrationComplete } : null) ?? { props: {} };

const loadSearchPage: MockPageLoader = async (ctx, api) => {
  const withDays = addressWithDays(ctx.query);
  if (withDays !== null) return { redirect: { destination: withDays, permanent: false } };
  const asked = searchQueryFromUrl(ctx.query);
  if (!hasSearchTerm(asked)) return { props: { seed: seed({ search: { query: asked, response: null } }) } };
  const answer = await api.get<GlobalSearchResponse>(`/api/search?${new URLSearchParams(searchParamsOf(asked)).toString()}`);
  if (!answer.data) {
    if (answer.status >= 400 && answer.status < 500) ctx.res.statusCode = answer.status;
    return { props: { seed: seed({ search: { query: asked, response: null, failure: { code: answer.status, message: 'Something went wrong' } } }) } };
  }
  return { props: { seed: seed({ search: { query: asked, response: answer.data } }) } };
};

const loadExplorePage: MockPageLoader = async (ctx, api) => {
  const { tags, canonical } = exploreAddress(ctx.query.tags);
  if (canonical !== null) return { redirect: { destination: canonical, permanent: true } };
  const lists = (await api.get<ExploreTagsResponse>('/api/explore/tags')).data ?? { popular: [], trending: [] };
  const answer = tags.length > 0 ? await api.get<GlobalSearchResponse>(`/api/search?${query(exploreSearchParams(tags))}`) : null;
  const props: ExplorePageProps = explorePageProps(tags, lists, answer === null ? null : (answer.data ?? 'failed'));
  return { props };
};

const loadJoinPage: MockPageLoader = async (ctx, api) => {
  const link = inviteAddress(ctx.params);
  const sig = single(ctx.query.sig) ?? '';
  const answer = link ? await api.get<InviteInfo>(`/api/join/${link.uid}/${link.timestamp}?${query({ sig })}`) : null;
  if (link && answer?.data) return { props: validInvitePage(link, sig, answer.data) };
  const problem = inviteProblemPage(answer?.status === 410 ? 'invite-expired' : 'invite-invalid', link);
  ctx.res.statusCode = problem.status;
  return { props: problem.props };
};

const loadComposePage: MockPageLoader = async (ctx, _api, config) => {
  if (!config.loggedIn) return { props: { state: 'login' } satisfies ComposePageProps };
  const asked = editedPid(ctx.query.pid);
  let editing: EditablePost | null = null;
  if (asked !== undefined) {
    // The post's Markdown source has no read endpoint: read from the mocked data, as the real loader reads the database.
    const db = mockDb(scenarioOf({ ...ctx.req.cookies, ...(typeof ctx.query.scenario === 'string' ? { mock_scenario: ctx.query.scenario } : {}) }));
    const pid = asked ?? 0;
    const post = postByPid(db, pid);
    const topic = post ? topicByTid(db, post.tid) : undefined;
    if (!post || !topic || !post.isMainPost || post.deleted) {
      ctx.res.statusCode = 404;
      return { props: { state: 'notFound', pid } satisfies ComposePageProps };
    }
    if (post.uid !== config.uid && !config.user?.isModerator) {
      ctx.res.statusCode = 403;
      return { props: { state: 'forbidden', pid } satisfies ComposePageProps };
    }
    editing = {
      pid,
      tid: topic.tid,
      url: `/posts/${topic.slug}`,
      draft: topic.draft,
      postType: topic.postType,
      title: topic.title,
      content: post.markdown,
      summary: '',
      tags: topic.tags,
      metaData: post.metaData,
      projects: topic.projects,
      cid: topic.cid,
    };
  }
  const props: ComposePageProps = {
    state: 'ok',
    projects: MOCK_PROJECTS,
    categories: [{ cid: 1, name: 'General', slug: 'general' }],
    initialType: composeInitialType(editing, ctx.query.type),
    editing,
  };
  return { props: JSON.parse(JSON.stringify(props)) as Record<string, unknown> };
};

const loadSearchLogPage: MockPageLoader = async (ctx, api, config) => {
  if (!config.loggedIn) return { notFound: true };
  if (!config.user?.isAdmin) {
    ctx.res.statusCode = 403;
    return { props: { state: 'forbidden' } };
  }
  const report = await api.get<SearchLogResponse>('/api/admin/search-log?days=30');
  if (!report.data) return { notFound: true };
  return { props: { state: 'ok', report: report.data } };
};

export const usersPages: Record<string, MockPageLoader> = {
  loadProfilePage,
  loadSettingsPage,
  loadOnboardingPage,
  loadLoginPage,
  loadRegisterCompletePage,
  loadSearchPage,
  loadExplorePage,
  loadJoinPage,
  loadComposePage,
  loadSearchLogPage,
};
