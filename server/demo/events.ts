import { sql } from 'drizzle-orm';
import type { CreateEventBody } from '@/lib/events/schemas';
import type { EventType } from '@/lib/events/types';
import { getDb } from '../db';
import { reply } from '../discussions/service';
import { bookmarkEvent, setEventSearchOrder, voteEvent } from '../events/engagement';
import { runEventJobsOnce } from '../events/lifecycleJob';
import { createPoll, votePoll } from '../events/polls';
import { askQuestion, setQuestionStatus, voteQuestion } from '../events/qa';
import { projectIdsBySlugs } from '../events/queries';
import { createEvent, register, updateEvent } from '../events/service';
import { badgesOf, markBadgeNotified } from '../users/repository';
import { loadViewer, type Viewer } from '../users/viewer';
import type { DemoContext, DemoStep } from './seed';

/**
 * The demo community's events, written through the events services as the members themselves:
 * every event type and lifecycle state — three past events with their recordings (the audio files
 * shipped in public/audio) and polls, one live now, upcoming ones (one nearly full, one full with
 * a waitlist), a conference of three, two drafts and a cancelled one — with registrations,
 * bookmarks, upvotes, a pinned event, questions in the events' discussions and the live event's
 * Q&A queue (issue 36). Times are relative
 * to the moment of seeding. The lifecycle job then stores the lifecycles and credits the hosts of
 * the past events (amara twice, fatima once). The step does nothing when events exist already.
 */

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const QUIET = { skipRateLimit: true, broadcast: false } as const;

interface DemoEvent {
  key: string;
  host: string;
  cohosts?: Array<{ username: string; bio: string }>;
  title: string;
  type: EventType;
  /** Start relative to seeding. */
  startIn: number;
  duration: number;
  timezone: string;
  summary: string;
  description: string;
  tags: string[];
  projects?: string[];
  seats?: number;
  recording?: string;
  /** Members who register, in order (past the seats they join the waitlist). */
  registrants?: string[];
  status: 'publish' | 'draft';
  /** Deleted after its registrations (cancelled). */
  cancel?: boolean;
  conference?: 'onboarding';
  poll?: { by?: string; text: string; options: string[]; votes: Array<[string, number]> };
  questions?: Array<{ by: string; content: string }>;
  /** The live Q&A queue (issue 36): asked while live, upvoted, the host answering one now. */
  qa?: Array<{ by: string; text: string; votes?: string[]; status?: 'answering' | 'answered'; answer?: string }>;
  upvotes?: string[];
  bookmarks?: string[];
}

const EVERYONE = ['jonas', 'mei', 'carlos', 'liam', 'sofia', 'noah', 'ethan', 'olga', 'diego', 'hana', 'priya', 'alex', 'fatima', 'amara'];
const some = (...except: string[]) => EVERYONE.filter((u) => !except.includes(u));

const DEMO_EVENTS: DemoEvent[] = [
  {
    key: 'rust-cli',
    host: 'amara',
    title: 'Live coding: a Rust command-line tool from scratch',
    type: 'live_coding',
    startIn: -5 * DAY,
    duration: 120,
    timezone: 'Africa/Lagos',
    summary: 'Two hours, one empty folder, and a working CLI with tests at the end.',
    description:
      'We start from `cargo new` and finish with a tool that parses arguments, reads a config file and has tests.\n\n' +
      '- argument parsing with a derive macro\n- errors that tell the user what to do\n- snapshot tests\n\nBring questions; the recording is below.',
    tags: ['rust', 'cli', 'live-coding'],
    projects: ['harbor-cli'],
    recording: '/audio/maintainers-corner-01.mp3',
    registrants: ['jonas', 'noah', 'ethan', 'hana', 'olga', 'diego'],
    status: 'publish',
    poll: { text: 'What should the next live-coding session build?', options: ['A TUI dashboard', 'A language server', 'A WebAssembly plugin'], votes: [['jonas', 2], ['noah', 0], ['ethan', 1], ['hana', 2], ['olga', 2]] },
    upvotes: ['jonas', 'noah', 'ethan', 'mei'],
    bookmarks: ['noah'],
  },
  {
    key: 'first-action',
    host: 'amara',
    title: 'Tutorial: your first GitHub Action, step by step',
    type: 'tutorial',
    startIn: -12 * DAY,
    duration: 60,
    timezone: 'Africa/Lagos',
    summary: 'Write, test and publish a small action for your project’s CI.',
    description: 'A guided tutorial for first-time contributors: a workflow file, a JavaScript action, and publishing it. The audio recording is attached.',
    tags: ['ci', 'beginners'],
    recording: '/audio/first-contributions-01.mp3',
    registrants: ['noah', 'hana', 'sofia', 'liam'],
    status: 'publish',
    upvotes: ['noah', 'hana'],
  },
  {
    key: 'data-ama',
    host: 'fatima',
    cohosts: [{ username: 'carlos', bio: 'Maintains the PostgreSQL sink of Pipewright.' }],
    title: 'AMA with the Pipewright maintainers',
    type: 'ama',
    startIn: -3 * DAY,
    duration: 60,
    timezone: 'Africa/Casablanca',
    summary: 'Ask the data-pipeline maintainers anything: roadmap, contributing, performance.',
    description: 'Fatima and Carlos answer your questions about **Pipewright**: how the project started, what the 2.0 roadmap holds and where help is most welcome.',
    tags: ['data', 'ama'],
    projects: ['pipewright'],
    recording: '/audio/release-notes-01.mp3',
    registrants: ['jonas', 'mei', 'diego', 'olga', 'ethan'],
    status: 'publish',
    questions: [
      { by: 'jonas', content: 'Is a streaming mode planned for 2.0, or will batches stay the only way to run a pipeline?' },
      { by: 'mei', content: 'Which parts of the documentation would you most like contributors to improve first?' },
    ],
    upvotes: ['jonas', 'mei', 'diego'],
    bookmarks: ['mei'],
  },
  {
    key: 'query-plans',
    host: 'carlos',
    title: 'Webinar: reading PostgreSQL query plans, live',
    type: 'webinar',
    startIn: -20 * MINUTE,
    duration: 90,
    timezone: 'Europe/Lisbon',
    summary: 'EXPLAIN ANALYZE on real queries from the community’s projects, happening now.',
    description: 'We read plans of slow queries sent in by members, find the missing index or the bad estimate, and fix them live.',
    tags: ['postgresql', 'performance'],
    projects: ['pipewright'],
    registrants: ['jonas', 'fatima', 'ethan', 'olga', 'alex', 'noah', 'mei'],
    status: 'publish',
    poll: { text: 'How often do you read query plans?', options: ['Every week', 'When something is slow', 'Never so far'], votes: [['jonas', 1], ['fatima', 0], ['ethan', 1], ['noah', 2]] },
    upvotes: ['fatima', 'ethan', 'alex', 'olga', 'jonas'],
    qa: [
      { by: 'fatima', text: 'Why does the planner pick a sequential scan when an index exists?', votes: ['jonas', 'ethan', 'olga'], status: 'answered', answer: 'Usually the estimate: it expects to read most of the table. Check the row estimates first.' },
      { by: 'ethan', text: 'Is EXPLAIN ANALYZE safe to run on a production INSERT?', votes: ['alex', 'noah'], status: 'answering' },
      { by: 'noah', text: 'How do you read the loops count in a nested loop?', votes: ['mei'] },
      { by: 'mei', text: 'Could you share the queries afterwards?' },
    ],
  },
  {
    key: 'a11y-workshop',
    host: 'priya',
    title: 'Accessibility audit workshop',
    type: 'tutorial',
    startIn: 2 * DAY + 3 * HOUR,
    duration: 90,
    timezone: 'Asia/Kolkata',
    summary: 'Audit a real project page with a screen reader and axe, and file the fixes.',
    description: 'Hands-on: we audit the Plotline docs site together. Seats are limited so everyone gets help.',
    tags: ['accessibility', 'workshop'],
    projects: ['plotline'],
    seats: 12,
    registrants: ['sofia', 'noah', 'hana', 'mei', 'jonas', 'liam', 'olga', 'diego', 'ethan', 'amara'],
    status: 'publish',
    upvotes: ['sofia', 'hana'],
    bookmarks: ['noah', 'jonas'],
  },
  {
    key: 'supply-chain-ama',
    host: 'liam',
    title: 'Supply-chain security AMA',
    type: 'ama',
    startIn: 1 * DAY + 5 * HOUR,
    duration: 60,
    timezone: 'Europe/Dublin',
    summary: 'Lockfiles, provenance, signing and what to do when a dependency is compromised.',
    description: 'Liam answers your questions about keeping an open-source project’s dependencies safe. Ask below before the event.',
    tags: ['security', 'ama'],
    seats: 6,
    registrants: ['jonas', 'mei', 'carlos', 'sofia', 'ethan', 'olga', 'noah', 'diego', 'hana'],
    status: 'publish',
    poll: { text: 'Do your projects sign their releases?', options: ['Yes, all of them', 'Some', 'Not yet'], votes: [['jonas', 1], ['mei', 2], ['carlos', 0], ['sofia', 2]] },
    questions: [
      { by: 'ethan', content: 'How do you review a dependency update when the diff is a minified bundle?' },
      { by: 'noah', content: 'As a small project, what is the one thing we should do first?' },
    ],
    upvotes: ['jonas', 'mei', 'ethan', 'noah', 'carlos', 'sofia'],
    bookmarks: ['ethan', 'noah'],
  },
  {
    key: 'roadmap-call',
    host: 'alex',
    title: 'Community call: the roadmap for next quarter',
    type: 'announcement',
    startIn: 6 * DAY,
    duration: 45,
    timezone: 'Europe/Berlin',
    summary: 'What is coming to the community platform, and how to get involved.',
    description: 'Alex presents the roadmap: events, project pages and notifications. Questions welcome at the end.',
    tags: ['community', 'roadmap'],
    registrants: some('alex').slice(0, 6),
    status: 'publish',
    upvotes: ['priya', 'mei'],
  },
  {
    key: 'onboarding-welcome',
    host: 'mei',
    title: 'Onboarding week: welcome and how to pick a first issue',
    type: 'webinar',
    startIn: 3 * DAY,
    duration: 60,
    timezone: 'Asia/Tokyo',
    summary: 'The opening session: how the week works and how to choose a first issue.',
    description: 'Day one of Open Source Onboarding Week.',
    tags: ['beginners', 'onboarding'],
    projects: ['harbor-cli'],
    registrants: ['noah', 'hana', 'sofia'],
    status: 'publish',
    conference: 'onboarding',
  },
  {
    key: 'onboarding-docs',
    host: 'mei',
    cohosts: [{ username: 'hana', bio: 'Translator and i18n contributor.' }],
    title: 'Onboarding week: your first documentation pull request',
    type: 'tutorial',
    startIn: 4 * DAY,
    duration: 75,
    timezone: 'Asia/Tokyo',
    summary: 'Fix a page of the docs, run the docs build and open the pull request together.',
    description: 'Day two of Open Source Onboarding Week.',
    tags: ['documentation', 'onboarding'],
    registrants: ['noah', 'sofia'],
    status: 'publish',
    conference: 'onboarding',
  },
  {
    key: 'onboarding-ama',
    host: 'mei',
    cohosts: [{ username: 'olga', bio: 'Maintainer of Steadytest.' }],
    title: 'Onboarding week: ask the maintainers',
    type: 'ama',
    startIn: 5 * DAY,
    duration: 60,
    timezone: 'Asia/Tokyo',
    summary: 'Maintainers of four projects answer newcomers’ questions.',
    description: 'The closing session of Open Source Onboarding Week.',
    tags: ['onboarding', 'ama'],
    registrants: ['noah'],
    status: 'publish',
    conference: 'onboarding',
  },
  {
    key: 'ci-caching',
    host: 'ethan',
    title: 'CI caching deep dive',
    type: 'webinar',
    startIn: 8 * DAY,
    duration: 60,
    timezone: 'America/Toronto',
    summary: 'Cut your build times with dependency and build caches.',
    description: 'Cancelled: Ethan will run it in the new year instead.',
    tags: ['ci', 'performance'],
    registrants: ['jonas', 'olga'],
    status: 'publish',
    cancel: true,
  },
  {
    key: 'icons-draft',
    host: 'sofia',
    title: 'Designing an accessible icon set',
    type: 'webinar',
    startIn: 14 * DAY,
    duration: 60,
    timezone: 'Europe/Rome',
    summary: 'Draft: grid, stroke and naming decisions of Glyphkit.',
    description: 'Still planning this one.',
    tags: ['design', 'icons'],
    projects: ['glyphkit'],
    status: 'draft',
  },
  {
    key: 'podcast-live-draft',
    host: 'diego',
    title: 'Live podcast recording: how projects begin',
    type: 'live_coding',
    startIn: 20 * DAY,
    duration: 50,
    timezone: 'America/Argentina/Buenos_Aires',
    summary: 'Draft: a live episode with three maintainers.',
    description: 'Guests to be confirmed.',
    tags: ['podcast'],
    status: 'draft',
  },
];

export const eventsStep: DemoStep = {
  name: 'events',
  async run(ctx: DemoContext) {
    const existing = await getDb().execute<{ n: number }>(sql`SELECT count(*)::int AS n FROM events`);
    if ((existing.rows[0]?.n ?? 0) > 0) return;

    const viewers = new Map<string, Viewer | null>();
    const as = async (username: string): Promise<Viewer | null> => {
      if (!viewers.has(username)) {
        const member = ctx.members.get(username);
        viewers.set(username, member ? await loadViewer(member.uid) : null);
      }
      return viewers.get(username) ?? null;
    };

    // Badges the services award here (first post, first event hosted) are marked as seen: the
    // rewards step decides which badge notices the demo shows.
    const badgesBefore = new Set<number>();
    for (const member of ctx.members.values()) {
      for (const b of await badgesOf(member.uid)) badgesBefore.add(b.id);
    }

    const now = Date.now();
    // Starts on a five-minute grid, as a host would set them.
    const base = Math.floor(now / (5 * MINUTE)) * 5 * MINUTE;
    const conferences = new Map<string, number>();
    const ids = new Map<string, number>();
    for (const plan of DEMO_EVENTS) {
      const host = await as(plan.host);
      if (!host) continue;
      const start = base + plan.startIn;
      // Registrations and poll votes happen as they would have: a day before the start.
      const before = start - DAY;
      const projects = await projectIdsBySlugs(plan.projects ?? []);
      const cohosts = [];
      for (const c of plan.cohosts ?? []) {
        const member = ctx.members.get(c.username);
        if (member) cohosts.push({ user_id: member.uid, bio: c.bio });
      }
      const conferenceId = plan.conference ? conferences.get(plan.conference) : undefined;
      const body: CreateEventBody = {
        title: plan.title,
        timestamp: start,
        event_status: 'draft',
        summary: plan.summary,
        description: plan.description,
        duration: plan.duration,
        event_type: plan.type,
        timezone: plan.timezone,
        tags: plan.tags,
        projects,
        no_of_seats: plan.seats ?? 0,
        organizers: cohosts,
        ...(plan.recording ? { recording_url: plan.recording, recording_status: 'available' as const } : {}),
        ...(plan.conference && conferenceId !== undefined ? { conference_id: conferenceId } : {}),
        ...(plan.conference && conferenceId === undefined
          ? {
              conference: {
                title: 'Open Source Onboarding Week',
                description: 'Three sessions for newcomers: picking a first issue, a first documentation pull request, and the maintainers answering questions.',
              },
            }
          : {}),
      };
      const created = await createEvent(host, body);
      ids.set(plan.key, created.id);
      if (plan.conference && created.conference) conferences.set(plan.conference, created.conference.id);
      if (plan.status === 'draft') continue;
      await updateEvent(host, created.id, { event_status: 'publish' }, { now: before });

      for (const username of plan.registrants ?? []) {
        const member = await as(username);
        if (member) await register(member, created.id, { timezone: plan.timezone }, { now: before });
      }
      if (plan.poll) {
        const poll = await createPoll(host, created.id, { text: plan.poll.text, options: plan.poll.options });
        for (const [username, choice] of plan.poll.votes) {
          const member = await as(username);
          const option = poll.options[choice];
          if (member && option) await votePoll(member, poll.id, { option_id: option.id }, { now: before });
        }
      }
      for (const q of plan.qa ?? []) {
        const member = await as(q.by);
        if (!member) continue;
        const asked = await askQuestion(member, created.id, { text: q.text });
        for (const username of q.votes ?? []) {
          const voter = await as(username);
          if (voter) await voteQuestion(voter, created.id, asked.id, true);
        }
        if (q.status) await setQuestionStatus(host, created.id, asked.id, { status: q.status, answer: q.answer });
      }
      for (const username of plan.upvotes ?? []) {
        const member = await as(username);
        if (member && username !== plan.host) await voteEvent(member, created.id);
      }
      for (const username of plan.bookmarks ?? []) {
        const member = await as(username);
        if (member) await bookmarkEvent(member, created.id);
      }
      if (plan.questions) {
        const published = await getDb().execute<{ comment_tid: number | null }>(sql`SELECT comment_tid FROM events WHERE id = ${created.id}`);
        const tid = published.rows[0]?.comment_tid ?? null;
        for (const q of plan.questions) {
          const member = await as(q.by);
          if (member && tid !== null) await reply(member, { tid, content: q.content }, QUIET);
        }
      }
      if (plan.cancel) await updateEvent(host, created.id, { event_status: 'delete' });
    }

    // The moderator pins the AMA happening tomorrow first in the events search.
    const priya = await as('priya');
    const pinned = ids.get('supply-chain-ama');
    if (priya && pinned !== undefined) await setEventSearchOrder(priya, pinned, true);

    // Lifecycles as of now (live, ended) and the hosts' credits for the past events.
    await runEventJobsOnce(new Date(now));

    for (const member of ctx.members.values()) {
      for (const b of await badgesOf(member.uid)) {
        if (!badgesBefore.has(b.id) && !b.notified) await markBadgeNotified(b.id);
      }
    }
  },
};
