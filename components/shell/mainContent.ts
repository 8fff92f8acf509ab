/** The shell's main content region and its focus fallback live with the focus-return rules. */
export { focusMainContentIfLost, MAIN_CONTENT_ID } from '@/components/ui/focusReturn';
