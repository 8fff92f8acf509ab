import type { AnswerData, PostData, PostType, QuestionData, QuestionsPage, TopicData } from '@/lib/discussions/types';
import { authors, buildPost, buildTopic, type Author } from './posts';

/**
 * Topic page data as the server answers it (GET /api/topic/{tid}, GET /api/questions/{tid}/{sort},
 * GET /api/post/{pid}, GET /api/post/replies/{pid}): one topic, "How to configure the parser?",
 * with two questions, the first with two answers.
 */

export const TID = 12;
export const MAIN_PID = 100;

const { amara, priya, lee } = authors;
export const users = { amara, priya, lee };

type User = Author;

export function makePost(overrides: Partial<PostData> & { pid: number }, author: User = amara): PostData {
  return buildPost(
    {
      tid: TID,
      toPid: MAIN_PID,
      title: 'How to configure the parser?',
      topicTitle: 'How to configure the parser?',
      slug: `${TID}/how-to-configure-the-parser`,
      url: `/posts/${TID}/how-to-configure-the-parser`,
      isMainPost: false,
      tags: ['parser', 'config'],
      project_details: [{ id: 4, name: 'Tree Parser', slug: 'tree-parser' }],
      ...overrides,
    },
    author,
  );
}

export function makeMainPost(overrides: Partial<PostData> = {}): PostData {
  return makePost({
    pid: MAIN_PID,
    toPid: null,
    isMainPost: true,
    content: '<p>I want to <strong>configure</strong> the parser for YAML &amp; JSON.</p>',
    summary: 'I want to configure the parser for YAML & JSON.',
    upvotes: 4,
    votes: 4,
    replies: 2,
    viewcount: 31,
    ...overrides,
  });
}

export function makeAnswer(overrides: Partial<AnswerData> & { pid: number; qid: number }, author: User = lee): AnswerData {
  return { ...makePost({ toPid: overrides.qid, ...overrides }, author), index: 1, quoteparent: null, ...overrides };
}

export function makeQuestion(overrides: Partial<QuestionData> & { pid: number }, author: User = priya): QuestionData {
  return {
    ...makePost(overrides, author),
    answers: [],
    topic: { tid: TID, title: 'How to configure the parser?', slug: `${TID}/how-to-configure-the-parser` },
    ...overrides,
  };
}

export function makeTopic(overrides: Partial<TopicData> = {}, postType: PostType = 'faq'): TopicData {
  return buildTopic(makeMainPost({ postType }), { postcount: 4, viewcount: 31, postercount: 3, questionCount: 2, ...overrides });
}

/** Two questions; the first has two answers, the second of which quotes the first. */
export function makeQuestionsPage(overrides: Partial<QuestionsPage> = {}): QuestionsPage {
  return {
    questions: [
      makeQuestion({
        pid: 101,
        content: '<p>Which version are you on?</p>',
        summary: 'Which version are you on?',
        upvotes: 2,
        votes: 2,
        replies: 2,
        answers: [
          makeAnswer({ pid: 201, qid: 101, content: '<p>Version 3.2 here.</p>', summary: 'Version 3.2 here.', index: 1 }),
          makeAnswer(
            {
              pid: 202,
              qid: 101,
              toPid: 201,
              index: 2,
              content: '<p>Same here.</p>',
              summary: 'Same here.',
              quoteparent: { pid: 201, user: lee, excerpt: 'Version 3.2 here.' },
            },
            amara,
          ),
        ],
      }),
      makeQuestion({ pid: 102, content: '<p>Did you try the config file?</p>', summary: 'Did you try the config file?' }, lee),
    ],
    found: 2,
    page: 1,
    page_size: 10,
    sort: 'popular',
    ...overrides,
  };
}
