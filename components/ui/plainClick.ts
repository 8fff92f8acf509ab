import type { MouseEvent } from 'react';

/**
 * A plain click (the main button, no modifier key): a link handled in place takes it; a click
 * meant for a new tab or window (or a download) is left to the browser.
 */
export function isPlainClick(event: MouseEvent<HTMLElement>): boolean {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}
