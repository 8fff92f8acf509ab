import { isPostType, type ComposePageProps, type EditablePost, type MemberPostsPage } from '@/lib/discussions/types';
import { EXPLORE_PER_SECTION, exploreHref, parseExploreTags } from '@/lib/explore/tags';
import type { ExplorePageProps, ExploreSection } from '@/lib/explore/types';
import { displayName, unescapeText } from '@/lib/names';
import { safeReturnTo } from '@/lib/returnTo';
import { addressWithDays, hasSearchTerm, searchParamsOf, searchQueryFromUrl } from '@/lib/search/address';
import { EXPLORE_TERM, type ExploreTagsResponse, type GlobalSearchResponse, type SearchLogResponse } from '@/lib/search/global';
import { truncate } from '@/lib/text';
import { POST_TYPE_LABELS } from '@/lib/discussions/types';
import type { InviteInfo } from '@/lib/invites/types';
import type { ProfileSummary, SelfUser, SettingsAnswer, UserProfile } from '@/lib/users/types';
import { isErrorKey } from '@/lib/errors/keys';
import { mockDb, postByPid, topicByTid } from '../db';
import { MOCK_PROJECTS } from '../fixtures/discussions';
import { scenarioOf } from '../scenario';
import type { MockPageLoader } from '../ssr';
import { query, seed } from './seed';

/**
 * The member, search and session pages in `npm run dev:mock` (server/ssr/users.ts, search.ts,
 * explore.ts, login.ts, join.ts, compose.ts, searchLog.ts): the same props, from the mocked endpoints.
 */

const one = (value: string | string[] | undefined) => (typeof value === 'string' ? value : null);
const loginRedirect = (resolvedUrl: string) => ({ redirect: { destination: `/login?returnTo=${encodeURIComponent(resolvedUrl)}`, permanent: false } }) as const;

const loadProfilePage: MockPageLoader = async (ctx, api) => {
  const slug = String(ctx.params?.slug ?? '');
  const profile = await api.get<UserProfile>(`/api/user/${encodeURIComponent(slug)}`);
  if (!profile.data) {
    ctx.res.statusCode = profile.status === 404 ? 404 : profile.status;
    return { props: { slug, found: false } };
  }
  const { badges, ...user } = profile.data;
  const [posts, summary] = await Promise.all([
    api.get<MemberPostsPage>(`/api/user/${encodeURIComponent(slug)}/posts`),
    api.get<ProfileSummary>(`/api/user/${encodeURIComponent(slug)}/summary`),
  ]);
  if (!summary.data) return { props: { slug, found: false } };
  return { props: { slug, found: true, user, badges, summary: summary.data, seed: seed({ memberPosts: { uid: user.uid, posts: posts.data?.posts ?? [] } }) } };
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
  const own = config.uid === answer.data.uid;
  const errorKey = typeof ctx.query.error === 'string' && isErrorKey(ctx.query.error) ? ctx.query.error : null;
  return {
    props: {
      state: 'ok',
      slug: u.userslug,
      uid: answer.data.uid,
      own,
      name: displayName(u),
      settings: answer.data.settings,
      profile: { username: u.username, fullname: u.fullname, aboutme: u.aboutme, location: u.location, website: u.website, picture: u.picture },
      // The mocked sign-in offers passwords only: GitHub is not configured.
      account: own ? { security: { hasPassword: true, github: 'unavailable' }, username: u.username, email: u.email, githubConnected: false, errorKey } : null,
    },
  };
};

const loadOnboardingPage: MockPageLoader = async (ctx, api, config) => {
  if (!config.loggedIn) return loginRedirect(ctx.resolvedUrl);
  if (!config.registrationComplete) return { redirect: { destination: '/register/complete', permanent: false } };
  const me = await api.get<SelfUser>('/api/self');
  if (!me.data) return loginRedirect(ctx.resolvedUrl);
  const { uid, fullname, username, aboutme, location, picture, website } = me.data;
  const redirect = typeof ctx.query.redirect === 'string' ? safeReturnTo(ctx.query.redirect) : null;
  return { props: { uid, initial: { fullname, username, aboutme, location, picture, website }, redirect } };
};

const loadLoginPage: MockPageLoader = async (ctx, _api, config) => {
  const asked = one(ctx.query.returnTo) ?? one(ctx.query.next);
  if (config.loggedIn) return { redirect: { destination: config.registrationComplete ? safeReturnTo(asked) : '/register/complete', permanent: false } };
  return { props: { returnTo: asked === null ? null : safeReturnTo(asked), errorKey: one(ctx.query.error), mode: one(ctx.query.mode) === 'signup' ? 'signup' : 'login' } };
};

const loadRegisterCompletePage: MockPageLoader = async (_ctx, _api, config) =>
  config.registrationComplete ? { redirect: { destination: '/discussions', permanent: false } } : { props: {} };

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
  const raw = ctx.query.tags;
  const tags = parseExploreTags(raw);
  if (raw !== undefined && (Array.isArray(raw) || tags.length === 0 || raw !== tags.join(','))) return { redirect: { destination: exploreHref(tags), permanent: true } };
  const lists = (await api.get<ExploreTagsResponse>('/api/explore/tags')).data ?? { popular: [], trending: [] };
  let sections: ExploreSection[] | null = null;
  let failed = false;
  if (tags.length > 0) {
    const answer = await api.get<GlobalSearchResponse>(
      `/api/search?${query({ term: EXPLORE_TERM, tags: tags.join(','), searchIn: 'post,event,project', perPage: EXPLORE_PER_SECTION, sortBy: 'popular' })}`,
    );
    failed = !answer.data;
    // Posts only: events and projects are their features' data, empty here.
    sections = (answer.data?.results ?? []).flatMap((set): ExploreSection[] =>
      set.collection === 'post'
        ? [
            {
              kind: 'post',
              found: set.found,
              items: set.hits.map(({ document: p }) => ({
                kind: 'post' as const,
                id: p.pid,
                title: unescapeText(p.title || p.topicTitle),
                url: p.url,
                summary: truncate(unescapeText(p.summary)),
                label: POST_TYPE_LABELS[p.postType] ?? '',
                when: p.timestamp,
                tags: p.tags ?? [],
              })),
            },
          ]
        : [],
    );
    if (failed) sections = null;
  }
  const props: ExplorePageProps = { tags, popular: lists.popular, trending: lists.trending, sections, failed };
  return { props };
};

const loadJoinPage: MockPageLoader = async (ctx, api) => {
  const uid = Number(ctx.params?.uid);
  const timestamp = Number(ctx.params?.timestamp);
  const sig = one(ctx.query.sig) ?? '';
  if (!Number.isInteger(uid) || !Number.isInteger(timestamp)) {
    ctx.res.statusCode = 404;
    return { props: { status: 'invalid', uid: null, timestamp: null, errorKey: 'invite-invalid' } };
  }
  const answer = await api.get<InviteInfo>(`/api/join/${uid}/${timestamp}?${query({ sig })}`);
  if (answer.data) return { props: { status: 'valid', uid, timestamp, sig, inviter: answer.data.inviter, expiresAt: answer.data.expiresAt } };
  const expired = answer.status === 410;
  ctx.res.statusCode = expired ? 410 : 404;
  return { props: { status: expired ? 'expired' : 'invalid', uid, timestamp, errorKey: expired ? 'invite-expired' : 'invite-invalid' } };
};

const loadComposePage: MockPageLoader = async (ctx, _api, config) => {
  if (!config.loggedIn) return { props: { state: 'login' } satisfies ComposePageProps };
  const rawPid = ctx.query.pid;
  let editing: EditablePost | null = null;
  if (rawPid !== undefined) {
    // The post's Markdown source has no read endpoint: read from the mocked data, as the real loader reads the database.
    const db = mockDb(scenarioOf({ ...ctx.req.cookies, ...(typeof ctx.query.scenario === 'string' ? { mock_scenario: ctx.query.scenario } : {}) }));
    const pid = typeof rawPid === 'string' && /^\d{1,9}$/.test(rawPid) ? Number(rawPid) : 0;
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
  const type = ctx.query.type;
  const props: ComposePageProps = {
    state: 'ok',
    projects: MOCK_PROJECTS,
    categories: [{ cid: 1, name: 'General', slug: 'general' }],
    initialType: editing?.postType ?? (isPostType(type) ? type : 'faq'),
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
