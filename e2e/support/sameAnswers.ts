/**
 * The answers of two running sites for the same GET request, compared (e2e/dev-mock.browser.test.ts:
 * `npm run dev:mock` against the built app, both on the demo community). What may differ between
 * two sites seeded a few minutes apart is taken out first: times (each site's demo is written
 * relative to its own start), session tokens, signatures, and the database mode the health check
 * reports. Everything else (ids, texts, counts, order, status, errors) must be equal.
 */

export interface Site {
  base: string;
  /** The session cookie header (`community.sid=…`), or none for a visitor. */
  cookie?: string;
}

export interface Answer {
  status: number;
  type: string;
  body: unknown;
}

const ISO_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})?$/;
/** Milliseconds since 1970 between 2001 and 2033: a time, not a count. */
const isEpochMs = (n: number) => Number.isInteger(n) && n > 1e12 && n < 2e12;
/** Keys whose values are per-site secrets or per-process facts. */
const VOLATILE_KEYS = new Set(['csrf_token', 'csrf', 'token', 'signature', 'uptime', 'uptime_s', 'sid']);
/** Keys that differ between development and production by design. */
const MODE_KEYS = new Set(['environment']);
/** A long random-looking run of URL-safe characters (tokens, signatures inside addresses). */
const TOKENISH = /[A-Za-z0-9_-]{32,}/g;
/** Times in text answers: ISO, RFC 822 (feeds), iCalendar (`20261129T101500Z`). */
const TEXT_TIMES = [
  /\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})?/g,
  /(Mon|Tue|Wed|Thu|Fri|Sat|Sun), \d{2} \w{3} \d{4} \d{2}:\d{2}:\d{2} (GMT|[+-]\d{4})/g,
  /\d{8}T\d{6}Z?/g,
  /\b1\d{12}\b/g,
];

/** The answer with what may differ between two sites taken out. */
function comparable(value: unknown, key = ''): unknown {
  if (VOLATILE_KEYS.has(key)) return '<volatile>';
  if (MODE_KEYS.has(key)) return '<mode>';
  if (typeof value === 'number') return isEpochMs(value) ? '<time>' : value;
  if (typeof value === 'string') {
    if (ISO_TIME.test(value)) return '<time>';
    return textComparable(value);
  }
  if (Array.isArray(value)) return value.map((item) => comparable(item));
  if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, comparable(v, k)]));
  return value;
}

function textComparable(text: string): string {
  let out = text;
  for (const pattern of TEXT_TIMES) out = out.replace(pattern, '<time>');
  return out.replace(TOKENISH, '<token>');
}

/**
 * Reads one answer: JSON as a value, text as text (times and tokens taken out), a picture as
 * whether it has bytes; the site's own host (its port) is written `<site>`.
 */
export async function answerOf(site: Site, address: string): Promise<Answer> {
  const answer = await readAnswer(site, address);
  // The site's own address (each runs on a port of its own).
  return JSON.parse(JSON.stringify(answer).replaceAll(new URL(site.base).host, '<site>')) as Answer;
}

async function readAnswer(site: Site, address: string): Promise<Answer> {
  const res = await fetch(new URL(address, site.base), {
    headers: { Accept: 'application/json', ...(site.cookie ? { Cookie: site.cookie } : {}) },
    redirect: 'manual',
    signal: AbortSignal.timeout(240_000),
  });
  const type = (res.headers.get('content-type') ?? '').split(';')[0]!.trim();
  if (type === 'application/json') return { status: res.status, type, body: comparable(await res.json()) };
  // iCalendar folds long lines (RFC 5545 3.1): unfolded, an address reads as one.
  if (type === 'text/calendar') return { status: res.status, type, body: textComparable((await res.text()).replace(/\r\n[ \t]/g, '')) };
  if (type.startsWith('text/') || type.endsWith('xml') || type === 'image/svg+xml') return { status: res.status, type, body: textComparable(await res.text()) };
  // Pictures drawn by the same code: the same status and kind, and a picture at all.
  return { status: res.status, type, body: (await res.arrayBuffer()).byteLength > 0 ? '<bytes>' : '<none>' };
}

/** The first value of `key` anywhere in `value` (depth first), for finding demo ids in a list. */
function firstOf(value: unknown, key: string): unknown {
  if (Array.isArray(value)) {
    for (const item of value) {
      const found = firstOf(item, key);
      if (found !== undefined) return found;
    }
    return undefined;
  }
  if (value && typeof value === 'object') {
    const record = value as Record<string, unknown>;
    if (key in record) return record[key];
    for (const inner of Object.values(record)) {
      const found = firstOf(inner, key);
      if (found !== undefined) return found;
    }
  }
  return undefined;
}

/** What the asks read of a chat room in `GET /api/v3/chats`. */
interface ChatBrief {
  id: number;
  kind: string;
  project: { id: number } | null;
}

/** One request of the comparison: the catalogue endpoint it asks (`GET /api/topic/{tid}`), the address, and who asks. */
export interface Ask {
  endpoint: string;
  address: string;
  as: 'visitor' | 'member';
}

/**
 * A request for every GET endpoint of the API over the demo community, with ids found on `site`
 * (the demo is seeded the same way everywhere, so its ids are the same on both sites). `member`
 * is the administrator `alex`, who may read every endpoint; `memberSlug` his profile's slug.
 * Where the demo has no valid value (a signed link made by one site), the request asks with an
 * invalid one and both sites must refuse it the same way.
 */
export async function demoAsks(site: Site, memberSlug: string): Promise<Ask[]> {
  const json = async (address: string): Promise<unknown> => (await fetch(new URL(address, site.base), { headers: { Accept: 'application/json', Cookie: site.cookie ?? '' } })).json();
  const projects = await json('/api/projects/v1/projects');
  const project = Number(firstOf(projects, 'id'));
  const projectSlug = String(firstOf(projects, 'slug'));
  const feed = await json(`/api/projects/v1/project/${project}/feed`);
  const tid = Number(firstOf(feed, 'tid'));
  const pid = Number(firstOf(feed, 'pid'));
  const questions = await json(`/api/projects/v1/project/${project}/questions`);
  const questionTid = Number(firstOf(questions, 'tid'));
  const asked = await json(`/api/questions/${questionTid}/popular`);
  const questionPid = Number(firstOf(firstOf(asked, 'questions'), 'pid'));
  const events = await json('/api/events/v1/search?type=event');
  const event = Number(firstOf(events, 'id'));
  const conference = Number(firstOf(await json('/api/events/v1/event/my_events'), 'conference_id') ?? 1);
  const drafts = await json('/api/events/v1/event/draft');
  const draft = Number(firstOf(drafts, 'id') ?? 1);
  const index = String(await (await fetch(new URL('/api/seo/sitemap', site.base))).text());
  const child = /sitemaps\/([a-z]+)-(\d+)\.xml/.exec(index);
  const memberUid = Number(firstOf(await json(`/api/user/${memberSlug}`), 'uid'));
  // Chat (issue 36): alex's public room "General" and the project room of the demo (joined or open to him).
  const chats = (await json('/api/v3/chats')) as { response?: { rooms?: ChatBrief[]; open?: ChatBrief[] } };
  const chatRooms = [...(chats.response?.rooms ?? []), ...(chats.response?.open ?? [])];
  const chatRoom = chatRooms.find((room) => room.kind === 'public')?.id ?? 1;
  const chatProject = chatRooms.find((room) => room.project)?.project?.id ?? project;
  const v = (endpoint: string, address: string): Ask => ({ endpoint, address, as: 'visitor' });
  const m = (endpoint: string, address: string): Ask => ({ endpoint, address, as: 'member' });
  return [
    v('GET /api/config', '/api/config'),
    m('GET /api/config', '/api/config'),
    v('GET /api/personal', `/api/personal?posts=${pid},${questionPid}&topics=${questionTid}&events=${event}&projects=${project}`),
    m('GET /api/personal', `/api/personal?posts=${pid},${questionPid}&topics=${questionTid}&events=${event}&projects=${project}`),
    v('GET /api/login', '/api/login'),
    v('GET /api/events/v1/search/highlights', '/api/events/v1/search/highlights'),
    m('GET /api/events/v1/search/highlights', '/api/events/v1/search/highlights?page=2'),
    v('GET /api/topic/{tid}', `/api/topic/${tid}`),
    m('GET /api/topic/{tid}', `/api/topic/${questionTid}`),
    v('GET /api/questions/{tid}/{sort}', `/api/questions/${questionTid}/popular`),
    m('GET /api/questions/{tid}/{sort}', `/api/questions/${questionTid}/recent`),
    v('GET /api/post/replies/{pid}', `/api/post/replies/${questionPid}`),
    v('GET /api/post/{pid}', `/api/post/${pid}`),
    m('GET /api/post/{pid}', `/api/post/${questionPid}`),
    v('GET /api/topic/shared/{id}', `/api/topic/shared/${tid}`),
    v('GET /api/events/v1/recommended/post/{id}', `/api/events/v1/recommended/post/${pid}`),
    m('GET /api/user/{slug}/bookmarks', `/api/user/${memberSlug}/bookmarks`),
    v('GET /api/user/{slug}/posts', `/api/user/${memberSlug}/posts`),
    m('GET /api/drafts', '/api/drafts'),
    m('GET /api/notifications', '/api/notifications'),
    m('GET /api/notifications/count', '/api/notifications/count'),
    m('GET /api/notifications/settings', '/api/notifications/settings'),
    m('GET /api/notifications/blocks', '/api/notifications/blocks'),
    // The VAPID key is each site's own (a long token, taken out); the demo has no devices.
    m('GET /api/v3/push', '/api/v3/push'),
    v('GET /api/player/tracks', `/api/player/tracks?ids=post:${pid},event:${event}`),
    m('GET /api/player/queue', '/api/player/queue'),
    v('GET /api/events/v1/search', '/api/events/v1/search?type=event'),
    m('GET /api/events/v1/search', '/api/events/v1/search?type=event&when=past&sortBy=popular'),
    v('GET /api/events/v1/search', '/api/events/v1/search?type=project'),
    v('GET /api/events/v1/conference/{id}', `/api/events/v1/conference/${conference}`),
    m('GET /api/events/v1/event/draft', '/api/events/v1/event/draft'),
    m('GET /api/events/v1/event/draft/{id}', `/api/events/v1/event/draft/${draft}`),
    m('GET /api/events/v1/event/my_events', '/api/events/v1/event/my_events'),
    v('GET /api/events/v1/event/{id}', `/api/events/v1/event/${event}`),
    m('GET /api/events/v1/event/{id}', `/api/events/v1/event/${event}`),
    m('GET /api/events/v1/event/{id}/stats', `/api/events/v1/event/${event}/stats`),
    m('GET /api/user/{slug}/event_bookmarks', `/api/user/${memberSlug}/event_bookmarks`),
    v('GET /api/events/v1/poll/event/{id}', `/api/events/v1/poll/event/${event}`),
    v('GET /api/events/v1/event/{id}/questions', `/api/events/v1/event/${event}/questions`),
    m('GET /api/events/v1/calendar/feed-link', '/api/events/v1/calendar/feed-link'),
    m('GET /api/self', '/api/self'),
    v('GET /api/user/{slug}', `/api/user/${memberSlug}`),
    m('GET /api/user/{slug}', `/api/user/${memberSlug}`),
    m('GET /api/users', '/api/users?query=m'),
    v('GET /api/user/{slug}/hovercard', `/api/user/${memberSlug}/hovercard`),
    v('GET /api/user/{slug}/summary', `/api/user/${memberSlug}/summary`),
    v('GET /api/user/{slug}/answers', `/api/user/${memberSlug}/answers`),
    v('GET /api/user/{slug}/events', `/api/user/${memberSlug}/events?role=hosted`),
    v('GET /api/user/{slug}/projects', `/api/user/${memberSlug}/projects`),
    m('GET /api/user/{slug}/settings', `/api/user/${memberSlug}/settings`),
    m('GET /api/user-configs', '/api/user-configs'),
    m('GET /api/v3/users/{uid}/moderation', `/api/v3/users/${memberUid}/moderation`),
    m('GET /api/v3/review', '/api/v3/review'),
    m('GET /api/v3/users/{uid}/ban', `/api/v3/users/${memberUid}/ban`),
    m('GET /api/v3/users/{uid}/silence', `/api/v3/users/${memberUid}/silence`),
    m('GET /api/v3/users/{uid}/held', `/api/v3/users/${memberUid}/held`),
    m('GET /api/v3/admin/federation/instances', '/api/v3/admin/federation/instances'),
    m('GET /api/v3/federation/events/joins', '/api/v3/federation/events/joins'),
    m('GET /api/v3/chats', '/api/v3/chats'),
    m('GET /api/v3/chats/unread', '/api/v3/chats/unread'),
    m('GET /api/v3/chats/{roomId}', `/api/v3/chats/${chatRoom}`),
    m('GET /api/v3/chats/{roomId}/messages', `/api/v3/chats/${chatRoom}/messages`),
    m('GET /api/v3/chats/{roomId}/messages/search', `/api/v3/chats/${chatRoom}/messages/search?term=meetup`),
    m('GET /api/v3/chats/project/{projectId}', `/api/v3/chats/project/${chatProject}`),
    v('GET /api/v3/chats/event/{eventId}', `/api/v3/chats/event/${event}`),
    v('GET /api/user/{slug}/followers', `/api/user/${memberSlug}/followers`),
    v('GET /api/user/{slug}/following', `/api/user/${memberSlug}/following`),
    m('GET /api/invites/link', '/api/invites/link'),
    v('GET /api/join/{uid}/{timestamp}', '/api/join/1/1700000000000?signature=not-a-signature'),
    m('GET /api/admin/forms', '/api/admin/forms'),
    m('GET /api/rewards/v1/credits', '/api/rewards/v1/credits'),
    m('GET /api/admin/pageviews', '/api/admin/pageviews'),
    m('GET /api/admin/outbox', '/api/admin/outbox'),
    v('GET /api/search', '/api/search?term=parser'),
    m('GET /api/search', '/api/search?term=rust&in=posts,projects'),
    v('GET /api/explore/tags', '/api/explore/tags'),
    m('GET /api/admin/search-log', '/api/admin/search-log'),
    v('GET /api/projects/v1/project/{id}', `/api/projects/v1/project/${project}`),
    v('GET /api/projects/v1/slug/{slug}', `/api/projects/v1/slug/${projectSlug}`),
    v('GET /api/projects/v1/projects', '/api/projects/v1/projects'),
    m('GET /api/projects/v1/my-projects', '/api/projects/v1/my-projects'),
    v('GET /api/projects/v1/project/{id}/feed', `/api/projects/v1/project/${project}/feed`),
    v('GET /api/projects/v1/project/{id}/questions', `/api/projects/v1/project/${project}/questions`),
    v('GET /api/projects/v1/project/{id}/resources/{tab}', `/api/projects/v1/project/${project}/resources/podcasts`),
    v('GET /api/projects/v1/project/{id}/faq', `/api/projects/v1/project/${project}/faq`),
    v('GET /api/data/v1/community_summary', '/api/data/v1/community_summary'),
    v('GET /api/data/v1/community_summary', `/api/data/v1/community_summary?project_id=${project}&active_member_interval=month`),
    v('GET /api/data/v1/graph', `/api/data/v1/graph?project_id=${project}`),
    v('GET /api/avatar/{uid}', '/api/avatar/1'),
    v('GET /api/seo/robots', '/api/seo/robots'),
    v('GET /api/seo/sitemap', '/api/seo/sitemap'),
    v('GET /api/seo/sitemap/{source}/{page}', child ? `/api/seo/sitemap/${child[1]}/${child[2]}` : '/api/seo/sitemap/topics/1'),
    v('GET /api/cards/{kind}/{id}', `/api/cards/project/${project}`),
    v('GET /api/topic/{tid}/card', `/api/topic/${tid}/card`),
    v('GET /api/events/v1/calendar/feed/{token}', '/api/events/v1/calendar/feed/not-a-token'),
    v('GET /api/events/v1/event/{id}/ics', `/api/events/v1/event/${event}/ics`),
    v('GET /api/player/feed/{id}', `/api/player/feed/${project}`),
    v('GET /api/player/feed', '/api/player/feed'),
    v('GET /api/notifications/unsubscribe', '/api/notifications/unsubscribe?token=not-a-token'),
  ];
}

/** Where two answers first part (`body.posts[2].votes: 3 ≠ 4`), or null when they are the same. */
export function firstDifference(a: unknown, b: unknown, at = ''): string | null {
  if (JSON.stringify(a) === JSON.stringify(b)) return null;
  if (Array.isArray(a) && Array.isArray(b)) {
    if (a.length !== b.length) return `${at}: ${a.length} items ≠ ${b.length} items`;
    for (let i = 0; i < a.length; i += 1) {
      const found = firstDifference(a[i], b[i], `${at}[${i}]`);
      if (found) return found;
    }
  }
  if (a && b && typeof a === 'object' && typeof b === 'object' && !Array.isArray(a) && !Array.isArray(b)) {
    const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
    for (const key of keys) {
      const found = firstDifference((a as Record<string, unknown>)[key], (b as Record<string, unknown>)[key], `${at}.${key}`);
      if (found) return found;
    }
  }
  if (typeof a === 'string' && typeof b === 'string') {
    // Long texts (feeds, calendars): the part around the first character that differs.
    let i = 0;
    while (a[i] === b[i]) i += 1;
    const from = Math.max(0, i - 60);
    return `${at} at character ${i}: ${JSON.stringify(a.slice(from, i + 80))} ≠ ${JSON.stringify(b.slice(from, i + 80))}`;
  }
  const show = (v: unknown) => (JSON.stringify(v) ?? 'undefined').slice(0, 200);
  return `${at}: ${show(a)} ≠ ${show(b)}`;
}
