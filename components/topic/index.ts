/**
 * What other features use of the topic page: the replies of a topic (an event page shows its
 * discussion with them, from the same topic slice and entity cache) and their words.
 */
export { QuestionList } from './QuestionList';
export { PageComposer } from './PageComposer';
export { topicLabels } from './labels';
/** The topic itself (header, main post, replies) and its head: a project page shows a question in its frame. */
export { TopicView } from './TopicView';
export { TopicHead } from './TopicPage';
