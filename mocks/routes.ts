import type { z } from 'zod';
import type { Family } from '@/lib/errors/envelope';
import { pageViewStatsContract } from '@/lib/analytics/contracts';
import { communityGraphContract, communitySummaryContract } from '@/lib/community/contracts';
import { emptyAnswer } from '@/lib/contracts';
import { acceptedAnswerContract, anyPostContract, bookmarksPageContract, editWriteContract, flagContract, highlightsContract, memberPostsPageContract, postListContract, previewContract, questionsPageContract, repliesPageContract, replyWriteContract, reviewContract, sharedTopicContract, topicContract, topicWriteContract, uploadContract } from '@/lib/discussions/contracts';
import { chatMemberSilenceContract, chatMessageContract, chatMessagesContract, chatRoomContract, chatRoomsContract, chatSearchContract, chatTotalContract, chatUnreadContract } from '@/lib/chat/contracts';
import { calendarFeedLinkContract, conferenceContract, eventBookmarksContract, eventContract, eventDraftsContract, eventPollsContract, eventQuestionContract, eventQuestionsContract, eventStatsContract, eventsSearchAnswerContract, myEventsContract, pollContract, registrationContract } from '@/lib/events/contracts';
import { federationInstancesContract, removedInstanceContentContract } from '@/lib/federation/contracts';
import { fediverseAccountContract } from '@/lib/federation/lookup';
import { remoteEventContract, remoteEventsContract } from '@/lib/federation/remoteEvents';
import { formReceiptContract, formsPageContract } from '@/lib/forms/contracts';
import { healthContract, livenessContract } from '@/lib/health/contracts';
import { inviteInfoContract, inviteLinkContract } from '@/lib/invites/contracts';
import { blockedMembersContract, notificationCountsContract, notificationListContract, notificationPreferencesContract, outboxPageContract, unsubscribedContract } from '@/lib/notifications/contracts';
import { pushDeviceSavedContract, pushSettingsContract } from '@/lib/push/contracts';
import { roleStateContract } from '@/lib/roles/contracts';
import { moderationLogContract, silenceStateContract, suspensionStateContract } from '@/lib/moderation/contracts';
import { personalAnswerContract } from '@/lib/personal/contracts';
import { trustStateContract } from '@/lib/trust/contracts';
import { ownHeldPageContract, reviewActionContract, reviewPageContract } from '@/lib/review/contracts';
import { playContract, savedQueueContract, tracksContract } from '@/lib/player/contracts';
import { projectContract, projectFaqContract, projectFollowContract, projectListContract, projectMaintainersContract } from '@/lib/projects/contracts';
import { creditsContract } from '@/lib/rewards/contracts';
import { exploreTagsContract, globalSearchAnswerContract, searchLogContract } from '@/lib/search/contracts';
import { clientConfigContract, loginInfoContract, logoutResultContract, registrationResultContract, sessionResultContract } from '@/lib/session/contracts';
import { accountSecurityContract, accountUnlockedContract, badgeStateContract, confirmationMailContract, emailConfirmedContract, hovercardContract, memberLookupContract, passwordChangedContract, profileSummaryContract, publicUserContract, selfUserContract, sessionsEndedContract, settingsAnswerContract, settingsContract, userConfigsContract, userProfileContract } from '@/lib/users/contracts';
import { followListContract, followStateContract, profileAnswersPageContract, profileEventsPageContract, profileProjectsPageContract } from '@/lib/users/followsContracts';

/**
 * The API as the client tests see it: every JSON endpoint of the server's catalogue
 * (server/http/catalogue.ts) with its method, OpenAPI path, aliases, family (the envelope of its
 * answers and errors) and the very same response contract object. No
 * endpoint answers anything by itself: a test states each answer with `answerFor` (mocks/answer.ts),
 * which holds it to this contract. __tests__/server/mocks.test.ts keeps the table equal to the
 * server's catalogue.
 */

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface MockRoute<R = unknown> {
  method: Method;
  /** The OpenAPI path, e.g. `/api/v3/users/{uid}`. */
  path: string;
  /** The server's aliases of it (`POST /logout`), answered too: the client calls some by them. */
  aliases?: string[];
  family: Family;
  response: z.ZodType<R>;
}

export const MOCK_ROUTES: readonly MockRoute[] = [
  { method: 'GET', path: '/api/config', family: 'read', response: clientConfigContract },
  { method: 'GET', path: '/api/personal', family: 'read', response: personalAnswerContract },
  { method: 'GET', path: '/api/login', family: 'read', response: loginInfoContract },
  { method: 'POST', path: '/api/v3/utilities/login', family: 'v3', response: sessionResultContract },
  { method: 'POST', path: '/api/v3/users', family: 'v3', response: sessionResultContract },
  { method: 'POST', path: '/api/logout', aliases: ['POST /logout'], family: 'read', response: logoutResultContract },
  { method: 'POST', path: '/api/register/complete', aliases: ['POST /register/complete/?_csrf='], family: 'read', response: registrationResultContract },
  { method: 'POST', path: '/api/v3/pageviews', family: 'v3', response: emptyAnswer },
  { method: 'GET', path: '/api/events/v1/search/highlights', family: 'service', response: highlightsContract },
  { method: 'GET', path: '/api/topic/{tid}', family: 'read', response: topicContract },
  { method: 'GET', path: '/api/questions/{tid}/{sort}', family: 'read', response: questionsPageContract },
  { method: 'GET', path: '/api/post/replies/{pid}', family: 'read', response: repliesPageContract },
  { method: 'GET', path: '/api/post/{pid}', family: 'read', response: anyPostContract },
  { method: 'GET', path: '/api/topic/shared/{id}', family: 'read', response: sharedTopicContract },
  { method: 'GET', path: '/api/events/v1/recommended/post/{id}', family: 'service', response: postListContract },
  { method: 'GET', path: '/api/user/{slug}/bookmarks', family: 'read', response: bookmarksPageContract },
  { method: 'GET', path: '/api/user/{slug}/posts', family: 'read', response: memberPostsPageContract },
  { method: 'GET', path: '/api/drafts', family: 'read', response: postListContract },
  { method: 'POST', path: '/api/v3/topics', family: 'v3', response: topicWriteContract },
  { method: 'POST', path: '/api/v3/topics/{tid}', family: 'v3', response: replyWriteContract },
  { method: 'PUT', path: '/api/v3/posts/{pid}/vote', family: 'v3', response: emptyAnswer },
  { method: 'DELETE', path: '/api/v3/posts/{pid}/vote', family: 'v3', response: emptyAnswer },
  { method: 'PUT', path: '/api/v3/posts/{pid}/bookmark', family: 'v3', response: emptyAnswer },
  { method: 'DELETE', path: '/api/v3/posts/{pid}/bookmark', family: 'v3', response: emptyAnswer },
  { method: 'PUT', path: '/api/v3/topics/{tid}/pin', family: 'v3', response: emptyAnswer },
  { method: 'DELETE', path: '/api/v3/topics/{tid}/pin', family: 'v3', response: emptyAnswer },
  { method: 'PUT', path: '/api/v3/posts/{pid}/state', family: 'v3', response: emptyAnswer },
  { method: 'DELETE', path: '/api/v3/posts/{pid}/state', family: 'v3', response: emptyAnswer },
  { method: 'PUT', path: '/api/v3/posts/{pid}/answer', family: 'v3', response: acceptedAnswerContract },
  { method: 'POST', path: '/api/post/preview', family: 'read', response: previewContract },
  { method: 'PUT', path: '/api/v3/topics/{tid}/follow', family: 'v3', response: emptyAnswer },
  { method: 'DELETE', path: '/api/v3/topics/{tid}/follow', family: 'v3', response: emptyAnswer },
  { method: 'PUT', path: '/api/v3/topics/{tid}/state', family: 'v3', response: emptyAnswer },
  { method: 'DELETE', path: '/api/v3/topics/{tid}/state', family: 'v3', response: emptyAnswer },
  { method: 'POST', path: '/api/v3/topics/{tid}/review', family: 'v3', response: reviewContract },
  { method: 'PUT', path: '/api/v3/posts/{pid}', family: 'v3', response: editWriteContract },
  { method: 'DELETE', path: '/api/v3/posts/{pid}', family: 'v3', response: emptyAnswer },
  { method: 'POST', path: '/api/flag', family: 'read', response: flagContract },
  { method: 'POST', path: '/api/post/upload', family: 'read', response: uploadContract },
  { method: 'GET', path: '/api/notifications', family: 'read', response: notificationListContract },
  { method: 'GET', path: '/api/notifications/count', family: 'read', response: notificationCountsContract },
  { method: 'PUT', path: '/api/v3/notifications/{id}/read', family: 'v3', response: notificationCountsContract },
  { method: 'DELETE', path: '/api/v3/notifications/{id}/read', family: 'v3', response: notificationCountsContract },
  { method: 'PUT', path: '/api/v3/notifications/read', family: 'v3', response: notificationCountsContract },
  { method: 'GET', path: '/api/notifications/settings', family: 'read', response: notificationPreferencesContract },
  { method: 'PUT', path: '/api/v3/notifications/settings', family: 'v3', response: notificationPreferencesContract },
  { method: 'PUT', path: '/api/v3/topics/{tid}/ignore', family: 'v3', response: emptyAnswer },
  { method: 'DELETE', path: '/api/v3/topics/{tid}/ignore', family: 'v3', response: emptyAnswer },
  { method: 'PUT', path: '/api/v3/users/{uid}/block', family: 'v3', response: emptyAnswer },
  { method: 'DELETE', path: '/api/v3/users/{uid}/block', family: 'v3', response: emptyAnswer },
  { method: 'GET', path: '/api/notifications/blocks', family: 'read', response: blockedMembersContract },
  { method: 'GET', path: '/api/player/tracks', family: 'read', response: tracksContract },
  { method: 'GET', path: '/api/player/queue', family: 'read', response: savedQueueContract },
  { method: 'PUT', path: '/api/player/queue', family: 'read', response: savedQueueContract },
  { method: 'POST', path: '/api/player/plays', family: 'read', response: playContract },
  { method: 'GET', path: '/api/events/v1/search', family: 'service', response: eventsSearchAnswerContract },
  { method: 'GET', path: '/api/events/v1/conference/{id}', family: 'service', response: conferenceContract },
  { method: 'POST', path: '/api/events/v1/conference', family: 'service', response: eventContract },
  { method: 'PUT', path: '/api/events/v1/event/{id}', family: 'service', response: eventContract },
  { method: 'POST', path: '/api/events/v1/event/{id}/recording', family: 'service', response: uploadContract },
  { method: 'GET', path: '/api/events/v1/event/draft', family: 'service', response: eventDraftsContract },
  { method: 'GET', path: '/api/events/v1/event/draft/{id}', family: 'service', response: eventContract },
  { method: 'GET', path: '/api/events/v1/event/my_events', family: 'service', response: myEventsContract },
  { method: 'GET', path: '/api/events/v1/event/{id}', family: 'service', response: eventContract },
  { method: 'GET', path: '/api/events/v1/event/{id}/stats', family: 'service', response: eventStatsContract },
  { method: 'POST', path: '/api/events/v1/event/{id}/participant', family: 'service', response: registrationContract },
  { method: 'DELETE', path: '/api/events/v1/event/{id}/participant', family: 'service', response: registrationContract },
  { method: 'GET', path: '/api/user/{slug}/event_bookmarks', aliases: ['GET /user/{uid}/event_bookmarks'], family: 'service', response: eventBookmarksContract },
  { method: 'PUT', path: '/api/events/v1/event/{id}/bookmark', family: 'service', response: eventContract },
  { method: 'DELETE', path: '/api/events/v1/event/{id}/bookmark', family: 'service', response: eventContract },
  { method: 'PUT', path: '/api/events/v1/event/{id}/vote', family: 'service', response: eventContract },
  { method: 'DELETE', path: '/api/events/v1/event/{id}/vote', family: 'service', response: eventContract },
  { method: 'POST', path: '/api/events/v1/event/{id}/search-order', family: 'service', response: eventContract },
  { method: 'DELETE', path: '/api/events/v1/event/{id}/search-order', family: 'service', response: eventContract },
  { method: 'GET', path: '/api/events/v1/poll/event/{id}', family: 'service', response: eventPollsContract },
  { method: 'POST', path: '/api/events/v1/poll/event/{id}', family: 'service', response: pollContract },
  { method: 'PUT', path: '/api/events/v1/poll/{id}/vote', family: 'service', response: pollContract },
  { method: 'GET', path: '/api/events/v1/event/{id}/questions', family: 'service', response: eventQuestionsContract },
  { method: 'POST', path: '/api/events/v1/event/{id}/questions', family: 'service', response: eventQuestionContract },
  { method: 'PUT', path: '/api/events/v1/event/{id}/questions/{qid}/vote', family: 'service', response: eventQuestionContract },
  { method: 'DELETE', path: '/api/events/v1/event/{id}/questions/{qid}/vote', family: 'service', response: eventQuestionContract },
  { method: 'PUT', path: '/api/events/v1/event/{id}/questions/{qid}', family: 'service', response: eventQuestionContract },
  { method: 'GET', path: '/api/events/v1/calendar/feed-link', family: 'service', response: calendarFeedLinkContract },
  { method: 'DELETE', path: '/api/events/v1/calendar/feed-link', family: 'service', response: calendarFeedLinkContract },
  { method: 'GET', path: '/api/self', family: 'read', response: selfUserContract },
  { method: 'GET', path: '/api/user/{slug}', family: 'read', response: userProfileContract },
  { method: 'GET', path: '/api/users', family: 'read', response: memberLookupContract },
  { method: 'GET', path: '/api/user/{slug}/hovercard', aliases: ['GET /user/{slug}/hovercard'], family: 'read', response: hovercardContract },
  { method: 'GET', path: '/api/user/{slug}/summary', family: 'read', response: profileSummaryContract },
  { method: 'GET', path: '/api/user/{slug}/answers', family: 'read', response: profileAnswersPageContract },
  { method: 'GET', path: '/api/user/{slug}/events', family: 'read', response: profileEventsPageContract },
  { method: 'GET', path: '/api/user/{slug}/projects', family: 'read', response: profileProjectsPageContract },
  { method: 'PUT', path: '/api/v3/users/{uid}', family: 'v3', response: publicUserContract },
  { method: 'GET', path: '/api/user/{slug}/settings', family: 'read', response: settingsAnswerContract },
  { method: 'PUT', path: '/api/v3/users/{uid}/settings', family: 'v3', response: settingsContract },
  { method: 'GET', path: '/api/user-configs', family: 'read', response: userConfigsContract },
  { method: 'PUT', path: '/api/v3/users/{uid}/badges/{id}/notified', family: 'v3', response: badgeStateContract },
  { method: 'PUT', path: '/api/v3/users/{uid}/password', family: 'v3', response: passwordChangedContract },
  { method: 'DELETE', path: '/api/v3/users/{uid}/sessions', family: 'v3', response: sessionsEndedContract },
  { method: 'POST', path: '/api/v3/users/email/confirmation', family: 'v3', response: confirmationMailContract },
  { method: 'POST', path: '/api/v3/users/email/confirm', family: 'v3', response: emailConfirmedContract },
  { method: 'POST', path: '/api/v3/users/unlock', family: 'v3', response: accountUnlockedContract },
  { method: 'DELETE', path: '/api/v3/users/{uid}/github', family: 'v3', response: accountSecurityContract },
  { method: 'PUT', path: '/api/v3/users/{uid}/follow', family: 'v3', response: followStateContract },
  { method: 'DELETE', path: '/api/v3/users/{uid}/follow', family: 'v3', response: followStateContract },
  { method: 'PUT', path: '/api/v3/topics/{tid}/lock', family: 'v3', response: emptyAnswer },
  { method: 'DELETE', path: '/api/v3/topics/{tid}/lock', family: 'v3', response: emptyAnswer },
  { method: 'PUT', path: '/api/v3/topics/{tid}/slow-mode', family: 'v3', response: emptyAnswer },
  { method: 'DELETE', path: '/api/v3/topics/{tid}/slow-mode', family: 'v3', response: emptyAnswer },
  { method: 'GET', path: '/api/v3/users/{uid}/moderation', family: 'v3', response: moderationLogContract },
  { method: 'GET', path: '/api/v3/users/{uid}/ban', family: 'v3', response: suspensionStateContract },
  { method: 'PUT', path: '/api/v3/users/{uid}/ban', family: 'v3', response: suspensionStateContract },
  { method: 'DELETE', path: '/api/v3/users/{uid}/ban', family: 'v3', response: emptyAnswer },
  { method: 'GET', path: '/api/v3/users/{uid}/silence', family: 'v3', response: silenceStateContract },
  { method: 'PUT', path: '/api/v3/users/{uid}/silence', family: 'v3', response: silenceStateContract },
  { method: 'DELETE', path: '/api/v3/users/{uid}/silence', family: 'v3', response: emptyAnswer },
  { method: 'PUT', path: '/api/v3/users/{uid}/trust', family: 'v3', response: trustStateContract },
  { method: 'DELETE', path: '/api/v3/users/{uid}/trust', family: 'v3', response: trustStateContract },
  { method: 'PUT', path: '/api/v3/users/{uid}/role', family: 'v3', response: roleStateContract },
  { method: 'GET', path: '/api/v3/review', family: 'v3', response: reviewPageContract },
  { method: 'POST', path: '/api/v3/review/{type}/{id}', family: 'v3', response: reviewActionContract },
  { method: 'GET', path: '/api/v3/chats', family: 'v3', response: chatRoomsContract },
  { method: 'POST', path: '/api/v3/chats', family: 'v3', response: chatRoomContract },
  { method: 'GET', path: '/api/v3/chats/unread', family: 'v3', response: chatTotalContract },
  { method: 'POST', path: '/api/v3/chats/public', family: 'v3', response: chatRoomContract },
  { method: 'GET', path: '/api/v3/chats/project/{projectId}', family: 'v3', response: chatRoomContract },
  { method: 'GET', path: '/api/v3/chats/event/{eventId}', family: 'v3', response: chatMessagesContract },
  { method: 'GET', path: '/api/v3/chats/{roomId}', family: 'v3', response: chatRoomContract },
  { method: 'GET', path: '/api/v3/chats/{roomId}/messages', family: 'v3', response: chatMessagesContract },
  { method: 'GET', path: '/api/v3/chats/{roomId}/messages/search', family: 'v3', response: chatSearchContract },
  { method: 'POST', path: '/api/v3/chats/{roomId}/messages', family: 'v3', response: chatMessageContract },
  { method: 'PUT', path: '/api/v3/chats/{roomId}/messages/{mid}', family: 'v3', response: chatMessageContract },
  { method: 'DELETE', path: '/api/v3/chats/{roomId}/messages/{mid}', family: 'v3', response: chatMessageContract },
  { method: 'PUT', path: '/api/v3/chats/{roomId}/read', family: 'v3', response: chatUnreadContract },
  { method: 'PUT', path: '/api/v3/chats/{roomId}/members', family: 'v3', response: chatRoomContract },
  { method: 'DELETE', path: '/api/v3/chats/{roomId}/members/{uid}', family: 'v3', response: emptyAnswer },
  { method: 'PUT', path: '/api/v3/chats/{roomId}/members/{uid}/silence', family: 'v3', response: chatMemberSilenceContract },
  { method: 'DELETE', path: '/api/v3/chats/{roomId}/members/{uid}/silence', family: 'v3', response: chatMemberSilenceContract },
  { method: 'GET', path: '/api/v3/users/{uid}/held', family: 'v3', response: ownHeldPageContract },
  { method: 'DELETE', path: '/api/v3/users/{uid}/held/{id}', family: 'v3', response: emptyAnswer },
  { method: 'GET', path: '/api/user/{slug}/followers', family: 'read', response: followListContract },
  { method: 'GET', path: '/api/user/{slug}/following', family: 'read', response: followListContract },
  { method: 'GET', path: '/api/invites/link', family: 'read', response: inviteLinkContract },
  { method: 'GET', path: '/api/join/{uid}/{timestamp}', family: 'read', response: inviteInfoContract },
  { method: 'POST', path: '/api/v3/forms/{kind}', family: 'v3', response: formReceiptContract },
  { method: 'GET', path: '/api/admin/forms', family: 'read', response: formsPageContract },
  { method: 'GET', path: '/api/rewards/v1/credits', family: 'service', response: creditsContract },
  { method: 'GET', path: '/api/health', family: 'read', response: healthContract },
  { method: 'GET', path: '/api/health/live', family: 'read', response: livenessContract },
  { method: 'GET', path: '/api/health/ready', family: 'read', response: healthContract },
  { method: 'GET', path: '/api/admin/pageviews', family: 'read', response: pageViewStatsContract },
  { method: 'GET', path: '/api/admin/outbox', family: 'read', response: outboxPageContract },
  { method: 'POST', path: '/api/notifications/unsubscribe', family: 'read', response: unsubscribedContract },
  { method: 'GET', path: '/api/v3/push', family: 'v3', response: pushSettingsContract },
  { method: 'POST', path: '/api/v3/push/devices', family: 'v3', response: pushDeviceSavedContract },
  { method: 'DELETE', path: '/api/v3/push/devices/{id}', family: 'v3', response: pushSettingsContract },
  { method: 'PUT', path: '/api/v3/push/types', family: 'v3', response: pushSettingsContract },
  { method: 'GET', path: '/api/search', aliases: ['GET /search (Accept: application/json)'], family: 'service', response: globalSearchAnswerContract },
  { method: 'GET', path: '/api/explore/tags', family: 'read', response: exploreTagsContract },
  { method: 'GET', path: '/api/admin/search-log', family: 'read', response: searchLogContract },
  { method: 'GET', path: '/api/v3/admin/federation/instances', family: 'v3', response: federationInstancesContract },
  { method: 'PUT', path: '/api/v3/admin/federation/instances', family: 'v3', response: federationInstancesContract },
  { method: 'DELETE', path: '/api/v3/admin/federation/instances', family: 'v3', response: federationInstancesContract },
  { method: 'POST', path: '/api/v3/admin/federation/instances/{instance}/remove-content', family: 'v3', response: removedInstanceContentContract },
  { method: 'POST', path: '/api/v3/federation/lookup', family: 'v3', response: fediverseAccountContract },
  { method: 'POST', path: '/api/v3/federation/events/lookup', family: 'v3', response: remoteEventContract },
  { method: 'GET', path: '/api/v3/federation/events/joins', family: 'v3', response: remoteEventsContract },
  { method: 'PUT', path: '/api/v3/federation/events/joins', family: 'v3', response: remoteEventContract },
  { method: 'DELETE', path: '/api/v3/federation/events/joins', family: 'v3', response: remoteEventsContract },
  { method: 'POST', path: '/api/projects/v1/project', family: 'service', response: projectContract },
  { method: 'GET', path: '/api/projects/v1/project/{id}', family: 'service', response: projectContract },
  { method: 'PUT', path: '/api/projects/v1/project/{id}', family: 'service', response: projectContract },
  { method: 'GET', path: '/api/projects/v1/slug/{slug}', family: 'service', response: projectContract },
  { method: 'PUT', path: '/api/projects/v1/project/{id}/hidden', family: 'service', response: projectContract },
  { method: 'DELETE', path: '/api/projects/v1/project/{id}/hidden', family: 'service', response: projectContract },
  { method: 'POST', path: '/api/projects/v1/project/{id}/maintainers', family: 'service', response: projectMaintainersContract },
  { method: 'DELETE', path: '/api/projects/v1/project/{id}/maintainers/{uid}', family: 'service', response: projectMaintainersContract },
  { method: 'PUT', path: '/api/projects/v1/project/{id}/follow', family: 'service', response: projectFollowContract },
  { method: 'DELETE', path: '/api/projects/v1/project/{id}/follow', family: 'service', response: projectFollowContract },
  { method: 'GET', path: '/api/projects/v1/projects', family: 'service', response: projectListContract },
  { method: 'GET', path: '/api/projects/v1/my-projects', family: 'service', response: projectListContract },
  { method: 'GET', path: '/api/projects/v1/project/{id}/feed', family: 'service', response: highlightsContract },
  { method: 'GET', path: '/api/projects/v1/project/{id}/questions', family: 'service', response: highlightsContract },
  { method: 'GET', path: '/api/projects/v1/project/{id}/resources/{tab}', family: 'service', response: highlightsContract },
  { method: 'GET', path: '/api/projects/v1/project/{id}/faq', family: 'service', response: projectFaqContract },
  { method: 'GET', path: '/api/data/v1/community_summary', aliases: ['/api/data/v2/community_summary'], family: 'service', response: communitySummaryContract },
  { method: 'GET', path: '/api/data/v1/graph', aliases: ['/api/data/v2/graph'], family: 'service', response: communityGraphContract },
];
