import type { PostType } from '@/lib/discussions/types';
import type { MessageKey } from '@/lib/i18n/catalogues';

/** What a post is called in its controls' names ("Delete question", "Actions for this answer"). */
export type PostNoun = 'topic' | 'post' | 'question' | 'answer' | 'reply';

type Key = MessageKey<'topic'>;

/**
 * Words of the topic page, as messages of the `topic` catalogue. On a question (faq) topic the
 * replies to the main post are its answers; on every other topic they are questions, and replies
 * inside them are answers.
 */
export interface TopicLabels {
  /** Heading of the replies to the main post. */
  replies: Key;
  /** What one reply to the main post is called. */
  reply: PostNoun;
  /** Label of the composer replying to the main post. */
  composer: Key;
  /** Its submit button. */
  submit: Key;
  /** Shown when there are none yet. */
  empty: Key;
  /** Shown while the first of them load. */
  loading: Key;
  loadMore: Key;
  /** The replies inside one of them: "Answers to {name}", their count, "Show more answers". */
  nestedTo: Key;
  nestedCount: Key;
  nestedMore: Key;
  /** What one reply inside one of them is called. */
  nestedOne: PostNoun;
  /** Label of the composer replying inside one of them, and its submit button. */
  nestedComposer: Key;
  nestedSubmit: Key;
}

export function topicLabels(postType: PostType | string): TopicLabels {
  if (postType === 'faq') {
    return {
      replies: 'replies.answers',
      reply: 'answer',
      composer: 'composer.yourAnswer',
      submit: 'composer.postAnswer',
      empty: 'list.emptyAnswers',
      loading: 'list.loadingAnswers',
      loadMore: 'list.moreAnswers',
      nestedTo: 'nested.repliesTo',
      nestedCount: 'nested.replyCount',
      nestedMore: 'nested.moreReplies',
      nestedOne: 'reply',
      nestedComposer: 'composer.yourReply',
      nestedSubmit: 'composer.postReply',
    };
  }
  return {
    replies: 'replies.questions',
    reply: 'question',
    composer: 'composer.askQuestion',
    submit: 'composer.postQuestion',
    empty: 'list.emptyQuestions',
    loading: 'list.loadingQuestions',
    loadMore: 'list.moreQuestions',
    nestedTo: 'nested.answersTo',
    nestedCount: 'nested.answerCount',
    nestedMore: 'nested.moreAnswers',
    nestedOne: 'answer',
    nestedComposer: 'composer.yourAnswer',
    nestedSubmit: 'composer.postAnswer',
  };
}
