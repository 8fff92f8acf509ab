/**
 * Moderation (issue 35): a member's moderation log and their posts waiting for approval (`HeldByMe`, the settings
 * page only), the Silence and Suspend buttons of a profile (their dialog is
 * the global dialog `suspend`, components/dialogs/SuspendDialog.tsx) and the suspended member's
 * notice (a profile's notice of the member's suspension and silence is the profile's own,
 * components/profile/RestrictionNotice.tsx). The topic's
 * Lock topic form opens under its action bar (components/topic/PostActions.tsx); Unlock is
 * components/topic/TopicToggles.tsx.
 */
export { ModerationLog } from './ModerationLog';
export { MemberModeration, type MemberModerationProps } from './MemberModeration';
export { SuspensionNoticeMount, SuspensionNoticeView, suspendedIn } from './SuspensionNoticeMount';
export { HeldByMe } from './HeldByMe';
