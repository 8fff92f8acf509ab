/** The shell's main content region and its focus fallback live with the focus-return rules. */
export { focusMainContentIfLost } from '@/components/ui/focusReturn';
export { MAIN_CONTENT_ID } from '@/components/ui/mainContentId';
