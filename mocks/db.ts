import type { TrackId } from '@/lib/player/types';
import { makeDiscussions, type MockPost, type MockTopic } from './fixtures/discussions';
import { makeMembers, type MockMember } from './fixtures/members';
import { makeNotifications, type MockNotification } from './fixtures/notifications';
import type { DigestFrequency, NotificationMode, NotificationType } from '@/lib/notifications/types';
import { eventsOf } from './fixtures/events';
import { featureData, mockEpoch, seededRandom } from './random';
import type { Scenario } from '@/lib/mockScenarios';

export type { MockMember, MockPost, MockTopic };
export { featureData, mockEpoch };

/** A member's saved audio queue (as `PUT /api/player/queue` keeps it). */
export interface MockQueue {
  items: TrackId[];
  index: number;
  position: number;
  updatedAt: string;
}

/**
 * The mocked API's data: a community generated from a fixed seed (the same on every start, in the
 * browser and on the server), changed in memory by the mocked writes for as long as the page (or
 * the dev server) lives. The `empty` scenario answers from a second one with members only.
 */
export interface MockDb {
  /** The `empty` scenario's database: members only, every list empty. */
  empty: boolean;
  /** The member a fresh browser is signed in as. */
  defaultUid: number;
  members: MockMember[];
  topics: MockTopic[];
  posts: MockPost[];
  /** Topics each member follows (their own topics are followed from the start). */
  topicFollows: Map<number, Set<number>>;
  /** Votes by member: pid → +1 / -1. */
  votes: Map<number, Map<number, 1 | -1>>;
  bookmarks: Map<number, Set<number>>;
  /** Plays of podcast episodes, by main post pid. */
  plays: Map<number, number>;
  queues: Map<number, MockQueue>;
  /** Plays counted today, as `{uid}:{trackId}`. */
  playsToday: Set<string>;
  /** Members who completed registration in the `unconsented` scenario. */
  consented: Set<number>;
  notifications: MockNotification[];
  notificationModes: Map<number, Partial<Record<NotificationType, NotificationMode>>>;
  digest: Map<number, DigestFrequency>;
  mutedTopics: Map<number, Set<number>>;
  blocks: Map<number, Set<number>>;
}

const SEED = 20261124;

export function createMockDb({ empty = false }: { empty?: boolean } = {}): MockDb {
  const random = seededRandom(SEED);
  const MOCK_EPOCH = mockEpoch();
  const members = makeMembers(random, MOCK_EPOCH);
  const { topics, posts } = makeDiscussions(random, members, MOCK_EPOCH);
  const db: MockDb = {
    empty,
    defaultUid: 1,
    members,
    topics: empty ? [] : topics,
    posts: empty ? [] : posts,
    topicFollows: new Map(),
    votes: new Map(),
    bookmarks: new Map(),
    plays: new Map(),
    queues: new Map(),
    playsToday: new Set(),
    consented: new Set(),
    notifications: empty ? [] : makeNotifications(random, members, topics, posts, 1, MOCK_EPOCH),
    notificationModes: new Map(),
    digest: new Map(),
    mutedTopics: new Map(),
    blocks: new Map(),
  };
  if (!empty) {
    // The default member has blocked one member, saved a few posts and keeps one draft.
    db.blocks.set(1, new Set([members[members.length - 1]!.uid]));
    db.bookmarks.set(1, new Set(posts.filter((p) => p.isMainPost && p.uid !== 1).slice(0, 3).map((p) => p.pid)));
    const own = topics.find((t) => t.uid === 1 && t.postType === 'blog') ?? topics.find((t) => t.uid === 1);
    if (own) own.draft = true;
    const episodes = topics.filter((t) => t.postType === 'podcast');
    for (const episode of episodes) db.plays.set(episode.mainPid, random.int(0, 400));
    db.queues.set(1, {
      items: episodes.slice(0, 2).map((t) => `post:${t.mainPid}` as const),
      index: 0,
      position: 0,
      updatedAt: new Date(MOCK_EPOCH).toISOString(),
    });
    // The events come with the community: their discussion topics (R3.3) are topics of it, with
    // the same tids on the server and in the browser whichever page is opened first.
    eventsOf(db);
  }
  return db;
}

let full: MockDb | null = null;
let empty: MockDb | null = null;

/** The data a scenario answers from (one per page in the browser, one per process on the server). */
export function mockDb(scenario: Scenario): MockDb {
  if (scenario === 'empty') return (empty ??= createMockDb({ empty: true }));
  return (full ??= createMockDb());
}

/** Starts again from the generated data (tests). */
export function resetMockDb(): void {
  full = null;
  empty = null;
}

/** The password every generated member signs in with (as the demo community's members do). */
export const MOCK_PASSWORD = 'community-demo';

export function memberByUid(db: MockDb, uid: number): MockMember | undefined {
  return db.members.find((m) => m.uid === uid);
}

export function topicByTid(db: MockDb, tid: number): MockTopic | undefined {
  return db.topics.find((t) => t.tid === tid);
}

export function postByPid(db: MockDb, pid: number): MockPost | undefined {
  return db.posts.find((p) => p.pid === pid);
}
