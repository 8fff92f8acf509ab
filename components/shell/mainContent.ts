/** The id of the shell's main content region (the "Skip to content" target, focusable with tabIndex -1). */
export const MAIN_CONTENT_ID = 'main';

/**
 * Gives focus to the main content when nothing holds it any more (the body has it), e.g. after a
 * dialog that opened with the page closes: no element opened it, so there is none to go back to.
 */
export function focusMainContentIfLost(): void {
  const active = document.activeElement;
  if (active && active !== document.body && active.isConnected) return;
  document.getElementById(MAIN_CONTENT_ID)?.focus({ preventScroll: true });
}
