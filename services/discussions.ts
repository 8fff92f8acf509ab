import type { HeldAnswer } from '@/lib/review/types';
import type {
  AnswerData,
  AnswerInput,
  BookmarksPage,
  HighlightsQuery,
  MemberPostsPage,
  PostData,
  QuestionData,
  QuestionsPage,
  RepliesPage,
  ReplyInput,
  SearchResponse,
  TopicData,
  TopicInput,
  UploadedFile,
} from '@/lib/discussions/types';
import { DISCUSSION_PAGE_SIZE } from '@/lib/discussions/types';
import type { TopicSort } from '@/lib/topicSort';
import { BASES, get, send } from './http';

/** Topic and post calls of spec section 7 (R7.2) and the highlights feed (R7.4). */

// Topics
/** A new topic; a new member's may be held for review instead (issue 35: `{held}`). */
export const createTopic = (input: TopicInput) => send<TopicData | HeldAnswer>('post', '/api/v3/topics/', input);
export const fetchTopic = (tid: number, page = 1) => get<TopicData>(`/api/topic/${tid}`, { page });
export const deleteTopic = (tid: number) => send<Record<string, never>>('delete', `/api/v3/topics/${tid}/state`);
export const restoreTopic = (tid: number) => send<Record<string, never>>('put', `/api/v3/topics/${tid}/state`);
export const pinTopic = (tid: number) => send<Record<string, never>>('put', `/api/v3/topics/${tid}/pin`);
export const unpinTopic = (tid: number) => send<Record<string, never>>('delete', `/api/v3/topics/${tid}/pin`);
export const followTopic = (tid: number) => send<Record<string, never>>('put', `/api/v3/topics/${tid}/follow`);
export const unfollowTopic = (tid: number) => send<Record<string, never>>('delete', `/api/v3/topics/${tid}/follow`);
export const reviewTopic = (tid: number, content: string) =>
  send<{ id: number; tid: number; content: string; timestamp: number }>('post', `/api/v3/topics/${tid}/review`, { tid, content });
export const fetchDrafts = () => get<{ posts: PostData[] }>('/api/drafts');

// Posts
export const replyToTopic = (input: ReplyInput) =>
  send<QuestionData | AnswerData | HeldAnswer>('post', `/api/v3/topics/${input.tid}`, input);
export const editPost = (pid: number, input: TopicInput & { pid?: number }) =>
  send<PostData>('put', `/api/v3/posts/${pid}`, { ...input, pid });
/** The composer's edit of a topic: publishing a draft may be held for review instead (issue 35: `{held}`; the draft keeps the edit). */
export const editTopicPost = (pid: number, input: TopicInput & { pid?: number }) =>
  send<PostData | HeldAnswer>('put', `/api/v3/posts/${pid}`, { ...input, pid });
export const fetchPost = (pid: number) => get<PostData | QuestionData>(`/api/post/${pid}`);
export const upvotePost = (pid: number) => send<Record<string, never>>('put', `/api/v3/posts/${pid}/vote`, { delta: 1 });
export const unvotePost = (pid: number) => send<Record<string, never>>('delete', `/api/v3/posts/${pid}/vote`, { delta: 1 });
export const bookmarkPost = (pid: number) => send<Record<string, never>>('put', `/api/v3/posts/${pid}/bookmark`);
export const unbookmarkPost = (pid: number) => send<Record<string, never>>('delete', `/api/v3/posts/${pid}/bookmark`);
export const deletePost = (pid: number) => send<Record<string, never>>('delete', `/api/v3/posts/${pid}/state`);
export const restorePost = (pid: number) => send<Record<string, never>>('put', `/api/v3/posts/${pid}/state`);
export const acceptAnswer = (pid: number, input: AnswerInput) =>
  send<{ pid: number; aid: number }>('put', `/api/v3/posts/${pid}/answer`, input);
export const fetchReplies = (pid: number, page = 1) => get<RepliesPage>(`/api/post/replies/${pid}`, { page });
export const fetchQuestions = (tid: number, sort: TopicSort, page = 1) =>
  get<QuestionsPage>(`/api/questions/${tid}/${sort}`, { page_size: DISCUSSION_PAGE_SIZE.questions, page });
export const fetchBookmarks = (uid: number, page = 1) => get<BookmarksPage>(`/api/user/${uid}/bookmarks`, { page });

/** R3.15: a member's posts for their profile, 20 per page, newest first. */
export const fetchMemberPosts = (uid: number, page = 1) => get<MemberPostsPage>(`/api/user/${uid}/posts`, { page });

/** R5.7: one file per request, with an optional category id. `onProgress` gets 0..1 as it is sent. */
export function uploadFile(file: File, cid?: number, onProgress?: (fraction: number) => void) {
  const form = new FormData();
  form.append('files[]', file);
  if (cid !== undefined) form.append('cid', String(cid));
  const config = onProgress
    ? { onUploadProgress: (e: { loaded: number; total?: number }) => e.total && onProgress(Math.min(1, e.loaded / e.total)) }
    : undefined;
  return send<UploadedFile[]>('post', '/api/post/upload', form, config);
}

// The highlights feed (R1.1, R7.4): main posts only.
export const fetchHighlights = (query: HighlightsQuery) =>
  get<SearchResponse<PostData>>(`${BASES.events}/search/highlights`, { type: 'post', isMainPost: true, ...query });

/** The composer's preview: Markdown rendered and sanitised by the server, exactly as it will show. */
export const previewMarkdown = (content: string) => send<{ html: string }>('post', '/api/post/preview', { content });
