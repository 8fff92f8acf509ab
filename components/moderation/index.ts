/**
 * Moderation (issue 35): a member's moderation log. The topic's Lock topic form opens under its
 * action bar (components/topic/PostActions.tsx); Unlock is components/topic/TopicToggles.tsx.
 */
export { ModerationLog } from './ModerationLog';
