import { eq } from 'drizzle-orm';
import { insertPageViews } from '../analytics/repository';
import { refreshActivityOnce } from '../community/job';
import { getDb } from '../db';
import { meta } from '../db/schema';
import { acceptAnswer, createTopic, reply } from '../discussions/service';
import { runEventJobsOnce } from '../events/lifecycleJob';
import { projectIdsBySlugs } from '../events/queries';
import { createEvent, register, updateEvent } from '../events/service';
import { badgesOf, markBadgeNotified, type UserRow } from '../users/repository';
import { loadViewer, type Viewer } from '../users/viewer';
import { HISTORY_EVENTS, HISTORY_THREADS } from './communityContent';
import type { DemoContext, DemoStep } from './seed';
import { DAY_MS, HOUR_MS } from '@/lib/time';

/**
 * The demo projects' three months of history (R1.15): earlier questions with their answers
 * (accepted ones chosen by the asker), write-ups, past meetups with their registrations, and the
 * daily reading of each project's pages (signed-in members and visitors, more on weekdays and
 * growing over the months), all back-dated over the last 90 days, written as the members who had
 * joined by then. The community rollups are then computed (the activity job's run), so the
 * community tab is alive from the first visit. Nothing is broadcast; badges the services award
 * here are marked as seen (the rewards step decides the demo's badge notices). A marker in `meta`
 * makes a second run change nothing.
 */

const QUIET = { skipRateLimit: true, broadcast: false } as const;
const MARKER = 'demo-community-history';
const HISTORY_DAYS = 90;

/** A fixed pseudo-random number in [0, 1) for a seed, so every load draws the same history. */
function draw(seed: number): number {
  const x = Math.sin(seed * 12.9898 + 78.233) * 43758.5453;
  return x - Math.floor(x);
}

/** Page views of a project for one day: its base, more on weekdays, growing towards today. */
function viewsOn(base: number, daysAgo: number, day: Date, seed: number): number {
  const weekday = day.getUTCDay() === 0 || day.getUTCDay() === 6 ? 0.6 : 1;
  const growth = 0.55 + 0.45 * ((HISTORY_DAYS - daysAgo) / HISTORY_DAYS);
  return Math.round(base * weekday * growth * (0.6 + 0.8 * draw(seed)));
}

const PROJECT_VIEWS: Record<string, { base: number; pages: string[] }> = {
  plotline: { base: 9, pages: ['', '/resources/blog', '/questions'] },
  'harbor-cli': { base: 7, pages: ['', '/resources/podcast'] },
  quillpress: { base: 8, pages: ['', '/resources/blog', '/questions'] },
  steadytest: { base: 5, pages: ['', '/questions'] },
  glyphkit: { base: 4, pages: ['', '/resources/blog'] },
  pipewright: { base: 8, pages: ['', '/resources/ama', '/questions'] },
};

export const communityHistoryStep: DemoStep = {
  name: 'community history',
  async run(ctx: DemoContext) {
    const db = getDb();
    if ((await db.select({ key: meta.key }).from(meta).where(eq(meta.key, MARKER))).length > 0) return;

    const now = Date.now();
    const viewers = new Map<string, Viewer | null>();
    /** The member as of `at`: nobody writes before they joined. */
    const as = async (username: string, at: number): Promise<Viewer | null> => {
      const row: UserRow | undefined = ctx.members.get(username);
      if (!row || row.joinedAt.getTime() > at) return null;
      if (!viewers.has(username)) viewers.set(username, await loadViewer(row.uid));
      return viewers.get(username) ?? null;
    };

    const badgesBefore = new Set<number>();
    for (const member of ctx.members.values()) {
      for (const b of await badgesOf(member.uid)) badgesBefore.add(b.id);
    }

    const slugs = Object.keys(PROJECT_VIEWS);
    const projectId = new Map<string, number>();
    for (const slug of slugs) {
      const [id] = await projectIdsBySlugs([slug]);
      if (id !== undefined) projectId.set(slug, id);
    }

    for (const [index, thread] of HISTORY_THREADS.entries()) {
      const pid = projectId.get(thread.project);
      const at = Math.min(now - thread.daysAgo * DAY_MS + ((index * 5) % 9) * HOUR_MS - 4 * HOUR_MS, now - 2 * HOUR_MS);
      const author = await as(thread.by, at);
      if (!author || pid === undefined) continue;
      const topic = await createTopic(
        author,
        { title: thread.title, content: thread.content, postType: thread.postType, tags: thread.tags, projects: [pid] },
        { at: new Date(at), ...QUIET },
      );
      for (const answer of thread.answers) {
        const when = Math.min(at + answer.after * HOUR_MS, now - HOUR_MS);
        const writer = await as(answer.by, when);
        if (!writer) continue;
        const written = await reply(writer, { tid: topic.tid, content: answer.content }, { at: new Date(when), ...QUIET });
        if (answer.accepted && topic.mainPid) await acceptAnswer(author, topic.mainPid, { aid: written.pid, answered: true });
      }
    }

    for (const plan of HISTORY_EVENTS) {
      const pid = projectId.get(plan.project);
      const start = Math.floor((now - plan.daysAgo * DAY_MS) / HOUR_MS) * HOUR_MS;
      const before = start - DAY_MS;
      const host = await as(plan.host, before);
      if (!host || pid === undefined) continue;
      const created = await createEvent(host, {
        title: plan.title,
        timestamp: start,
        event_status: 'draft',
        summary: plan.summary,
        description: `${plan.summary}\n\nHosted in the ${plan.project} community.`,
        duration: plan.duration,
        event_type: plan.type,
        timezone: plan.timezone,
        tags: plan.tags,
        projects: [pid],
        no_of_seats: 0,
        organizers: [],
        enable_discussion: false,
        recording_url: plan.recording,
        recording_status: 'available',
      });
      await updateEvent(host, created.id, { event_status: 'publish' }, { now: before });
      for (const username of plan.registrants) {
        const member = await as(username, before);
        if (member) await register(member, created.id, { timezone: plan.timezone }, { now: before });
      }
    }

    // The daily reading of each project's pages, by members who had joined and by visitors.
    const members = [...ctx.members.values()];
    for (const [p, slug] of slugs.entries()) {
      const pid = projectId.get(slug);
      if (pid === undefined) continue;
      const { base, pages } = PROJECT_VIEWS[slug]!;
      const views: Array<{ path: string; uid: number | null; createdAt: Date }> = [];
      for (let daysAgo = HISTORY_DAYS - 1; daysAgo >= 1; daysAgo--) {
        const dayStart = Math.floor((now - daysAgo * DAY_MS) / DAY_MS) * DAY_MS;
        const joined = members.filter((m) => m.joinedAt.getTime() < dayStart);
        const count = viewsOn(base, daysAgo, new Date(dayStart), p * 1000 + daysAgo);
        for (let i = 0; i < count; i++) {
          const r = draw(p * 100_000 + daysAgo * 100 + i);
          const reader = r < 0.35 || joined.length === 0 ? null : joined[Math.floor(draw(r * 7919) * joined.length)]!;
          views.push({
            path: `/projects/${pid}/${slug}${pages[i % pages.length]}`,
            uid: reader ? reader.uid : null,
            createdAt: new Date(dayStart + (7 + ((i * 3 + daysAgo) % 15)) * HOUR_MS + i * 60_000),
          });
        }
      }
      await insertPageViews(views);
    }

    // The past meetups end with participants: their hosts are credited as the running app would.
    await runEventJobsOnce(new Date(now));
    for (const member of ctx.members.values()) {
      for (const b of await badgesOf(member.uid)) {
        if (!badgesBefore.has(b.id) && !b.notified) await markBadgeNotified(b.id);
      }
    }

    await db.insert(meta).values({ key: MARKER, value: { threads: HISTORY_THREADS.length, events: HISTORY_EVENTS.length } }).onConflictDoNothing();
    // The rollups of the whole history: on a fresh demo none exist yet, so this fills every day.
    await refreshActivityOnce(new Date(now));
  },
};
