/**
 * The browser's install offer (`beforeinstallprompt`, Chromium), held from the page's start so the
 * bar can offer it later (lib/pwa/installRule.ts decides when). Holding it (`preventDefault`) also
 * keeps the browser's own mini-infobar away, so nothing is offered on a first visit.
 */

export interface InstallPromptEvent extends Event {
  prompt(): Promise<unknown>;
  readonly userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

let held: InstallPromptEvent | null = null;
const listeners = new Set<() => void>();

function hold(event: Event): void {
  event.preventDefault();
  held = event as InstallPromptEvent;
  for (const notify of listeners) notify();
}

/** Starts holding the offer; answers a function that stops. */
export function captureInstallPrompt(): () => void {
  window.addEventListener('beforeinstallprompt', hold);
  return () => window.removeEventListener('beforeinstallprompt', hold);
}

/** The held offer, if the browser made one. */
export function heldInstallPrompt(): InstallPromptEvent | null {
  return held;
}

/** Calls `listener` when the browser makes an offer; answers a function that stops. */
export function onInstallPrompt(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The offer was used (it can be shown once). */
export function forgetInstallPrompt(): void {
  held = null;
}
