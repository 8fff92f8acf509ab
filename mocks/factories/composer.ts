import type { PostData, TopicData } from '@/lib/discussions/types';
import type { ComposeCategory, EditablePost } from '@/components/composer/model';
import { authors, buildPost, buildTopic } from './posts';

/**
 * Composer data: the projects and categories the compose page gets, the post and topic the topic
 * calls answer (POST /api/v3/topics, PUT /api/v3/posts/{pid}, GET /api/drafts) and a post being edited.
 */

export const projects = [
  { id: 3, name: 'Tree Parser', slug: 'tree-parser' },
  { id: 5, name: 'Audio Kit', slug: 'audio-kit' },
];

export const oneCategory: ComposeCategory[] = [{ cid: 1, name: 'General', slug: 'general' }];
export const twoCategories: ComposeCategory[] = [
  { cid: 1, name: 'General', slug: 'general' },
  { cid: 2, name: 'Announcements', slug: 'announcements' },
];

export function post(overrides: Partial<PostData> & { pid: number; tid: number }): PostData {
  const slug = `${overrides.tid}/setting-up-the-parser`;
  return buildPost(
    {
      title: 'Setting up the parser',
      topicTitle: 'Setting up the parser',
      slug,
      url: `/posts/${slug}`,
      content: '<p>How do I set up the parser?</p>',
      summary: 'How do I set up the parser?',
      ...overrides,
    },
    authors.priya,
  );
}

export function topic(main: PostData): TopicData {
  return buildTopic(main, { isFollowing: true, privileges: { reply: true, pin: false, accept: true, moderate: false } });
}

export const editablePost = (overrides: Partial<EditablePost> = {}): EditablePost => ({
  pid: 40,
  tid: 14,
  url: '/posts/14/recording-the-meetup',
  draft: false,
  postType: 'podcast',
  title: 'Recording the meetup',
  content: 'We recorded **the meetup**; here it is.',
  summary: 'The March meetup, recorded.',
  tags: ['meetup'],
  metaData: { audioUrl: '/uploads/meetup.mp3', duration: 1820 },
  projects: [{ id: 5, name: 'Audio Kit', slug: 'audio-kit' }],
  cid: 1,
  ...overrides,
});
