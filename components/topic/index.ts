/**
 * What other features use of the topic page: the replies of a topic (an event page shows its
 * discussion with them, from the same topic slice and entity cache) and their words.
 */
export { QuestionList } from './QuestionList';
export { ReplyComposer } from './ReplyComposer';
export { topicLabels } from './labels';
