import type { Translate } from '@/lib/i18n/said';
import { createHash } from 'node:crypto';
import { timeZoneName } from '@/lib/events/display';
import { formatEventDateIn } from '@/lib/events/zones';
import type { EventData } from '@/lib/events/types';
import type { MessageKey } from '@/lib/i18n/catalogues';
import { directionOf, type Locale } from '@/lib/i18n/locales';
import { displayName, unescapeText } from '@/lib/names';
import { PG_INT_MAX } from '@/lib/params';
import type { ListCard, PageCardKind } from '@/lib/seo/cards';
import type { ErrorKey } from '@/lib/errors/keys';
import type { PageCardData } from '../discussions/card';
import { getConference, getEvent } from '../events/reads';
import { fail } from '../http/errors';
import { getProject } from '../projects/reads';
import { userBySlug } from '../users/service';
import { translator } from '../i18n/catalogues';
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

/** The list pages' cards: their title and what they hold (messages/<locale>/cards.json). */
const LIST_FRAMES: Readonly<Record<ListCard, { title: MessageKey<'cards'>; byline: MessageKey<'cards'> }>> = {
  discussions: { title: 'list.discussions.title', byline: 'list.discussions.byline' },
  events: { title: 'list.events.title', byline: 'list.events.byline' },
  projects: { title: 'list.projects.title', byline: 'list.projects.byline' },
  explore: { title: 'list.explore.title', byline: 'list.explore.byline' },
};


const isListCard = (id: string): id is ListCard => Object.prototype.hasOwnProperty.call(LIST_FRAMES, id);

/** A numeric id of a card's address, or the kind's 404 (a card exists only for what exists). */
function numericId(id: string, missing: ErrorKey): number {
  const n = /^[1-9]\d{0,9}$/.test(id) ? Number(id) : NaN;
  if (!Number.isSafeInteger(n) || n > PG_INT_MAX) throw fail(missing);
  return n;
}

const EVENT_BADGES: Readonly<Record<EventData['event_lifecycle'], MessageKey<'cards'>>> = {
  scheduled: 'badge.event.scheduled',
  live: 'badge.event.live',
  ended: 'badge.event.ended',
  cancelled: 'badge.event.cancelled',
};

/** The hosts' names (organizers, else the creator). */
function eventHosts(event: EventData): string[] {
  return (event.organizers?.length ? event.organizers.map((o) => o.user) : [event.creator]).map((user) => displayName(user));
}

/** An event's start in its own zone, in the card's language: '14:30PM • 05-Jan-2025 CET'. */
const startIn = (timestamp: number, zone: string, locale: Locale) => `${formatEventDateIn(timestamp, zone, undefined, locale)} ${timeZoneName(zone)}`;

function eventFrame(event: EventData, t: Translate<'cards'>, locale: Locale): CardFrame {
  const when = startIn(event.timestamp, event.timezone, locale);
  return {
    badge: t(EVENT_BADGES[event.event_lifecycle]),
    colour: KIND_COLOURS.event,
    title: unescapeText(event.title),
    byline: [when, ...eventHosts(event).slice(0, 3)].join(SEPARATOR),
  };
}

async function frameOf(kind: PageCardKind, id: string, locale: Locale): Promise<CardFrame> {
  const t = translator(locale, 'cards');
  switch (kind) {
    case 'event':
      return eventFrame(await getEvent(numericId(id, 'no-event'), null), t, locale);
    case 'project': {
      const project = await getProject(numericId(id, 'no-project'), null);
      const followers = t('project.followers', { count: project.follower_count });
      return {
        badge: t('badge.project'),
        colour: KIND_COLOURS.project,
        title: unescapeText(project.name),
        byline: [project.language, followers, ...project.tags.slice(0, 3).map((t) => `#${t}`)].filter(Boolean).join(SEPARATOR),
      };
    }
    case 'conference': {
      const conference = await getConference(numericId(id, 'no-conference'), null);
      const count = t('conference.events', { count: conference.events.length });
      const first = conference.events[0];
      return {
        badge: t('badge.conference'),
        colour: KIND_COLOURS.conference,
        title: unescapeText(conference.title),
        byline: [count, ...(first ? [t('conference.from', { when: startIn(first.timestamp, first.timezone, locale) })] : [])].join(SEPARATOR),
      };
    }
    case 'member': {
      const user = await userBySlug(id, null);
      const posts = t('member.posts', { count: user.postcount });
      return {
        badge: t('badge.member'),
        colour: KIND_COLOURS.member,
        title: displayName(user),
        byline: [`@${user.username}`, posts, t('member.reputation', { count: user.reputation })].join(SEPARATOR),
      };
    }
    case 'list':
      if (!isListCard(id)) throw fail('not-found');
      return { badge: t('badge.community'), colour: KIND_COLOURS.list, title: t(LIST_FRAMES[id].title), byline: t(LIST_FRAMES[id].byline) };
  }
}

/** The card of a page in a language: what it shows and a digest of it (its version; the words differ per language). */
export async function pageCardData(kind: PageCardKind, id: string, locale: Locale): Promise<PageCardData> {
  const frame = await frameOf(kind, id, locale);
  const digest = createHash('sha256').update(JSON.stringify([kind, id, locale, frame])).digest('base64url').slice(0, 22);
  return { kind, id, digest, direction: directionOf(locale), ...frame };
}
