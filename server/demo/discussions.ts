import { acceptAnswer, bookmark, createTopic, follow, reply, setPinned, vote } from '../discussions/service';
import { setLocked } from '../moderation/service';
import { countVisibleMainPosts } from '../discussions/queries';
import { addViews } from '../discussions/repository';
import { addMaintainer, insertProject } from '../projects/repository';
import { badgesOf, markBadgeNotified } from '../users/repository';
import { loadViewer, type Viewer } from '../users/viewer';
import { DEMO_PROJECTS, DEMO_TOPICS, type DemoAnswer, type DemoQuestion, type DemoTopic } from './discussionsContent';
import type { DemoContext, DemoStep } from './seed';
import { DAY_MS, HOUR_MS } from '@/lib/time';

/**
 * The demo community's discussions: its projects (with maintainers) and about forty topics of
 * every post type, written through the discussions service as the members themselves, backdated
 * over the last two months, with questions, nested answers, accepted answers, upvotes, bookmarks,
 * follows, pins and some views. Nothing is broadcast and no posting limit applies. The step does
 * nothing when topics exist already, so running it again changes nothing.
 *
 * The rewards step decides the demo's credits and which badges are still to be acknowledged, so
 * the credits the service awards for these upvotes and accepted answers are taken back, and the
 * badges it awards (first post ...) are marked as seen.
 */

/** Seeding writes as the members, but never waits for their posting limit or tells anyone. */
const QUIET = { skipRateLimit: true, broadcast: false } as const;

/** A topic's posts in the order they were written: questions, each followed by its thread. */
interface Planned {
  by: string;
  content: string;
  upvotes: string[];
  bookmarks: string[];
  /** The question this post belongs to (answers), and the post it replies to. */
  parent: Planned | null;
  question: Planned | null;
  /** Accepted by the topic's main poster as the answer to its parent (or the main post). */
  accepted: boolean;
  pid?: number;
}

function plan(topic: DemoTopic): Planned[] {
  const out: Planned[] = [];
  const answers = (list: DemoAnswer[] | undefined, parent: Planned, question: Planned) => {
    for (const a of list ?? []) {
      const post: Planned = {
        by: a.by,
        content: a.content,
        upvotes: a.upvotes ?? [],
        bookmarks: [],
        parent,
        question,
        accepted: Boolean(a.accepted),
      };
      out.push(post);
      answers(a.replies, post, question);
    }
  };
  for (const q of topic.questions ?? ([] as DemoQuestion[])) {
    const post: Planned = {
      by: q.by,
      content: q.content,
      upvotes: q.upvotes ?? [],
      bookmarks: q.bookmarks ?? [],
      parent: null,
      question: null,
      accepted: Boolean(q.accepted),
    };
    out.push(post);
    answers(q.answers, post, post);
  }
  return out;
}

/** A small, fixed spread of the hour of day, so topics are not all posted at the same minute. */
const hourOf = (index: number): number => (index * 7) % 11;

export const discussionsStep: DemoStep = {
  name: 'discussions',
  async run(ctx: DemoContext) {
    if ((await countVisibleMainPosts()) > 0) return;

    const viewers = new Map<string, Viewer | null>();
    const as = async (username: string): Promise<Viewer | null> => {
      if (!viewers.has(username)) {
        const member = ctx.members.get(username);
        viewers.set(username, member ? await loadViewer(member.uid) : null);
      }
      return viewers.get(username) ?? null;
    };

    const badgesBefore = new Set<number>();
    for (const member of ctx.members.values()) {
      for (const b of await badgesOf(member.uid)) badgesBefore.add(b.id);
    }

    const projectIds = new Map<string, number>();
    // The first maintainers joined a day ago, in the order listed: the projects step's later ones
    // come after them, whatever the database's clock (PGlite's may give every row the same time).
    const firstJoined = Date.now() - 24 * 60 * 60 * 1000;
    for (const p of DEMO_PROJECTS) {
      const row = await insertProject({ name: p.name, slug: p.slug });
      projectIds.set(p.slug, row.id);
      for (const [i, username] of p.maintainers.entries()) {
        const member = ctx.members.get(username);
        if (member) await addMaintainer(row.id, member.uid, new Date(firstJoined + i * 1000));
      }
    }

    const now = Date.now();
    for (const [index, topic] of DEMO_TOPICS.entries()) {
      const author = await as(topic.by);
      if (!author) continue;
      const start = now - topic.daysAgo * DAY_MS + hourOf(index) * HOUR_MS - 12 * HOUR_MS;
      const created = await createTopic(
        author,
        {
          title: topic.title,
          content: topic.content,
          postType: topic.postType,
          tags: topic.tags,
          ...(topic.summary ? { summary: topic.summary } : {}),
          ...(topic.metaData ? { metaData: topic.metaData } : {}),
          projects: (topic.projects ?? []).map((slug) => projectIds.get(slug)).filter((id): id is number => id !== undefined),
        },
        { at: new Date(start), ...QUIET },
      );
      const tid = created.tid;
      const mainPid = created.mainPid;

      // Replies follow the topic at even steps, the last one well before now.
      const posts = plan(topic);
      const step = Math.min(7 * HOUR_MS, (now - HOUR_MS - start) / (posts.length + 1));
      for (const [i, post] of posts.entries()) {
        const viewer = await as(post.by);
        if (!viewer) continue;
        if ((post.parent && post.parent.pid === undefined) || (post.question && post.question.pid === undefined)) continue;
        const written = await reply(
          viewer,
          {
            tid,
            content: post.content,
            ...(post.parent ? { toPid: post.parent.pid, qid: post.question!.pid } : {}),
          },
          { at: new Date(start + (i + 1) * step), ...QUIET },
        );
        post.pid = written.pid;
      }

      // Accepted answers are chosen by the topic's main poster.
      for (const post of posts) {
        if (!post.accepted || post.pid === undefined) continue;
        const answered = post.parent?.pid ?? mainPid;
        await acceptAnswer(author, answered, { aid: post.pid, answered: true });
      }

      // Upvotes and accepted answers earn their authors credits exactly as in the running app.
      const upvote = async (pid: number, authorName: string, voters: string[]) => {
        for (const name of voters) {
          const voter = name === authorName ? null : await as(name);
          if (voter) await vote(voter, pid);
        }
      };
      const save = async (pid: number, savers: string[]) => {
        for (const name of savers) {
          const saver = await as(name);
          if (saver) await bookmark(saver, pid);
        }
      };
      await upvote(mainPid, topic.by, topic.upvotes ?? []);
      await save(mainPid, topic.bookmarks ?? []);
      for (const post of posts) {
        if (post.pid === undefined) continue;
        await upvote(post.pid, post.by, post.upvotes);
        await save(post.pid, post.bookmarks);
      }

      for (const name of topic.follows ?? []) {
        const follower = await as(name);
        if (follower) await follow(follower, tid);
      }
      if (topic.pinnedBy) {
        const pinner = await as(topic.pinnedBy);
        if (pinner) await setPinned(pinner, tid, true);
      }
      if (topic.lockedBy) {
        const locker = await as(topic.lockedBy.by);
        if (locker) await setLocked(locker, tid, true, topic.lockedBy.reason);
      }

      // Some reading too: the more a topic was discussed and liked, the more it was viewed.
      const views = 6 + 5 * (topic.upvotes?.length ?? 0) + 3 * posts.length + (index % 5);
      await addViews(tid, views);
    }

    for (const member of ctx.members.values()) {
      for (const b of await badgesOf(member.uid)) {
        if (!badgesBefore.has(b.id) && !b.notified) await markBadgeNotified(b.id);
      }
    }
  },
};
