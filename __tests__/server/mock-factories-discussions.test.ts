import { contractBreach } from '@/lib/contracts';
import { answerContract, postContract, questionContract, questionsPageContract, topicContract } from '@/lib/discussions/contracts';
import { post, topic } from '@/mocks/factories/composer';
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
});
