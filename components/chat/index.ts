/** Chat's screens (issue 36; docs/features/chat.md): the header's button (tiny; the rest loads after the page) and the chat pages' screen. */
export { ChatButtonMount } from './ChatButtonMount';
export { ChatScreen } from './ChatScreen';
