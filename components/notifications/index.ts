/**
 * What other features use from the notifications: the header's bell (tiny; it loads the rest after
 * the page) and the settings section (loaded with the settings page). The list page imports its own module.
 */
export { BellMount } from './BellMount';
export { NotificationSettings } from './LazyNotificationSettings';
export { MuteTopicButton } from './LazyMuteTopicButton';
