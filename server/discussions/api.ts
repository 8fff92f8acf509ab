import { fail } from '../http/errors';
import { emptyAnswer } from '@/lib/contracts';
import {
  acceptedAnswerContract,
  editWriteContract,
  previewContract,
  replyWriteContract,
  reviewContract,
  topicWriteContract,
  uploadContract,
} from '@/lib/discussions/contracts';
import { endpoint } from '../http/route';
import {
  answerBody,
  editBody,
  emptyBody,
  pidParams,
  previewBody,
  replyBody,
  reviewBody,
  tidParams,
  topicBody,
  voteBody,
} from '@/lib/discussions/schemas';
import * as discussions from './service';
import { upload } from './uploads';

/**
 * Write endpoints of discussions (R7.2): topics, replies, edits, votes, bookmarks, pins,
 * follows, delete/restore/purge, accepted answers, reviews, flags, uploads and the preview.
 * Every one needs a logged-in member and the csrf token; the rules are in ./service.
 */

const TAG = 'discussions';

export const createTopicEndpoint = endpoint({
  method: 'POST',
  path: '/api/v3/topics',
  summary:
    'Create a topic with its main post (draft: true keeps it to its author). Answers the topic, or {held: {id, kind, tid}} when ' +
    "a new member's post waits for a moderator (issue 35); user-too-new with the seconds a new member still waits.",
  tag: TAG,
  family: 'v3',
  access: 'member',
  body: topicBody,
  response: topicWriteContract,
  handle: ({ body, viewer }) => discussions.createTopicAsMember(viewer, body),
});

export const replyEndpoint = endpoint({
  method: 'POST',
  path: '/api/v3/topics/{tid}',
  summary:
    'Reply: to the main post (a question), or with toPid to a question or one of its answers. Answers the new post, or ' +
    "{held: {id, kind, tid}} when a new member's post waits for a moderator (issue 35).",
  tag: TAG,
  family: 'v3',
  access: 'member',
  params: tidParams,
  body: replyBody,
  response: replyWriteContract,
  handle({ params, body, viewer }) {
    if (body.tid !== undefined && body.tid !== params.tid) throw fail('invalid-tid');
    return discussions.replyAsMember(viewer, { tid: params.tid, content: body.content, toPid: body.toPid, qid: body.qid });
  },
});

export const deleteTopicEndpoint = endpoint({
  method: 'DELETE',
  path: '/api/v3/topics/{tid}/state',
  summary: 'Delete a topic (own, or moderators any).',
  tag: TAG,
  family: 'v3',
  access: 'member',
  params: tidParams,
  body: emptyBody,
  response: emptyAnswer,
  handle: ({ params, viewer }) => discussions.setTopicDeleted(viewer, params.tid, true),
});

export const restoreTopicEndpoint = endpoint({
  method: 'PUT',
  path: '/api/v3/topics/{tid}/state',
  summary: 'Restore a deleted topic (own, or moderators any).',
  tag: TAG,
  family: 'v3',
  access: 'member',
  params: tidParams,
  body: emptyBody,
  response: emptyAnswer,
  handle: ({ params, viewer }) => discussions.setTopicDeleted(viewer, params.tid, false),
});

export const pinTopicEndpoint = endpoint({
  method: 'PUT',
  path: '/api/v3/topics/{tid}/pin',
  summary: "Pin a topic: moderators, administrators and maintainers of the topic's first project.",
  tag: TAG,
  family: 'v3',
  access: 'member',
  params: tidParams,
  body: emptyBody,
  response: emptyAnswer,
  handle: ({ params, viewer }) => discussions.setPinned(viewer, params.tid, true),
});

export const unpinTopicEndpoint = endpoint({
  method: 'DELETE',
  path: '/api/v3/topics/{tid}/pin',
  summary: 'Unpin a topic (same roles as pin).',
  tag: TAG,
  family: 'v3',
  access: 'member',
  params: tidParams,
  body: emptyBody,
  response: emptyAnswer,
  handle: ({ params, viewer }) => discussions.setPinned(viewer, params.tid, false),
});

export const followTopicEndpoint = endpoint({
  method: 'PUT',
  path: '/api/v3/topics/{tid}/follow',
  summary: 'Follow a topic.',
  tag: TAG,
  family: 'v3',
  access: 'member',
  ownStateOnly: true,
  params: tidParams,
  body: emptyBody,
  response: emptyAnswer,
  handle: ({ params, viewer }) => discussions.follow(viewer, params.tid),
});

export const unfollowTopicEndpoint = endpoint({
  method: 'DELETE',
  path: '/api/v3/topics/{tid}/follow',
  summary: 'Stop following a topic.',
  tag: TAG,
  family: 'v3',
  access: 'member',
  ownStateOnly: true,
  params: tidParams,
  body: emptyBody,
  response: emptyAnswer,
  handle: ({ params, viewer }) => discussions.unfollow(viewer, params.tid),
});

export const reviewTopicEndpoint = endpoint({
  method: 'POST',
  path: '/api/v3/topics/{tid}/review',
  summary: 'Write a review of a topic: {tid, content}. Answers {id, tid, content, timestamp}.',
  tag: TAG,
  family: 'v3',
  access: 'member',
  params: tidParams,
  body: reviewBody,
  response: reviewContract,
  handle({ params, body, viewer }) {
    if (body.tid !== undefined && body.tid !== params.tid) throw fail('invalid-tid');
    return discussions.review(viewer, params.tid, body.content);
  },
});

export const editPostEndpoint = endpoint({
  method: 'PUT',
  path: '/api/v3/posts/{pid}',
  summary:
    'Edit a post (own, or moderators any). Title, tags, type, projects and draft only on a main post. Publishing a ' +
    "draft (draft: false) meets a new topic's checks: user-too-new, or held for review ({held: {id, kind, tid}}; the draft keeps the edit).",
  tag: TAG,
  family: 'v3',
  access: 'member',
  params: pidParams,
  body: editBody,
  response: editWriteContract,
  handle({ params, body, viewer }) {
    if (body.pid !== undefined && body.pid !== params.pid) throw fail('invalid-pid');
    return discussions.editPostAsMember(viewer, params.pid, body);
  },
});

export const purgePostEndpoint = endpoint({
  method: 'DELETE',
  path: '/api/v3/posts/{pid}',
  summary: 'Remove a reply for good (a question with its thread). Not a main post: delete the topic.',
  tag: TAG,
  family: 'v3',
  access: 'member',
  params: pidParams,
  body: emptyBody,
  response: emptyAnswer,
  handle: ({ params, viewer }) => discussions.purgePost(viewer, params.pid),
});

export const upvoteEndpoint = endpoint({
  method: 'PUT',
  path: '/api/v3/posts/{pid}/vote',
  summary: 'Upvote a post ({delta: 1}); not your own, once.',
  tag: TAG,
  family: 'v3',
  access: 'member',
  params: pidParams,
  body: voteBody,
  response: emptyAnswer,
  handle: ({ params, body, viewer }) => discussions.vote(viewer, params.pid, body.delta ?? 1),
});

export const unvoteEndpoint = endpoint({
  method: 'DELETE',
  path: '/api/v3/posts/{pid}/vote',
  summary: 'Withdraw your upvote.',
  tag: TAG,
  family: 'v3',
  access: 'member',
  params: pidParams,
  body: voteBody,
  response: emptyAnswer,
  handle: ({ params, viewer }) => discussions.unvote(viewer, params.pid),
});

export const bookmarkEndpoint = endpoint({
  method: 'PUT',
  path: '/api/v3/posts/{pid}/bookmark',
  summary: 'Save a post to your saved list.',
  tag: TAG,
  family: 'v3',
  access: 'member',
  ownStateOnly: true,
  params: pidParams,
  body: emptyBody,
  response: emptyAnswer,
  handle: ({ params, viewer }) => discussions.bookmark(viewer, params.pid),
});

export const unbookmarkEndpoint = endpoint({
  method: 'DELETE',
  path: '/api/v3/posts/{pid}/bookmark',
  summary: 'Remove a post from your saved list.',
  tag: TAG,
  family: 'v3',
  access: 'member',
  ownStateOnly: true,
  params: pidParams,
  body: emptyBody,
  response: emptyAnswer,
  handle: ({ params, viewer }) => discussions.unbookmark(viewer, params.pid),
});

export const deletePostEndpoint = endpoint({
  method: 'DELETE',
  path: '/api/v3/posts/{pid}/state',
  summary: 'Delete a post (own, or moderators any); a main post deletes its topic.',
  tag: TAG,
  family: 'v3',
  access: 'member',
  params: pidParams,
  body: emptyBody,
  response: emptyAnswer,
  handle: ({ params, viewer }) => discussions.setPostDeleted(viewer, params.pid, true),
});

export const restorePostEndpoint = endpoint({
  method: 'PUT',
  path: '/api/v3/posts/{pid}/state',
  summary: 'Restore a deleted post (own, or moderators any).',
  tag: TAG,
  family: 'v3',
  access: 'member',
  params: pidParams,
  body: emptyBody,
  response: emptyAnswer,
  handle: ({ params, viewer }) => discussions.setPostDeleted(viewer, params.pid, false),
});

export const acceptAnswerEndpoint = endpoint({
  method: 'PUT',
  path: '/api/v3/posts/{pid}/answer',
  summary: "Mark the accepted answer {aid, answered} (the topic's main poster or a moderator); answered false clears it.",
  tag: TAG,
  family: 'v3',
  access: 'member',
  params: pidParams,
  body: answerBody,
  response: acceptedAnswerContract,
  handle: ({ params, body, viewer }) => discussions.acceptAnswer(viewer, params.pid, body),
});

export const uploadEndpoint = endpoint({
  method: 'POST',
  path: '/api/post/upload',
  summary: 'Upload one file (multipart files[], optional cid): an image or audio file. Answers [{url, name, type, size}].',
  tag: TAG,
  family: 'read',
  access: 'member',
  rawBody: true,
  response: uploadContract,
  handle: ({ req, viewer }) => upload(viewer, req),
});

export const previewEndpoint = endpoint({
  method: 'POST',
  path: '/api/post/preview',
  summary: 'Render Markdown exactly as a post will show it: {content} → {html}.',
  tag: TAG,
  family: 'read',
  access: 'member',
  body: previewBody,
  response: previewContract,
  handle: ({ body }) => discussions.preview(body.content),
});
