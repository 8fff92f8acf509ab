import type { MessageKey } from '@/lib/i18n/catalogues';
import type { NotificationType } from '@/lib/notifications/types';

/** Each notification type's name in the settings (the table of modes, the push checkboxes). */
export const TYPE_LABELS: Record<NotificationType, MessageKey<'notifications'>> = {
  'new-reply': 'type.newReply',
  'answer-accepted': 'type.answerAccepted',
  upvote: 'type.upvote',
  mention: 'type.mention',
  'followed-topic': 'type.followedTopic',
  'project-new-topic': 'type.projectNewTopic',
  'project-new-event': 'type.projectNewEvent',
  'event-reminder': 'type.eventReminder',
  'event-waitlist-promoted': 'type.eventWaitlistPromoted',
  'event-cancelled': 'type.eventCancelled',
  'badge-awarded': 'type.badgeAwarded',
  'invitee-joined': 'type.inviteeJoined',
  'new-follower': 'type.newFollower',
  'post-approved': 'type.postApproved',
  'post-rejected': 'type.postRejected',
  'chat-mention': 'type.chatMention',
  'event-live': 'type.eventLive',
};
