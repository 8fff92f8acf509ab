import { eventSlug } from '@/lib/events/rules';
import { topicPath } from '@/lib/seo/pages';
import { reply } from '../discussions/service';
import { notify, type NoticeWrite } from '../notifications/notify';
import { demoSources, latestTopicNotBy, markReadBefore, recordInviter, type DemoSource } from '../notifications/repository';
import { loadViewer } from '../users/viewer';
import type { DemoStep } from './seed';

/**
 * The notifications' demo (R3.10): every demo member's notification centre holds what really
 * happened around them in the demo community, through `notify()` dated when it happened (never
 * after the load; a reminder only once its event starts within the hour, as the app sends it): replies
 * to their posts, upvotes of them, accepted answers, new replies in topics they follow, new topics
 * and events of projects they follow, reminders of events they registered for, seats, a cancelled
 * event, their badges and the members they invited. A few members then mention others in fresh
 * replies (written through the discussions service, so mentions, replies and followers are told
 * as in the app). Everything older than two days is read; the rest unread. Grouping keys make a
 * second run change nothing.
 */

/** Who mentions whom (each in the newest topic neither of them wrote). */
const MENTIONS: Array<[string, string, string]> = [
  ['priya', 'jonas', 'could you share the benchmark you ran last week?'],
  ['jonas', 'mei', 'this matches what you saw in the storage tests, right?'],
  ['carlos', 'alex', 'would this fit the roadmap for the next release?'],
  ['sofia', 'amara', 'you asked about this at the meetup, here it is.'],
  ['liam', 'priya', 'thanks for the pointer, it worked.'],
];

const READ_AFTER_MS = 2 * 24 * 3600 * 1000;

function noticeOf(uid: number, s: DemoSource, now: number): NoticeWrite | null {
  // Nothing is dated after the demo is loaded (an answer accepted two hours after it was written,
  // a seat an hour after registering: not yet, when that was less than that ago).
  const at = new Date(Math.min(s.at, now));
  // A topic's slug is `{tid}/{words}`.
  const topic = (pid: number) => ({ path: `${topicPath(s.extra)}#post-${pid}`, object: { type: 'topic' as const, id: Number(s.extra.split('/')[0]), title: s.title } });
  const event = { type: 'event' as const, id: s.id, title: s.title };
  const eventPath = `/events/${eventSlug(s.id, s.title)}`;
  const base = { recipients: [uid], actor: s.actor, at };
  switch (s.kind) {
    case 'reply':
      return { ...base, type: 'new-reply', nid: `new-reply:${s.groupId}`, ...topic(s.id) };
    case 'vote':
      return { ...base, type: 'upvote', nid: `upvote:${s.id}`, ...topic(s.id) };
    case 'accepted':
      return { ...base, type: 'answer-accepted', nid: `answer-accepted:${s.id}`, ...topic(s.id) };
    case 'followed':
      return { ...base, type: 'followed-topic', nid: `followed-topic:${s.groupId}`, ...topic(s.id) };
    case 'project-topic':
      return { ...base, type: 'project-new-topic', nid: `project-topic:${s.id}`, object: { type: 'topic', id: s.id, title: s.title }, path: topicPath(s.extra) };
    case 'project-event':
      return { ...base, type: 'project-new-event', nid: `project-event:${s.id}`, object: event, path: eventPath };
    case 'reminder':
      return { ...base, type: 'event-reminder', nid: `event-reminder:${s.id}:${s.extra}`, mergeId: `event-reminder:${s.id}`, object: event, path: eventPath };
    case 'seat':
      return { ...base, type: 'event-waitlist-promoted', nid: `event-promoted:${s.id}:demo`, mergeId: `event-promoted:${s.id}`, object: event, path: eventPath };
    case 'cancelled':
      return { ...base, type: 'event-cancelled', nid: `event-cancelled:${s.id}`, object: event, path: eventPath };
    case 'badge':
      return { ...base, type: 'badge-awarded', nid: `badge:${s.extra}`, object: { type: 'badge', id: s.id, title: s.extra }, path: '' };
    case 'invitee':
      return { ...base, type: 'invitee-joined', nid: `invitee-joined:${s.id}`, object: { type: 'user', id: s.id, title: s.title }, path: `/user/${encodeURIComponent(s.extra)}` };
  }
}

export const notificationsStep: DemoStep = {
  name: 'notifications',
  async run(ctx) {
    // The rewards step credits amara for inviting noah: the invite itself, so she hears of it.
    const inviter = ctx.members.get('amara');
    if (inviter) await recordInviter('noah', inviter.uid);
    for (const member of ctx.members.values()) {
      // Oldest first, so a group's later actors bump it forward in time as in the app.
      const sources = (await demoSources(member.uid)).sort((a, b) => a.at - b.at);
      for (const source of sources) {
        const notice = noticeOf(member.uid, source, Date.now());
        if (!notice) continue;
        if (notice.type === 'badge-awarded') notice.path = `/user/${encodeURIComponent(member.userslug)}`;
        await notify(notice);
      }
    }
    await markReadBefore(
      [...ctx.members.values()].map((m) => m.uid),
      new Date(Date.now() - READ_AFTER_MS),
    );
    for (const [actorName, targetName, words] of MENTIONS) {
      const actor = ctx.members.get(actorName);
      const target = ctx.members.get(targetName);
      if (!actor || !target) continue;
      const tid = await latestTopicNotBy([actor.uid, target.uid]);
      const viewer = await loadViewer(actor.uid);
      if (tid === null || !viewer) continue;
      await reply(viewer, { tid, content: `@${target.userslug} ${words}` }, { skipRateLimit: true });
    }
  },
};
