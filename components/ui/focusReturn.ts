import { MAIN_CONTENT_ID } from './mainContentId';

/**
 * Where focus goes when the control that had it leaves the page (R2.1: focus returns; WCAG 2.4.3).
 *
 * A control that is replaced by another when it is used (Register becomes Cancel registration, the
 * player's Expand button goes away while the full view is open) names both of its forms with the
 * same key, `{...focusReturn('event-registration-3')}`. When the element that had focus is gone,
 * focus goes to the control carrying its key, else to the page's main content: never to the top
 * of the page (the body). The dialog base (`components/dialogs/Dialog.tsx`) returns focus this way
 * on every close, and a control replaced without a dialog calls `keepFocusOn(key)`.
 */

/** The attribute naming a control's focus-return key. */
export const FOCUS_RETURN_ATTRIBUTE = 'data-focus-return';

/** Props naming a control's focus-return key (the same key on each of its forms). */
export const focusReturn = (key: string): Record<typeof FOCUS_RETURN_ATTRIBUTE, string> => ({ [FOCUS_RETURN_ATTRIBUTE]: key });

/** The focus-return key of an element, when it has one. */
export const focusReturnKey = (element: Element | null): string | null => element?.getAttribute(FOCUS_RETURN_ATTRIBUTE) ?? null;

/** Nothing holds focus any more: the body has it, or the element that had it has left the page. */
function focusLost(): boolean {
  const active = document.activeElement;
  return !active || active === document.body || !active.isConnected;
}

/** Focuses `element` when it can take focus; answers whether it has it. */
function tryFocus(element: HTMLElement | null | undefined): boolean {
  if (!element || !element.isConnected || element === document.body) return false;
  if (element.matches(':disabled') || element.closest('[inert], [hidden]')) return false;
  element.focus({ preventScroll: true });
  return document.activeElement === element;
}

function controlFor(key: string | null): HTMLElement | undefined {
  if (key === null) return undefined;
  const selector = `[${FOCUS_RETURN_ATTRIBUTE}="${CSS.escape(key)}"]`;
  return Array.from(document.querySelectorAll<HTMLElement>(selector)).find((element) => !element.matches(':disabled'));
}

/** Gives focus to the main content when nothing holds it any more. */
export function focusMainContentIfLost(): void {
  if (focusLost()) document.getElementById(MAIN_CONTENT_ID)?.focus({ preventScroll: true });
}

/** When focus is lost: the control named `key`, else the main content. */
function settleLostFocus(key: string | null): void {
  if (!focusLost()) return;
  if (!tryFocus(controlFor(key))) focusMainContentIfLost();
}

/**
 * Focus back to `opener` (the element that had it when a dialog opened); when it has gone, to the
 * control with its key; when that is not on the page yet, once the next frame has rendered.
 */
export function returnFocus(opener: HTMLElement | null, key: string | null = focusReturnKey(opener)): void {
  if (tryFocus(opener)) return;
  if (focusLost() && tryFocus(controlFor(key))) return;
  requestAnimationFrame(() => settleLostFocus(key));
}

/**
 * After a control replaced itself (its action changed what it offers): focus, if it was lost, goes
 * to the control named `key` once the new one has rendered (the next frame).
 */
export function keepFocusOn(key: string): void {
  requestAnimationFrame(() => settleLostFocus(key));
}
