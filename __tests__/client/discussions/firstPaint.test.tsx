/**
 * The feed shows the same text in the server's HTML and after the browser takes over: dates come
 * from the one formatter (lib/dates.ts, UTC) relative to the server's render time, and the
 * greeting's line has its size before the member's clock is known. The browser here is in another
 * time zone and its clock is a little later than the server's.
 */
import { renderToString } from 'react-dom/server';
import { Provider } from 'react-redux';
import { displayName } from '@/lib/names';
import { RenderClock } from '@/lib/react/renderClock';
import type { PageSeed } from '@/lib/ssr/seed';
import { makeStore } from '@/store';
import { memberConfig } from '@/mocks/factories/config';
import { hydrate, serverHtmlInDocument, storeWithConfig } from '../support/hydration';
import { startMswServer } from '../support/msw';
import { createRouter } from '../support/router';
import { mainPost } from '@/mocks/factories/discussions';
import { InEnglish } from '../support/render';

const mockRouter = createRouter('/discussions');
jest.mock('next/router', () => ({ useRouter: () => mockRouter }));
jest.mock('@/server/ssr/appState', () => ({ withAppConfig: () => async () => ({ props: {} }) }));

/* eslint-disable @typescript-eslint/no-require-imports -- the page is loaded after its mocks */
const DiscussionsPage = (require('@/pages/discussions') as { default: (props: { seed: PageSeed | null }) => React.JSX.Element }).default;
/* eslint-enable @typescript-eslint/no-require-imports */

startMswServer();

const RENDERED_AT = Date.UTC(2025, 0, 10, 23, 30);
const HOUR = 3_600_000;

const seed: PageSeed = {
  id: 'first-paint',
  feed: {
    filters: { term: '', sort: 'popular', postType: null, from: null, to: null, tag: null },
    page: 1,
    // Three hours ago; and 30 days ago late in the UTC evening (already the next day east of UTC).
    posts: [mainPost(1, { timestamp: RENDERED_AT - 3 * HOUR }), mainPost(2, { timestamp: Date.UTC(2024, 11, 11, 22, 15) })],
    found: 2,
    tags: [],
  },
};

const tree = (store: ReturnType<typeof makeStore>) => (
  <Provider store={store}>
    <InEnglish>
      <RenderClock renderedAt={RENDERED_AT}>
        <DiscussionsPage seed={seed} />
      </RenderClock>
    </InEnglish>
  </Provider>
);

const times = (root: ParentNode) => Array.from(root.querySelectorAll('time'), (t) => [t.textContent, t.getAttribute('title')]);

afterEach(() => {
  jest.restoreAllMocks();
});

describe('the feed renders the same on the server and in the browser', () => {
  it('post dates: one formatter, the server clock until hydration, the same text after it', async () => {
    const container = serverHtmlInDocument(renderToString(tree(storeWithConfig(memberConfig()))));
    const before = times(container);
    expect(before).toEqual([
      ['3 hours ago', '10 Jan 2025, 20:30 UTC'],
      ['11 Dec 2024', '11 Dec 2024, 22:15 UTC'],
    ]);

    // The browser: 90 seconds later than the server's render.
    jest.spyOn(Date, 'now').mockReturnValue(RENDERED_AT + 90_000);
    const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const browser = await hydrate(container, tree(storeWithConfig(memberConfig())));
    expect(browser.recoverable).toEqual([]);
    expect(errors).not.toHaveBeenCalled();
    expect(times(container)).toEqual(before);
    browser.unmount();
  });

  it('R9.9 the greeting line is in the server HTML with its size, and the browser fills it in place', async () => {
    const container = serverHtmlInDocument(renderToString(tree(storeWithConfig(memberConfig()))));
    const heading = container.querySelector('h1');
    const line = heading?.previousElementSibling;
    // The line is there before hydration, holding the widest greeting (hidden) and no greeting yet.
    expect(line?.tagName).toBe('P');
    expect(line?.querySelector('[aria-hidden="true"]')?.textContent).toBe(`Good afternoon, ${displayName(memberConfig().user!)}`);
    expect(container.querySelector('[data-testid="greeting"]')).toBeNull();

    const browser = await hydrate(container, tree(storeWithConfig(memberConfig())));
    // The same element, now with the member's greeting.
    expect(heading?.previousElementSibling).toBe(line);
    expect(line?.querySelector('[data-testid="greeting"]')?.textContent).toMatch(/^Good (morning|afternoon|evening), /);
    browser.unmount();
  });
});
