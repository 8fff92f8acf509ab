import type { MessageKey } from '@/lib/i18n/catalogues';
import { sayNow } from '@/lib/i18n/current';
import { said, type Translate } from '@/lib/i18n/said';
import { isolated } from '@/lib/text';
import { badgeName } from '@/lib/users/badges';
import type { NotificationActor, NotificationData, NotificationType } from './types';

/**
 * The one sentence a notification reads as, in plain text and in a language: who ("Priya",
 * "Priya and Jonas", "Priya and 3 others") and what, with the object's title in quotes
 * (messages/<locale>/notifications.json `sentence.*`). The list and the toast say it in the page's
 * language from the notification's parts; the server writes it for the API's `bodyShort` (in
 * English) and for the e-mail digest (in the member's language). Names and the title are
 * isolated by direction (lib/text.ts `isolated`) unless `isolate: false` (the API's English
 * `bodyShort`, a plain field for other programs).
 */

type NotificationsT = Translate<'notifications'>;
type CommonT = Translate<'common'>;
type Actor = Pick<NotificationActor, 'fullname' | 'username'>;

interface Isolation {
  /** Names and the title isolated by direction (default true). */
  isolate?: boolean;
}

/** "Priya", "Priya and Jonas", "Priya and 3 others"; "Someone" when no actor is known. */
export function actorsPhrase(actors: ReadonlyArray<Actor>, actorCount: number, t: NotificationsT, { isolate = true }: Isolation = {}): string {
  const nameOf = (a: Actor) => (isolate ? isolated(a.fullname || a.username) : a.fullname || a.username);
  const [first, second] = actors;
  if (!first) return t('actors.someone');
  if (actorCount <= 1) return nameOf(first);
  if (actorCount === 2 && second) return t('actors.two', { first: nameOf(first), second: nameOf(second) });
  return t('actors.more', { first: nameOf(first), others: actorCount - 1 });
}

const SENTENCE_KEY: Readonly<Record<NotificationType, MessageKey<'notifications'>>> = {
  'new-reply': 'sentence.newReply',
  'answer-accepted': 'sentence.answerAccepted',
  upvote: 'sentence.upvote',
  mention: 'sentence.mention',
  'followed-topic': 'sentence.followedTopic',
  'project-new-topic': 'sentence.projectNewTopic',
  'project-new-event': 'sentence.projectNewEvent',
  'event-reminder': 'sentence.eventReminder',
  'event-waitlist-promoted': 'sentence.eventWaitlistPromoted',
  'event-cancelled': 'sentence.eventCancelled',
  'badge-awarded': 'sentence.badgeAwarded',
  'invitee-joined': 'sentence.inviteeJoined',
  'new-follower': 'sentence.newFollower',
  'post-approved': 'sentence.postApproved',
  'post-rejected': 'sentence.postRejected',
  'chat-mention': 'sentence.chatMention',
  'event-live': 'sentence.eventLive',
};

/** What a sentence is made of: the type, the actors and the title it quotes (a badge's key for a badge). */
export type SentenceParts = Pick<NotificationData, 'type' | 'actorCount' | 'title'> & { actors: ReadonlyArray<Actor> };

/** The notification's sentence with a language's `notifications` and `common` messages. */
export function notificationText({ type, actors, actorCount, title }: SentenceParts, t: NotificationsT, names: CommonT, { isolate = true }: Isolation = {}): string {
  const who = actorsPhrase(actors, actorCount, t, { isolate });
  const object = type === 'badge-awarded' ? badgeName(title, names) : title;
  const quoted = isolate ? isolated(object) : object;
  // `count` picks the verb's number where a language agrees it with who did it (Priya replied, Priya and Jonas replied).
  // A mention in an unnamed direct chat has no title to quote (issue 36): "… in a direct chat".
  const key = type === 'chat-mention' && title === '' ? 'sentence.chatMentionDirect' : SENTENCE_KEY[type];
  return t(key, { who, title: quoted, count: Math.max(1, actorCount) });
}

/** The sentence in the page's language now, for code outside components (the realtime listener's toast). */
export function notificationTextNow(parts: SentenceParts): string {
  return notificationText(
    parts,
    (key, values) => sayNow(said('notifications', key, values)),
    (key, values) => sayNow(said('common', key, values)),
  );
}
