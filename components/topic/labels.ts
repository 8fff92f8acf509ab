import type { PostType } from '@/lib/discussions/types';

/**
 * Words of the topic page. On a question (faq) topic the replies to the main post are its
 * answers; on every other topic they are questions, and replies inside them are answers.
 */
export interface TopicLabels {
  /** Heading of the replies to the main post. */
  replies: string;
  /** One reply to the main post. */
  reply: string;
  /** Label of the composer replying to the main post. */
  composer: string;
  /** Its submit button. */
  submit: string;
  /** Shown when there are none yet. */
  empty: string;
  /** Replies inside one of them. */
  nested: string;
  nestedOne: string;
  /** Label of the composer replying inside one of them. */
  nestedComposer: string;
  loadMore: string;
}

export function topicLabels(postType: PostType | string): TopicLabels {
  if (postType === 'faq') {
    return {
      replies: 'Answers',
      reply: 'answer',
      composer: 'Your answer',
      submit: 'Post answer',
      empty: 'No answers yet — be the first to answer',
      nested: 'Replies',
      nestedOne: 'reply',
      nestedComposer: 'Your reply',
      loadMore: 'Load more answers',
    };
  }
  return {
    replies: 'Questions',
    reply: 'question',
    composer: 'Ask a question',
    submit: 'Post question',
    empty: 'No questions yet — be the first to ask',
    nested: 'Answers',
    nestedOne: 'answer',
    nestedComposer: 'Your answer',
    loadMore: 'Load more questions',
  };
}

/** "1 answer", "3 questions". */
export function countLabel(count: number, one: string): string {
  return `${count} ${one}${count === 1 ? '' : 's'}`;
}
