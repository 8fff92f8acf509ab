import { contractBreach } from '@/lib/contracts';
import { answerContract, bookmarksPageContract, highlightsContract, postContract, questionContract, questionsPageContract, topicContract } from '@/lib/discussions/contracts';
import { post, topic } from '@/mocks/factories/composer';
import { bookmarks, highlights, highlightsPages, mainPost, postsFrom } from '@/mocks/factories/discussions';
import { makeAnswer, makeMainPost, makePost, makeQuestion, makeQuestionsPage, makeTopic } from '@/mocks/factories/topic';

/**
 * The discussions builders the client tests answer with (mocks/factories) keep to the contracts of
 * the calls they stand for, so a client test cannot pass on an answer the server would never give.
 */
describe('discussions fixture factories', () => {
  it('R9: the topic page builders answer inside the topic, questions, question, answer and post contracts', () => {
    expect(contractBreach(topicContract, makeTopic())).toBeNull();
    expect(contractBreach(questionsPageContract, makeQuestionsPage())).toBeNull();
    expect(contractBreach(questionContract, makeQuestion({ pid: 101 }))).toBeNull();
    expect(contractBreach(answerContract, makeAnswer({ pid: 201, qid: 101 }))).toBeNull();
    expect(contractBreach(postContract, makeMainPost())).toBeNull();
    expect(contractBreach(postContract, makePost({ pid: 150 }))).toBeNull();
  });

  it('R9: the composer builders answer inside the post and topic contracts (R7.2)', () => {
    expect(contractBreach(postContract, post({ pid: 31, tid: 12 }))).toBeNull();
    expect(contractBreach(topicContract, topic(post({ pid: 31, tid: 12 })))).toBeNull();
  });

  it('R9: the feed builders answer inside the highlights search and bookmarks contracts (R4.4)', () => {
    expect(contractBreach(postContract, mainPost(1))).toBeNull();
    expect(contractBreach(highlightsContract, highlights(postsFrom(1, 3), 25))).toBeNull();
    expect(contractBreach(highlightsContract, highlightsPages({ 2: postsFrom(11, 20) }, 30)({ query: new URLSearchParams('page=2') }))).toBeNull();
    expect(contractBreach(bookmarksPageContract, bookmarks([mainPost(1, { bookmarked: true })]))).toBeNull();
  });
});
