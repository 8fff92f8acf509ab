import { rootPid } from '@/lib/discussions/rules';
import type { PostData, TopicData } from '@/lib/discussions/types';

/** Post and topic builders shared by the discussions, topic and composer client tests. */

export const authors = {
  amara: { uid: 3, username: 'amara', userslug: 'amara', fullname: 'Amara Okafor', picture: '' },
  priya: { uid: 7, username: 'priya', userslug: 'priya', fullname: 'Priya Raman', picture: '/avatars/priya.svg' },
  lee: { uid: 9, username: 'lee', userslug: 'lee', fullname: 'Lee Chen', picture: '' },
};
export type Author = (typeof authors)['amara'];

/**
 * A post as the server answers it: a faq main post of topic `tid` by `author` with no votes,
 * replies or tags, unless `overrides` says otherwise.
 */
export function buildPost(overrides: Partial<PostData> & { pid: number; tid: number }, author: Author = authors.amara): PostData {
  const { pid, tid } = overrides;
  const slug = `${tid}/topic-${tid}`;
  return {
    type: 'post',
    doc_type: 'post',
    id: String(pid),
    cid: 1,
    toPid: null,
    qid: null,
    title: `Topic ${tid}`,
    topicTitle: `Topic ${tid}`,
    slug,
    url: `/posts/${slug}`,
    content: `<p>Post ${pid} content</p>`,
    summary: `Post ${pid} content`,
    isMainPost: true,
    deleted: false,
    postType: 'faq',
    metaData: {},
    tags: [],
    upvotes: 0,
    downvotes: 0,
    votes: 0,
    upvoted: false,
    bookmarked: false,
    paid: false,
    private: false,
    project_details: [],
    viewcount: 0,
    replies: 0,
    pinned: 0,
    aid: 0,
    timestamp: Date.UTC(2025, 0, 5, 10, 0),
    edited: 0,
    uid: author.uid,
    username: author.username,
    userslug: author.userslug,
    userFullname: author.fullname,
    userPicture: author.picture,
    user: author,
    draft: false,
    ...overrides,
    // The root follows the qid a test gives, as the server presents it.
    root: overrides.root ?? rootPid({ pid, qid: overrides.qid ?? null }),
  };
}

/** The topic of main post `main` (its one post), open, with reply privilege only, unless `overrides` says otherwise. */
export function buildTopic(main: PostData, overrides: Partial<TopicData> = {}): TopicData {
  return {
    tid: main.tid,
    cid: main.cid,
    uid: main.uid,
    title: main.title,
    titleRaw: main.title,
    slug: main.slug,
    url: main.url,
    mainPid: main.pid,
    postType: main.postType,
    postcount: 1,
    viewcount: 0,
    postercount: 1,
    pinned: 0,
    locked: false,
    slowMode: 0,
    deleted: false,
    draft: main.draft,
    tags: main.tags,
    isFollowing: false,
    project_details: main.project_details,
    timestamp: main.timestamp,
    posts: [main],
    questionCount: 0,
    pagination: { currentPage: 1, pageCount: 1 },
    privileges: { reply: true, pin: false, accept: false, moderate: false },
    ...overrides,
  };
}
