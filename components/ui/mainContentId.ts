/**
 * The id of the shell's main content region (the "Skip to content" target, focusable with
 * tabIndex -1), where focus goes when it is lost (./focusReturn.ts). Apart from those rules, which
 * only dialogs and replaced controls need: the shell renders it on every page.
 */
export const MAIN_CONTENT_ID = 'main';
