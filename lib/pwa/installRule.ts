/**
 * When the install prompt is offered (issue 37): once, never on a first visit. The browser must
 * have offered an install (`beforeinstallprompt`), the reader must have come back on a later
 * calendar day than their first visit, and the page must have been open for a while, so the bar
 * never interrupts arriving. Once offered (installed, or "Not now") it is never offered again on
 * this device. The state lives in localStorage (components/pwa/installOffer.ts).
 */

/** What this device remembers: the day of the first visit, and whether the prompt was offered. */
export interface InstallMemory {
  /** The local calendar day of the first visit (`dayNumber`), null before any visit was recorded. */
  firstVisitDay: number | null;
  offered: boolean;
}

/** How long the page must have been open before the bar shows. */
export const INSTALL_PROMPT_DELAY_MS = 30_000;

/** The localStorage key of the memory. */
export const INSTALL_MEMORY_KEY = 'pwa.install';

/** A local calendar day as a number (2025-03-09 -> 20250309), comparable across months. */
export function dayNumber(date: Date): number {
  return date.getFullYear() * 10_000 + (date.getMonth() + 1) * 100 + date.getDate();
}

/** The memory after a visit starts on `now`: the first visit's day is set once. */
export function visited(memory: InstallMemory, now: Date): InstallMemory {
  return memory.firstVisitDay === null ? { ...memory, firstVisitDay: dayNumber(now) } : memory;
}

/**
 * Whether the bar is shown now: never offered, a first visit recorded on an earlier day, and the
 * page open for at least INSTALL_PROMPT_DELAY_MS. (The browser's own offer is checked by the caller.)
 */
export function installPromptDue(memory: InstallMemory, now: Date, openForMs: number): boolean {
  if (memory.offered || memory.firstVisitDay === null) return false;
  return dayNumber(now) > memory.firstVisitDay && openForMs >= INSTALL_PROMPT_DELAY_MS;
}

/** Reads the memory from its stored JSON; anything unreadable is a device that remembers nothing. */
export function parseInstallMemory(raw: string | null): InstallMemory {
  try {
    const value = JSON.parse(raw ?? 'null') as Partial<InstallMemory> | null;
    const firstVisitDay = typeof value?.firstVisitDay === 'number' ? value.firstVisitDay : null;
    return { firstVisitDay, offered: value?.offered === true };
  } catch {
    return { firstVisitDay: null, offered: false };
  }
}
