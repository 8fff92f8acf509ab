import { act, render, screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { LanguageProvider } from '@/components/i18n/LanguageProvider';
import { MESSAGE_FILES_ID } from '@/lib/i18n/messageFiles';
import { useT } from '@/lib/i18n/useT';
import { pageMessages } from '@/server/i18n/catalogues';
import { messageFilesOf } from '@/server/i18n/messageFiles';
import { server, startMswServer } from '../support/msw';

startMswServer();

function Heading() {
  const t = useT('search');
  return <h1>{t('page.title')}</h1>;
}

/** The page's list of its message files, as pages/_document.tsx writes it. */
function listFiles(files: string[]): () => void {
  const list = document.createElement('script');
  list.id = MESSAGE_FILES_ID;
  list.type = 'application/json';
  list.textContent = JSON.stringify(files);
  document.body.append(list);
  return () => list.remove();
}

/** Each file answered with what the server's file holds: the messages of its namespaces. */
function answerFiles(files: string[], messages: Record<string, unknown>, fail: { times: number } = { times: 0 }) {
  const asked: string[] = [];
  const app = Object.fromEntries(Object.entries(messages).filter(([id]) => /^(common|player|notifications):/.test(id)));
  const own = Object.fromEntries(Object.entries(messages).filter(([id]) => !(id in app)));
  server.use(
    http.get(/\/_next\/static\/messages\//, ({ request }) => {
      const path = new URL(request.url).pathname;
      asked.push(path);
      if (fail.times > 0) {
        fail.times -= 1;
        return new HttpResponse(null, { status: 503 });
      }
      return HttpResponse.json(path === files[0] ? app : own);
    }),
  );
  return asked;
}

/** Issue 33: a page loaded as a document gets its messages from files, before it hydrates (lib/i18n/messageFiles.ts). */
describe("the first page's messages from its files", () => {
  it('issue 33: Next hydrates once both files are here, and the page is said with them', async () => {
    const messages = pageMessages('de', ['search']);
    const files = messageFilesOf(messages)!;
    const asked = answerFiles(files, messages);
    const unlist = listFiles(files);
    try {
      // What Next's client awaits before it hydrates the first page.
      await act(() => window.__NEXT_PRELOADREADY!([]));
      expect(asked.sort()).toEqual([...files].sort());
      // The page's data carries no messages: the files' are the page's.
      render(
        <LanguageProvider locale="de" messages={undefined}>
          <Heading />
        </LanguageProvider>,
      );
      expect(screen.getByRole('heading').textContent).toBe('Suche');
    } finally {
      unlist();
    }
  });

  it('issue 33: a file that does not come is asked again, at once when the browser is back online; the page waits for it', async () => {
    const messages = pageMessages('es', ['search']);
    const files = messageFilesOf(messages)!;
    const asked = answerFiles(files, messages, { times: 2 });
    const unlist = listFiles(files);
    try {
      let ready = false;
      const waiting = window.__NEXT_PRELOADREADY!([]).then(() => (ready = true));
      await act(async () => new Promise((resolve) => setTimeout(resolve, 50)));
      expect(asked).toHaveLength(2);
      expect(ready).toBe(false);
      await act(async () => {
        window.dispatchEvent(new Event('online'));
        await waiting;
      });
      expect(ready).toBe(true);
      expect(asked).toHaveLength(4);
    } finally {
      unlist();
    }
  });

  it('a page without the list (rendered with its messages in its data, or a static error page) does not wait', async () => {
    await expect(window.__NEXT_PRELOADREADY!([])).resolves.toBeUndefined();
  });
});
