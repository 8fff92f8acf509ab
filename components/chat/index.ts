/** Chat's screens (issue 36; docs/features/chat.md): the header's button (tiny; the rest loads after the page) the chat pages' screen and an event's live chat (loaded with a live event's page). */
export { ChatButtonMount } from './ChatButtonMount';
export { ChatScreen } from './ChatScreen';
export { LiveChat } from './LiveChat';
