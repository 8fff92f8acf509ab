import '@/mocks/polyfills';
import { createHmac } from 'node:crypto';
import { getResponse } from 'msw';
import { contractBreach } from '@/lib/contracts';
import { anyPostContract, highlightsContract, questionsPageContract, topicContract } from '@/lib/discussions/contracts';
import { eventContract, eventsSearchAnswerContract } from '@/lib/events/contracts';
import { globalSearchAnswerContract } from '@/lib/search/contracts';
import type { GlobalSearchResponse } from '@/lib/search/global';
import type { ProjectData } from '@/lib/projects/types';
import { profileSummaryContract } from '@/lib/users/contracts';
import { profileEventsPageContract, profileProjectsPageContract } from '@/lib/users/followsContracts';
import type { ProfileEvent, ProfileListPage, ProfileProject, ProfileSummary } from '@/lib/users/types';
import { projectsOf } from '@/mocks/fixtures/projects';
import type { EventData } from '@/lib/events/types';
import type { PostData, TopicData } from '@/lib/discussions/types';
import type { ServerEventName } from '@/lib/realtime/events';
import { mockDb, resetMockDb, type MockDb } from '@/mocks/db';
import { eventsOf } from '@/mocks/fixtures/events';
import { mockHandlers } from '@/mocks/handlers';
import { postFromCommunity } from '@/mocks/handlers/discussions';
import { onAnnounce, tick } from '@/mocks/realtime';
import { SESSION_COOKIE } from '@/lib/mockScenarios';
import { MOCK_SIGNING_SECRET } from '@/mocks/handlers/signatures';

/**
 * The generated data of the mocked API behaves as the real server does where front-end work needs
 * it: the community writes by itself on the simulated socket's tick (R7.6, R4.18), events link their
 * discussion topics (R3.3), search and profiles find events and projects, and signed links are
 * signed and checked.
 */

async function ask(path: string, init: { method?: string; body?: unknown; as?: number } = {}): Promise<{ status: number; json: unknown }> {
  const request = new Request(`http://mock.test${path}`, {
    method: init.method ?? 'GET',
    headers: {
      ...(init.body !== undefined ? { 'Content-Type': 'application/json' } : {}),
      ...(init.as !== undefined ? { Cookie: `${SESSION_COOKIE}=${init.as}` } : {}),
    },
    body: init.body !== undefined ? JSON.stringify(init.body) : undefined,
  });
  const response = await getResponse(mockHandlers, request);
  if (!response) throw new Error(`no mock answers ${path}`);
  return { status: response.status, json: await response.json() };
}

/** The events announced while `run` runs. */
function announced(run: () => void): Array<{ event: ServerEventName; payload: unknown }> {
  const seen: Array<{ event: ServerEventName; payload: unknown }> = [];
  const stop = onAnnounce((event, payload) => seen.push({ event, payload }));
  try {
    run();
  } finally {
    stop();
  }
  return seen;
}

const newPosts = (seen: Array<{ event: ServerEventName; payload: unknown }>) =>
  seen.filter((s) => s.event === 'event:new_post').flatMap((s) => (s.payload as { posts: PostData[] }).posts);

beforeEach(() => resetMockDb());

describe('the community writes by itself on the socket tick (R7.6, R4.18)', () => {
  let db: MockDb;
  beforeEach(() => {
    db = mockDb('default');
  });

  it('R4.18 a generated member posts a new topic, kept in the mock db and announced as the server announces it', async () => {
    const before = db.topics.length;
    const seen = announced(() => postFromCommunity(db));
    const [post] = newPosts(seen);
    expect(post).toBeDefined();
    expect(contractBreach(anyPostContract, post)).toBeNull();
    expect(post!.isMainPost).toBe(true);
    expect(post!.uid).not.toBe(db.defaultUid);
    expect(db.topics).toHaveLength(before + 1);
    // The topic answers as any other, and the feed sorted by recent shows it first.
    const topic = await ask(`/api/topic/${post!.tid}`);
    expect(topic.status).toBe(200);
    expect(contractBreach(topicContract, topic.json)).toBeNull();
    const feed = await ask('/api/events/v1/search/highlights?sortBy=recent&search-order=0');
    expect(contractBreach(highlightsContract, feed.json)).toBeNull();
    expect((feed.json as { results: Array<{ hits: Array<{ document: PostData }> }> }).results[0]!.hits[0]!.document.pid).toBe(post!.pid);
  });

  it('R7.6 then a question on the newest topic and an answer to it, announced in the shapes GET /api/post/{pid} gives', async () => {
    const topic = newPosts(announced(() => postFromCommunity(db)))[0]!;
    // Each as it was announced is what a visitor fetching it at that moment gets.
    const next = async () => {
      const post = newPosts(announced(() => postFromCommunity(db)))[0]!;
      expect(contractBreach(anyPostContract, post)).toBeNull();
      expect((await ask(`/api/post/${post.pid}`, { as: 0 })).json).toEqual(post);
      return post;
    };
    const question = await next();
    const answer = await next();
    expect(question).toMatchObject({ tid: topic.tid, isMainPost: false, toPid: topic.pid, qid: null });
    expect(answer).toMatchObject({ tid: topic.tid, isMainPost: false, qid: question.pid });
    expect('answers' in question).toBe(true);
    expect('index' in answer).toBe(true);
  });

  it('R7.6 the socket tick posts every other tick, beside the notification it brings each tick', () => {
    const seen = announced(() => {
      tick();
      tick();
    });
    expect(newPosts(seen)).toHaveLength(1);
    expect(seen.filter((s) => s.event === 'event:new_notification')).toHaveLength(2);
  });
});


describe('generated events carry their discussion topics (R3.3, R1.4)', () => {
  const eventOf = async (id: number, as?: number) => {
    const answer = await ask(`/api/events/v1/event/${id}`, { as });
    expect(answer.status).toBe(200);
    expect(contractBreach(eventContract, answer.json)).toBeNull();
    return answer.json as EventData;
  };

  it('R3.3 every published event with discussion on names its topic: an ama by its creator linking back to it, with questions in some', async () => {
    const db = mockDb('default');
    const published = eventsOf(db).events.filter((e) => e.status === 'published');
    expect(published.length).toBeGreaterThan(5);
    let questions = 0;
    for (const generated of published) {
      const event = await eventOf(generated.id);
      expect(event.comment_tid).not.toBeNull();
      const topic = await ask(`/api/topic/${event.comment_tid}`);
      expect(topic.status).toBe(200);
      expect(contractBreach(topicContract, topic.json)).toBeNull();
      const data = topic.json as TopicData;
      expect(data).toMatchObject({ tid: event.comment_tid, title: event.title, postType: 'ama', mainPid: event.comment_main_pid, uid: generated.creatorUid });
      expect(data.posts[0]!.content).toContain(`href="/events/${event.id}"`);
      const page = await ask(`/api/questions/${event.comment_tid}/recent?page_size=10&page=1`);
      expect(contractBreach(questionsPageContract, page.json)).toBeNull();
      questions += (page.json as { found: number }).found;
    }
    expect(questions).toBeGreaterThan(0);
    // A draft has none until it is published.
    const draft = eventsOf(db).events.find((e) => e.status === 'draft')!;
    expect(draft.commentTid).toBeNull();
  });

  it('R3.3 the topics have the same tids on the server and in the browser, whichever page asks first', async () => {
    const fresh = eventsOf(mockDb('default')).events.map((e) => [e.id, e.commentTid, e.commentPid]);
    resetMockDb();
    // A write before any events call (a page that is not an event page opened first).
    const created = await ask('/api/v3/topics', { method: 'POST', body: { title: 'A topic written first', content: 'Written before any event was asked for.', postType: 'faq' } });
    expect(created.status).toBe(200);
    expect(eventsOf(mockDb('default')).events.map((e) => [e.id, e.commentTid, e.commentPid])).toEqual(fresh);
  });

  it('R3.3 publishing a draft through the mocked API opens its discussion, announced as a new topic', async () => {
    const db = mockDb('default');
    const draft = eventsOf(db).events.find((e) => e.status === 'draft' && e.hosts.some((h) => h.uid === db.defaultUid))!;
    let answer: { status: number; json: unknown } | undefined;
    const seen: Array<{ event: ServerEventName; payload: unknown }> = [];
    const stop = onAnnounce((event, payload) => seen.push({ event, payload }));
    try {
      answer = await ask(`/api/events/v1/event/${draft.id}`, { method: 'PUT', body: { event_status: 'publish' } });
    } finally {
      stop();
    }
    expect(answer.status).toBe(200);
    const event = answer.json as EventData;
    expect(event.comment_tid).not.toBeNull();
    expect(newPosts(seen).map((p) => p.tid)).toEqual([event.comment_tid]);
    const topic = await ask(`/api/topic/${event.comment_tid}`);
    expect(topic.json).toMatchObject({ title: draft.title, postType: 'ama', uid: db.defaultUid });
    // Publishing again keeps the one topic.
    const again = await ask(`/api/events/v1/event/${draft.id}`, { method: 'PUT', body: { event_status: 'publish' } });
    expect((again.json as EventData).comment_tid).toBe(event.comment_tid);
  });
});


describe('the mocked search finds events and projects as the server does (R1.5, R3.12, R7.4)', () => {
  /** Where a word starts with "rust", as full-text search finds it (not "trust"). */
  const RUST_WORD = /(^|[^\p{L}\p{N}])rust/iu;
  const searchFor = async (query: string) => {
    const answer = await ask(`/api/search?${query}`);
    expect(answer.status).toBe(200);
    expect(contractBreach(globalSearchAnswerContract, answer.json)).toBeNull();
    return answer.json as GlobalSearchResponse;
  };
  const setOf = <C extends GlobalSearchResponse['results'][number]['collection']>(answer: GlobalSearchResponse, collection: C) =>
    answer.results.find((r) => r.collection === collection) as Extract<GlobalSearchResponse['results'][number], { collection: C }>;
  const facet = (set: { facet_counts: Array<{ field_name: string; counts: Array<{ value: string; count: number }> }> }, field: string) =>
    set.facet_counts.find((f) => f.field_name === field)?.counts ?? [];

  it('R1.5 a term finds words that start with it, as full-text search does, not text that merely contains it', async () => {
    const whole = await searchFor('term=pipewright&searchIn=project');
    expect(setOf(whole, 'project').found).toBeGreaterThan(0);
    const prefix = await searchFor('term=pipe&searchIn=project');
    expect(setOf(prefix, 'project').found).toBe(setOf(whole, 'project').found);
    expect(setOf(prefix, 'project').hits[0]!.highlights.map((h) => h.snippet).join(' ')).toMatch(/<mark>Pipe<\/mark>wright/i);
    const inside = await searchFor('term=ipewright&searchIn=post,project,event,user');
    expect(inside.results.map((r) => r.found)).toEqual([0, 0, 0, 0]);
  });

  it('R1.5 a term finds published events and projects with highlights, their facets, and the projects the hits name', async () => {
    const db = mockDb('default');
    const answer = await searchFor('term=rust&searchIn=post,project,event,user');
    expect(answer.results.map((r) => r.collection)).toEqual(['post', 'project', 'event', 'user']);
    const events = setOf(answer, 'event');
    const expected = eventsOf(db).events.filter((e) => e.status === 'published' && RUST_WORD.test(`${e.title} ${e.summary} ${e.markdown} ${e.tags.join(' ')}`));
    expect(expected.length).toBeGreaterThan(0);
    expect(events.found).toBe(expected.length);
    expect(events.hits.map((h) => h.document.id).sort()).toEqual(expected.map((e) => e.id).slice(0, 10).sort());
    const live = events.hits.find((h) => h.document.title.includes('Rust'))!;
    expect(live.highlights).toContainEqual({ field: 'title', snippet: expect.stringContaining('<mark>Rust</mark>') });
    expect(facet(events, 'event_type').reduce((n, c) => n + c.count, 0)).toBe(events.found);
    expect(facet(events, 'tags').length).toBeGreaterThan(0);
    const projects = setOf(answer, 'project');
    const rusty = projectsOf(db).projects.filter((p) => p.tags.includes('rust') || RUST_WORD.test(`${p.name} ${p.descriptionRaw}`));
    expect(projects.found).toBe(rusty.length);
    expect(projects.hits.map((h) => h.document.slug)).toEqual(expect.arrayContaining(['pipewright']));
    expect(facet(projects, 'tags')).toContainEqual({ value: 'rust', count: rusty.filter((p) => p.tags.includes('rust')).length });
    // Every project an event or post hit names is listed for its label.
    const named = new Set([...setOf(answer, 'post').hits, ...events.hits].flatMap((h) => h.document.project_details.map((p) => p.slug)));
    expect(answer.projects.map((p) => p.slug).sort()).toEqual([...named].sort());
    expect(answer.meta.found).toBe(answer.results.reduce((n, r) => n + r.found, 0));
  });

  it('R1.5 the filters narrow events and posts: event type, tags, projects, a date range; posts count post types, projects and answered', async () => {
    const db = mockDb('default');
    const published = eventsOf(db).events.filter((e) => e.status === 'published');
    const type = published[0]!.type;
    const typed = setOf(await searchFor(`term=*&searchIn=event&event_type=${type}`), 'event');
    expect(typed.found).toBe(published.filter((e) => e.type === type).length);
    expect(typed.hits.every((h) => h.document.event_type === type)).toBe(true);
    const tag = published[0]!.tags[0]!;
    const tagged = await searchFor(`tags=${tag}&searchIn=event,project`);
    expect(tagged.meta.explore).toBe(true);
    expect(setOf(tagged, 'event').found).toBe(published.filter((e) => e.tags.includes(tag)).length);
    expect(setOf(tagged, 'project').hits.every((h) => h.document.tags.includes(tag))).toBe(true);
    const withProject = published.find((e) => e.projects.length > 0)!;
    const slug = withProject.projects[0]!.slug;
    const ofProject = setOf(await searchFor(`term=*&searchIn=event&projects=${slug}`), 'event');
    expect(ofProject.found).toBe(published.filter((e) => e.projects.some((p) => p.slug === slug)).length);
    const now = Math.floor(Date.now() / 1000);
    const upcoming = setOf(await searchFor(`term=*&searchIn=event&from=${now}&to=${now + 60 * 24 * 3600}`), 'event');
    expect(upcoming.found).toBe(published.filter((e) => e.timestamp >= now * 1000).length);
    const posts = setOf(await searchFor('term=*&searchIn=post'), 'post');
    expect(facet(posts, 'post_type').reduce((n, c) => n + c.count, 0)).toBe(posts.found);
    expect(facet(posts, 'answered').map((c) => c.value)).toEqual(expect.arrayContaining(['answered', 'unanswered']));
    expect(facet(posts, 'projects').length).toBeGreaterThan(0);
  });

  it('R5.4 no term and no tags: every collection answers empty, with the tag facet only', async () => {
    const answer = await searchFor('searchIn=post,project,event,user');
    expect(answer.results.every((r) => r.found === 0 && r.hits.length === 0)).toBe(true);
    expect(answer.results.every((r) => r.facet_counts.length === 1 && r.facet_counts[0]!.field_name === 'tags')).toBe(true);
  });

  it('R7.4 R1.2 the events search finds words that start with the term (not text inside a word) and lists upcoming events soonest first', async () => {
    const events = async (query: string) => {
      const answer = await ask(`/api/events/v1/search?type=event&${query}`);
      expect(contractBreach(eventsSearchAnswerContract, answer.json)).toBeNull();
      return (answer.json as { results: Array<{ found: number; hits: Array<{ document: EventData }> }> }).results[0]!;
    };
    const whole = await events('term=pipewright');
    expect(whole.found).toBeGreaterThan(0);
    expect((await events('term=pipewri')).found).toBe(whole.found);
    expect((await events('term=ipewright')).found).toBe(0);
    const upcoming = (await events('when=upcoming')).hits.map((h) => h.document);
    expect(upcoming.length).toBeGreaterThan(1);
    const unpinned = upcoming.filter((e) => e.search_result_order === 0).map((e) => e.timestamp);
    expect(unpinned).toEqual([...unpinned].sort((a, b) => a - b));
    const past = (await events('when=past')).hits.map((h) => h.document).filter((e) => e.search_result_order === 0).map((e) => e.timestamp);
    expect(past).toEqual([...past].sort((a, b) => b - a));
  });

  it('R7.4 the events search of type project finds projects by term, 10 a page at most, none for an empty term', async () => {
    const found = await ask('/api/events/v1/search?type=project&term=rust&perPage=50');
    expect(contractBreach(eventsSearchAnswerContract, found.json)).toBeNull();
    const [set] = (found.json as { results: Array<{ found: number; hits: Array<{ document: ProjectData; highlights: unknown[] }>; request_params: { per_page: number } }> }).results;
    expect(set!.found).toBeGreaterThan(0);
    expect(set!.request_params.per_page).toBe(10);
    expect(set!.hits.map((h) => h.document.slug)).toContain('pipewright');
    const empty = await ask('/api/events/v1/search?type=project&term=');
    expect((empty.json as { results: Array<{ found: number }> }).results[0]!.found).toBe(0);
  });
});


describe('profiles list the events and projects of the generated data (R3.15)', () => {
  const summaryOf = async (slug: string) => {
    const answer = await ask(`/api/user/${slug}/summary`);
    expect(answer.status).toBe(200);
    expect(contractBreach(profileSummaryContract, answer.json)).toBeNull();
    return answer.json as ProfileSummary;
  };
  const allPages = async <T>(path: string, contract: Parameters<typeof contractBreach>[0]): Promise<T[]> => {
    const items: T[] = [];
    for (let page = 1; page < 20; page += 1) {
      const answer = await ask(`${path}${path.includes('?') ? '&' : '?'}page=${page}`);
      expect(contractBreach(contract, answer.json)).toBeNull();
      const body = answer.json as ProfileListPage<T>;
      items.push(...body.items);
      if (!body.hasMore) break;
    }
    return items;
  };

  it('R3.15 events hosted: the published events a member hosts, newest first, counted, listed and paged alike', async () => {
    const db = mockDb('default');
    const member = db.members.find((m) => m.uid === db.defaultUid)!;
    const summary = await summaryOf(member.userslug);
    const hosted = await allPages<ProfileEvent>(`/api/user/${member.userslug}/events?role=hosted`, profileEventsPageContract);
    const expected = eventsOf(db).events.filter((e) => e.status === 'published' && e.hosts.some((h) => h.uid === member.uid));
    expect(expected.length).toBeGreaterThan(0);
    expect(summary.counts.eventsHosted).toBe(expected.length);
    expect(hosted.map((e) => e.id).sort()).toEqual(expected.map((e) => e.id).sort());
    expect(summary.eventsHosted).toEqual(hosted.slice(0, 10));
    expect(hosted.map((e) => e.startsAt)).toEqual([...hosted.map((e) => e.startsAt)].sort((a, b) => b - a));
    expect(hosted[0]!.url).toMatch(new RegExp(`^/events/${hosted[0]!.id}(/|$)`));
    // The draft the member hosts is not listed.
    const draft = eventsOf(db).events.find((e) => e.status === 'draft' && e.hosts.some((h) => h.uid === member.uid));
    if (draft) expect(hosted.map((e) => e.id)).not.toContain(draft.id);
  });

  it('R3.15 events attended: a seat (not the waitlist) at a published event that started, never a cancelled one', async () => {
    const db = mockDb('default');
    const now = Date.now();
    let seen = 0;
    for (const member of db.members) {
      const summary = await summaryOf(member.userslug);
      const attended = await allPages<ProfileEvent>(`/api/user/${member.userslug}/events?role=attended`, profileEventsPageContract);
      expect(summary.counts.eventsAttended).toBe(attended.length);
      expect(summary.eventsAttended).toEqual(attended.slice(0, 10));
      for (const item of attended) {
        const event = eventsOf(db).events.find((e) => e.id === item.id)!;
        expect(event.status).toBe('published');
        expect(event.stored).not.toBe('cancelled');
        expect(event.timestamp).toBeLessThan(now);
        expect(event.registrations).toContainEqual(expect.objectContaining({ uid: member.uid, status: 'participant' }));
      }
      const should = eventsOf(db).events.filter(
        (e) => e.status === 'published' && e.stored !== 'cancelled' && e.timestamp < now && e.registrations.some((r) => r.uid === member.uid && r.status === 'participant'),
      );
      expect(attended.length).toBe(should.length);
      seen += attended.length;
    }
    expect(seen).toBeGreaterThan(0);
  });

  it('R3.15 projects: maintained ones by name, then the ones only followed, hidden ones left out', async () => {
    const db = mockDb('default');
    const member = db.members.find((m) => m.uid === db.defaultUid)!;
    const projects = projectsOf(db).projects;
    // A hidden project the member follows is not listed.
    const hidden = projects.find((p) => !p.maintainers.includes(member.uid))!;
    hidden.followers.add(member.uid);
    hidden.hidden = true;
    const summary = await summaryOf(member.userslug);
    const listed = await allPages<ProfileProject>(`/api/user/${member.userslug}/projects`, profileProjectsPageContract);
    expect(listed.map((p) => p.id)).not.toContain(hidden.id);
    expect(summary.counts.projects).toBe(listed.length);
    expect(summary.projects).toEqual(listed.slice(0, 10));
    const roles = listed.map((p) => p.role);
    expect(roles).toEqual([...roles].sort((a, b) => Number(a === 'follower') - Number(b === 'follower')));
    expect(listed.find((p) => p.id === projects[0]!.id)?.role).toBe('maintainer');
    expect(listed.find((p) => p.id === projects[1]!.id)).toBeDefined();
    const maintained = listed.filter((p) => p.role === 'maintainer').map((p) => p.name);
    expect(maintained).toEqual([...maintained].sort((a, b) => a.localeCompare(b)));
    // The hovercard counts the same.
    const card = await ask(`/api/user/${member.userslug}/hovercard`);
    expect((card.json as { counts: ProfileSummary['counts'] }).counts).toEqual(summary.counts);
  });
});

describe('saved posts in the mocked API', () => {
  it('R4.12: the saved list is asked for by uid, as the client and the server do: own list, administrators any, others refused', async () => {
    const db = mockDb('default');
    const admin = db.members.find((m) => m.isAdmin)!;
    const [saver, stranger] = db.members.filter((m) => !m.isAdmin);
    const pid = db.posts.find((p) => !p.deleted && !db.bookmarks.get(saver!.uid)?.has(p.pid))!.pid;
    expect((await ask(`/api/v3/posts/${pid}/bookmark`, { method: 'PUT', as: saver!.uid })).status).toBe(200);

    const own = await ask(`/api/user/${saver!.uid}/bookmarks`, { as: saver!.uid });
    expect(own.status).toBe(200);
    // Newest saved first.
    expect((own.json as { posts: PostData[] }).posts[0]!.pid).toBe(pid);
    expect((await ask(`/api/user/${saver!.uid}/bookmarks`, { as: admin.uid })).status).toBe(200);
    expect((await ask(`/api/user/${saver!.uid}/bookmarks`, { as: stranger!.uid })).status).toBe(403);
    // A username is not a uid: the server's path parameter refuses it as an unknown member.
    expect((await ask(`/api/user/${saver!.userslug}/bookmarks`, { as: saver!.uid })).status).toBe(404);
  });
});

describe('signed links carry HMAC signatures made as the server makes them (R1.12, R6.2, R7.3)', () => {
  /** server/auth/signatures.ts's scheme, computed here with Node's crypto under the mock's secret. */
  const serverSign = (purpose: string, text: string) =>
    createHmac('sha256', createHmac('sha256', MOCK_SIGNING_SECRET).update(purpose).digest()).update(text).digest('base64url');

  it('R1.12 the invite link is signed with HMAC-SHA-256; the join check takes it, opens the bare unsigned shape without a referral, and refuses any change to a signature', async () => {
    const db = mockDb('default');
    const link = await ask('/api/invites/link');
    expect(link.status).toBe(200);
    const { uid, timestamp, sig, path } = link.json as { uid: number; timestamp: number; sig: string; path: string };
    expect(sig).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(sig).toBe(serverSign('invite-links/v1', `${uid}:${timestamp}`));
    expect(path).toBe(`/join/${uid}/${timestamp}?sig=${sig}`);
    const join = await ask(`/api/join/${uid}/${timestamp}?sig=${sig}`, { as: 0 });
    expect(join.status).toBe(200);
    expect(join.json).toMatchObject({ valid: true, inviter: { uid }, signed: true });
    // The spec's bare shape, without a signature, opens unsigned (no referral), as on the server.
    const bare = await ask(`/api/join/${uid}/${timestamp}`, { as: 0 });
    expect(bare.status).toBe(200);
    expect(bare.json).toMatchObject({ valid: true, inviter: { uid }, signed: false });
    const other = db.members.find((m) => m.uid !== uid)!.uid;
    for (const forged of [`/api/join/${other}/${timestamp}?sig=${sig}`, `/api/join/${uid}/${timestamp - 1}?sig=${sig}`, `/api/join/${uid}/${timestamp}?sig=${sig.slice(1)}x`]) {
      const refused = await ask(forged, { as: 0 });
      expect(refused.status).toBeGreaterThanOrEqual(400);
      expect(refused.json).toEqual({ error: '[[error:invite-invalid]]' });
    }
  });

  it('R6.2 the unsubscribe link is signed for the member it names, and only that signature unsubscribes', async () => {
    const db = mockDb('default');
    const uid = db.members.find((m) => m.uid !== db.defaultUid)!.uid;
    const body = { 'List-Unsubscribe': 'One-Click' };
    const wrong = await ask(`/api/notifications/unsubscribe?uid=${uid}&sig=${serverSign('digest-unsubscribe/v1', String(db.defaultUid))}`, { method: 'POST', body, as: 0 });
    expect(wrong.status).toBeGreaterThanOrEqual(400);
    expect((await ask(`/api/notifications/unsubscribe?uid=${uid}&sig=mock-unsubscribe-${uid}`, { method: 'POST', body, as: 0 })).status).toBeGreaterThanOrEqual(400);
    const right = await ask(`/api/notifications/unsubscribe?uid=${uid}&sig=${serverSign('digest-unsubscribe/v1', String(uid))}`, { method: 'POST', body, as: 0 });
    expect(right.status).toBe(200);
    expect(right.json).toEqual({ unsubscribed: true, uid });
  });

  it('R7.3 the private calendar feed address carries a signed token the server would read, and a revoke signs a new version', async () => {
    const db = mockDb('default');
    const first = (await ask('/api/events/v1/calendar/feed-link')).json as { url: string; webcal: string };
    const token = /\/calendar\/feed\/(\d{1,10})\.(\d{1,9})\.([A-Za-z0-9_-]{43})\.ics$/.exec(first.url);
    expect(token).not.toBeNull();
    expect(Number(token![1])).toBe(db.defaultUid);
    expect(token![3]).toBe(serverSign('calendar-feeds/v1', `${token![1]}:${token![2]}`));
    const revoked = (await ask('/api/events/v1/calendar/feed-link', { method: 'DELETE' })).json as { url: string };
    expect(revoked.url).not.toBe(first.url);
  });
});

describe('explore and tag suggestions count posts, events and projects as the server does (R1.6, R7.4)', () => {
  /** Uses of each tag by visible topics, published events and shown projects, counted here from the generated data. */
  function usesOf(db: MockDb): Map<string, number> {
    const uses = new Map<string, number>();
    const add = (tags: string[]) => tags.forEach((tag) => uses.set(tag, (uses.get(tag) ?? 0) + 1));
    db.topics.filter((t) => !t.draft && !db.posts.find((p) => p.pid === t.mainPid)?.deleted).forEach((t) => add(t.tags));
    eventsOf(db).events.filter((e) => e.status === 'published').forEach((e) => add(e.tags));
    projectsOf(db).projects.filter((p) => !p.hidden).forEach((p) => add(p.tags));
    return uses;
  }

  it('R1.6 popular tags count every visible post, published event and shown project, most used first, 40 at most', async () => {
    const db = mockDb('default');
    const uses = usesOf(db);
    const { json } = await ask('/api/explore/tags');
    const { popular, trending } = json as { popular: Array<{ value: string; count: number }>; trending: Array<{ value: string; count: number; recent: number }> };
    expect(popular.length).toBe(Math.min(40, uses.size));
    for (const tag of popular) expect(tag.count).toBe(uses.get(tag.value));
    expect(popular.map((t) => t.count)).toEqual([...popular.map((t) => t.count)].sort((a, b) => b - a));
    // A project's tag counts, whether or not a post carries it.
    const projectTag = projectsOf(db).projects.find((p) => !p.hidden)!.tags[0]!;
    const topicUses = db.topics.filter((t) => !t.draft && t.tags.includes(projectTag)).length;
    if (popular.some((t) => t.value === projectTag)) expect(popular.find((t) => t.value === projectTag)!.count).toBeGreaterThan(topicUses);
    expect(trending.length).toBeLessThanOrEqual(12);
    for (const tag of trending) expect(tag.count).toBe(uses.get(tag.value));
  });

  it('R7.4 tag suggestions start with the text, count events and projects too, 10 at most', async () => {
    const db = mockDb('default');
    const uses = usesOf(db);
    const prefix = [...uses.keys()].sort()[0]!.slice(0, 1);
    const { json } = await ask(`/api/search?term=*&facetQuery=${encodeURIComponent(`tags:${prefix.toUpperCase()}`)}`);
    const counts = (json as { facet_counts: Array<{ counts: Array<{ value: string; count: number }> }> }).facet_counts[0]!.counts;
    const expected = [...uses].filter(([tag]) => tag.startsWith(prefix));
    expect(counts.length).toBe(Math.min(10, expected.length));
    for (const tag of counts) {
      expect(tag.value.startsWith(prefix)).toBe(true);
      expect(tag.count).toBe(uses.get(tag.value));
    }
  });
});
