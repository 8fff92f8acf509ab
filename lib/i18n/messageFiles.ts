import type { Messages } from '@lingui/core';
import { listedInPage } from '@/lib/react/beforeHydration';
import { keptPageMessages } from './current';

/**
 * The browser's part of a page's messages as files (server/i18n/messageFiles.ts): a page loaded as
 * a document lists the files holding its compiled messages in this element (pages/_document.tsx,
 * which also asks the browser to preload them), and Next hydrates it once they are here
 * (components/i18n/LanguageProvider.tsx has it wait): they become the page's messages
 * (./current.ts `keptPageMessages`), which its LanguageProvider reads when the page's data
 * carries none.
 */
export const MESSAGE_FILES_ID = '__message-files';

/** Waits before asking again for a file that did not come (doubling up to the last). */
const RETRY_MS = [1000, 2000, 4000, 8000, 15000];

function pause(ms: number): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer);
      window.removeEventListener('online', done);
      resolve();
    };
    const timer = setTimeout(done, ms);
    window.addEventListener('online', done);
  });
}

/**
 * A file's messages. Until it comes (offline, a network error) the page stays as the server wrote
 * it, readable, its links working, and is hydrated once it has: asked again after a pause, at once
 * when the browser is back online.
 */
async function loadFile(file: string): Promise<Messages> {
  for (let attempt = 0; ; attempt++) {
    try {
      const response = await fetch(file);
      if (response.ok) return (await response.json()) as Messages;
    } catch {
      // A network error (offline, the server restarting): asked again below.
    }
    await pause(RETRY_MS[Math.min(attempt, RETRY_MS.length - 1)]!);
  }
}

/** Loads the files the page lists and makes them its messages. */
export async function loadPageMessageFiles(): Promise<void> {
  const files = listedInPage(MESSAGE_FILES_ID);
  if (files.length === 0) return;
  const parts = await Promise.all(files.map(loadFile));
  keptPageMessages(Object.assign({}, ...parts) as Messages);
}
