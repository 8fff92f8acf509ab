import { INSTALL_MEMORY_KEY, INSTALL_PROMPT_DELAY_MS, installPromptDue, parseInstallMemory, visited, type InstallMemory } from '@/lib/pwa/installRule';
import { forgetInstallPrompt, heldInstallPrompt, onInstallPrompt } from './installEvent';
import { setPwaSignals } from './signals';

function remembered(): InstallMemory {
  try {
    return parseInstallMemory(localStorage.getItem(INSTALL_MEMORY_KEY));
  } catch {
    return parseInstallMemory(null);
  }
}

function remember(memory: InstallMemory): void {
  try {
    localStorage.setItem(INSTALL_MEMORY_KEY, JSON.stringify(memory));
  } catch {
    // No storage (a private window): the bar is then never due, since no first visit is recorded.
  }
}

/**
 * Records this visit and offers the install when the rule of lib/pwa/installRule.ts says so (issue
 * 37): the browser offered an install, this device's first visit was on an earlier day, and the
 * page has been open 30 seconds. Shown means offered: it never comes back. Answers a function that
 * stops watching.
 */
export function watchInstallOffer(): () => void {
  remember(visited(remembered(), new Date()));
  let timer: ReturnType<typeof setTimeout> | undefined;
  const consider = () => {
    clearTimeout(timer);
    const held = heldInstallPrompt();
    if (!held || remembered().offered) return;
    const wait = INSTALL_PROMPT_DELAY_MS - performance.now();
    if (wait > 0) timer = setTimeout(consider, wait);
    else if (installPromptDue(remembered(), new Date(), performance.now())) {
      remember({ ...remembered(), offered: true });
      setPwaSignals(() => ({ offer: held }));
    }
  };
  consider();
  const stop = onInstallPrompt(consider);
  return () => {
    stop();
    clearTimeout(timer);
  };
}

/** The offer was used or turned down: the bar goes. */
export function closeInstallOffer(): void {
  forgetInstallPrompt();
  setPwaSignals(() => ({ offer: null }));
}
