import { createHash } from 'node:crypto';
import { timeZoneName } from '@/lib/events/display';
import { formatEventDateIn } from '@/lib/events/zones';
import type { EventData } from '@/lib/events/types';
import { displayName, unescapeText } from '@/lib/names';
import { PG_INT_MAX } from '@/lib/params';
import type { ListCard, PageCardKind } from '@/lib/seo/cards';
import type { ErrorKey } from '@/lib/errors/keys';
import type { PageCardData } from '../discussions/card';
import { getConference, getEvent } from '../events/reads';
import { fail } from '../http/errors';
import { getProject } from '../projects/reads';
import { userBySlug } from '../users/service';
import type { CardFrame } from './layout';

/**
 * What each page type's social card shows (R1.4, R1.11, R3.5, R3.15), read as a visitor reads the
 * page: through the same read functions, so a card exists exactly when a visitor may see the page
 * (drafts, unpublished, deleted and hidden items, and unknown ids answer their catalogue 404).
 */

/** Badge colours per kind (white text on them). */
const KIND_COLOURS: Readonly<Record<PageCardKind, string>> = {
  event: '#B45309',
  project: '#047857',
  conference: '#9333EA',
  member: '#1D4ED8',
  list: '#374151',
};

const SEPARATOR = '  ·  ';

/** The list pages' cards: their title and what they hold. */
const LIST_FRAMES: Readonly<Record<ListCard, { title: string; byline: string }>> = {
  discussions: { title: 'Discussions', byline: 'Questions, articles, links, podcasts and AMAs of the community' },
  events: { title: 'Events', byline: 'Online events, talks and conferences of the community' },
  projects: { title: 'Projects', byline: 'Open-source projects, their maintainers and followers' },
  explore: { title: 'Explore', byline: 'Popular and trending topics: posts, events and projects by tag' },
};

const isListCard = (id: string): id is ListCard => Object.prototype.hasOwnProperty.call(LIST_FRAMES, id);

/** A numeric id of a card's address, or the kind's 404 (a card exists only for what exists). */
function numericId(id: string, missing: ErrorKey): number {
  const n = /^[1-9]\d{0,9}$/.test(id) ? Number(id) : NaN;
  if (!Number.isSafeInteger(n) || n > PG_INT_MAX) throw fail(missing);
  return n;
}

const EVENT_BADGES: Readonly<Record<EventData['event_lifecycle'], string>> = {
  scheduled: 'Event',
  live: 'Live now',
  ended: 'Past event',
  cancelled: 'Cancelled',
};

/** The hosts' names (organizers, else the creator). */
function eventHosts(event: EventData): string[] {
  return (event.organizers?.length ? event.organizers.map((o) => o.user) : [event.creator]).map((user) => displayName(user));
}

function eventFrame(event: EventData): CardFrame {
  const when = `${formatEventDateIn(event.timestamp, event.timezone)} ${timeZoneName(event.timezone)}`;
  return {
    badge: EVENT_BADGES[event.event_lifecycle],
    colour: KIND_COLOURS.event,
    title: unescapeText(event.title),
    byline: [when, ...eventHosts(event).slice(0, 3)].join(SEPARATOR),
  };
}

async function frameOf(kind: PageCardKind, id: string): Promise<CardFrame> {
  switch (kind) {
    case 'event':
      return eventFrame(await getEvent(numericId(id, 'no-event'), null));
    case 'project': {
      const project = await getProject(numericId(id, 'no-project'), null);
      const followers = `${project.follower_count} follower${project.follower_count === 1 ? '' : 's'}`;
      return {
        badge: 'Project',
        colour: KIND_COLOURS.project,
        title: unescapeText(project.name),
        byline: [project.language, followers, ...project.tags.slice(0, 3).map((t) => `#${t}`)].filter(Boolean).join(SEPARATOR),
      };
    }
    case 'conference': {
      const conference = await getConference(numericId(id, 'no-conference'), null);
      const count = `${conference.events.length} event${conference.events.length === 1 ? '' : 's'}`;
      const first = conference.events[0];
      return {
        badge: 'Conference',
        colour: KIND_COLOURS.conference,
        title: unescapeText(conference.title),
        byline: [count, ...(first ? [`from ${formatEventDateIn(first.timestamp, first.timezone)} ${timeZoneName(first.timezone)}`] : [])].join(SEPARATOR),
      };
    }
    case 'member': {
      const user = await userBySlug(id, null);
      const posts = `${user.postcount} post${user.postcount === 1 ? '' : 's'}`;
      return {
        badge: 'Member',
        colour: KIND_COLOURS.member,
        title: displayName(user),
        byline: [`@${user.username}`, posts, `${user.reputation} reputation`].join(SEPARATOR),
      };
    }
    case 'list':
      if (!isListCard(id)) throw fail('not-found');
      return { badge: 'Community', colour: KIND_COLOURS.list, ...LIST_FRAMES[id] };
  }
}

/** The card of a page: what it shows and a digest of it (its version). */
export async function pageCardData(kind: PageCardKind, id: string): Promise<PageCardData> {
  const frame = await frameOf(kind, id);
  const digest = createHash('sha256').update(JSON.stringify([kind, id, frame])).digest('base64url').slice(0, 22);
  return { kind, id, digest, ...frame };
}
