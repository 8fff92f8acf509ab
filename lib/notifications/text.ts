import type { NotificationActor, NotificationType } from './types';

/**
 * The one sentence a notification reads as (`bodyShort`), in plain text: who ("Priya",
 * "Priya and Jonas", "Priya and 3 others") and what, with the object's title in quotes. The
 * server presents it; the client may build the same from the parts.
 */

const nameOf = (a: Pick<NotificationActor, 'fullname' | 'username'>) => a.fullname || a.username;

/** "Priya", "Priya and Jonas", "Priya and 3 others"; "Someone" when no actor is known. */
export function actorsPhrase(actors: ReadonlyArray<Pick<NotificationActor, 'fullname' | 'username'>>, actorCount: number): string {
  const [first, second] = actors;
  if (!first) return 'Someone';
  if (actorCount <= 1) return nameOf(first);
  if (actorCount === 2 && second) return `${nameOf(first)} and ${nameOf(second)}`;
  const others = actorCount - 1;
  return `${nameOf(first)} and ${others} ${others === 1 ? 'other' : 'others'}`;
}

/** A badge id as words: `first-accepted-answer` → "First accepted answer". */
export function badgeName(id: string): string {
  const words = id.replace(/[-_]+/g, ' ').trim();
  return words ? words[0]!.toUpperCase() + words.slice(1) : id;
}

export function notificationText(
  type: NotificationType,
  actors: ReadonlyArray<Pick<NotificationActor, 'fullname' | 'username'>>,
  actorCount: number,
  title: string,
): string {
  const who = actorsPhrase(actors, actorCount);
  const what = `"${title}"`;
  switch (type) {
    case 'new-reply':
      return `${who} replied to you in ${what}`;
    case 'answer-accepted':
      return `${who} accepted your answer in ${what}`;
    case 'upvote':
      return `${who} upvoted your post in ${what}`;
    case 'mention':
      return `${who} mentioned you in ${what}`;
    case 'followed-topic':
      return `${who} posted in ${what}, a topic you follow`;
    case 'project-new-topic':
      return `${who} started ${what} in a project you follow`;
    case 'project-new-event':
      return `${who} published the event ${what} in a project you follow`;
    case 'event-reminder':
      return `${what} starts within the hour`;
    case 'event-waitlist-promoted':
      return `A seat freed up: you are now registered for ${what}`;
    case 'event-cancelled':
      return `${what} was cancelled`;
    case 'badge-awarded':
      return `You earned the badge ${what}`;
    case 'invitee-joined':
      return `${who} joined through your invite link`;
    case 'new-follower':
      return `${who} started following you`;
  }
}
