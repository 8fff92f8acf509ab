import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DialogHost } from '@/components/dialogs/DialogHost';
import { loadDialog } from '@/components/dialogs/lazyDialogs';
import { SearchBox } from '@/components/search';
import { Header } from '@/components/shell/Header';
import { server, startMswServer } from '../support/msw';
import { visitorConfig } from '@/mocks/factories/config';
import { renderWithStore } from '../support/render';
import { createRouter } from '../support/router';
import { eventSet, postSet, projectSet, searchAnswer } from '@/mocks/factories/search';
import { searchAnswers } from './answers';

const mockRouter = createRouter('/discussions');
jest.mock('next/router', () => ({ useRouter: () => mockRouter }));

startMswServer();
beforeAll(async () => {
  await loadDialog('search');
});

const releases: Array<() => void> = [];
afterEach(() => {
  releases.splice(0).forEach((release) => release());
  mockRouter.push.mockClear();
});

function renderBox(onShortcutHidden?: () => void) {
  const view = renderWithStore(
    <>
      <input aria-label="Another field" />
      <SearchBox variant="header" onShortcutHidden={onShortcutHidden} />
    </>,
    { config: visitorConfig() },
  );
  releases.push(view.release);
  return view;
}

const box = () => screen.getByRole('combobox', { name: 'Search' });

describe('the header search box (R1.5, R9.4)', () => {
  it('R9.4 asks once, 500 ms after the last keystroke; an empty box asks nothing (R5.4)', async () => {
    // Fake timers: the pauses between keystrokes are exact, however busy the machine is.
    jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick', 'setImmediate'] });
    try {
      const seen: Array<{ params: URLSearchParams; at: number }> = [];
      server.use(...searchAnswers((params) => (seen.push({ params, at: Date.now() }), searchAnswer([postSet([1])]))));
      // When the browser sends each search, on the fake clock (msw sees it later).
      const sent: number[] = [];
      const originalOpen = XMLHttpRequest.prototype.open as (...args: unknown[]) => void;
      const open = jest.spyOn(XMLHttpRequest.prototype, 'open').mockImplementation(function (this: XMLHttpRequest, ...args: unknown[]) {
        if (String(args[1]).includes('/search')) sent.push(Date.now());
        originalOpen.apply(this, args);
      });
      const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
      const wait = (ms: number) => act(async () => void jest.advanceTimersByTime(ms));
      renderBox();
      await user.click(box());
      await user.type(box(), '   ');
      await wait(700);
      expect(sent).toHaveLength(0);
      await user.clear(box());
      await user.type(box(), 'ru');
      await wait(250);
      await user.type(box(), 'st');
      const typedAt = Date.now();
      await wait(350);
      expect(sent).toHaveLength(0);
      await wait(250);
      expect(sent).toHaveLength(1);
      expect(sent[0]! - typedAt).toBeGreaterThanOrEqual(500);
      await waitFor(() => expect(seen).toHaveLength(1));
      expect(Object.fromEntries(seen[0]!.params)).toEqual({ term: 'rust', perPage: '5', searchIn: 'post,project,event,user', instant: 'true' });
      await wait(600);
      expect(sent).toHaveLength(1);
      expect(seen).toHaveLength(1);
      open.mockRestore();
    } finally {
      jest.useRealTimers();
    }
  });

  it('R1.5 results grouped by collection; arrow keys choose, Enter opens the chosen result', async () => {
    server.use(...searchAnswers(() => searchAnswer([postSet([1, 2]), projectSet([7]), eventSet([5])])));
    const user = userEvent.setup();
    renderBox();
    await user.type(box(), 'rust');
    const list = await screen.findByRole('listbox', { name: 'Search results' });
    await waitFor(() => expect(screen.getByRole('group', { name: 'Posts' })).toBeInTheDocument());
    expect(screen.getByRole('group', { name: 'Projects' })).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Events' })).toBeInTheDocument();
    expect(box()).toHaveAttribute('aria-expanded', 'true');
    expect(box()).toHaveAttribute('aria-controls', list.id);
    await user.keyboard('{ArrowDown}{ArrowDown}');
    const chosen = screen.getByRole('option', { name: /Post 2/ });
    expect(box()).toHaveAttribute('aria-activedescendant', chosen.id);
    expect(chosen).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{ArrowUp}{ArrowUp}');
    expect(box()).toHaveAttribute('aria-activedescendant', screen.getByRole('option', { name: /See all results for “rust”/ }).id);
    await user.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    expect(mockRouter.push).toHaveBeenCalledWith('/posts/2/topic-2');
  });

  it('R1.5 a result opened with Enter is not chosen again when the same term is typed anew', async () => {
    server.use(...searchAnswers(() => searchAnswer([postSet([1, 2])])));
    const user = userEvent.setup();
    renderBox();
    await user.type(box(), 'rust');
    await waitFor(() => expect(screen.getByRole('group', { name: 'Posts' })).toBeInTheDocument());
    await user.keyboard('{ArrowDown}{Enter}');
    expect(mockRouter.push).toHaveBeenLastCalledWith('/posts/1/topic-1');
    expect(box()).toHaveValue('');
    await user.type(box(), 'rust');
    await waitFor(() => expect(screen.getByRole('group', { name: 'Posts' })).toBeInTheDocument());
    expect(box()).not.toHaveAttribute('aria-activedescendant');
    await user.keyboard('{Enter}');
    expect(mockRouter.push).toHaveBeenLastCalledWith('/search?term=rust');
  });

  it('R1.5 Enter with nothing chosen goes to /search?term=…', async () => {
    server.use(...searchAnswers(() => searchAnswer([postSet([1])])));
    const user = userEvent.setup();
    renderBox();
    await user.type(box(), 'rust & go{Enter}');
    expect(mockRouter.push).toHaveBeenCalledWith('/search?term=rust%20%26%20go');
  });

  it('R3.12 instant results show <mark> highlights and escaped HTML as text', async () => {
    server.use(...searchAnswers(() => searchAnswer([projectSet([7])])));
    const user = userEvent.setup();
    const { container } = renderBox();
    await user.type(box(), 'rust');
    const option = await screen.findByRole('option', { name: /Rust kit 7/ });
    expect(option.querySelector('mark')).toHaveTextContent('Rust');
    expect(container.querySelector('script, b')).toBeNull();
  });

  it('R1.5 `/` focuses the box, but not while typing in a field; Escape closes, then clears', async () => {
    server.use(...searchAnswers(() => searchAnswer([postSet([1])])));
    const user = userEvent.setup();
    renderBox();
    await user.click(screen.getByRole('textbox', { name: 'Another field' }));
    await user.keyboard('/');
    expect(screen.getByRole('textbox', { name: 'Another field' })).toHaveValue('/');
    expect(box()).not.toHaveFocus();
    await user.click(document.body);
    await user.keyboard('/');
    expect(box()).toHaveFocus();
    expect(box()).toHaveValue('');
    await user.keyboard('rust');
    await waitFor(() => expect(box()).toHaveAttribute('aria-expanded', 'true'));
    await user.keyboard('{Escape}');
    expect(box()).toHaveAttribute('aria-expanded', 'false');
    expect(box()).toHaveValue('rust');
    await user.keyboard('{Escape}');
    expect(box()).toHaveValue('');
  });

  it('R1.16 on a phone the Search button opens the search sheet: a dialog with the box focused; Escape closes it', async () => {
    server.use(...searchAnswers(() => searchAnswer([postSet([3])])));
    const user = userEvent.setup();
    const view = renderWithStore(
      <>
        <Header />
        <DialogHost />
      </>,
      { config: visitorConfig() },
    );
    releases.push(view.release);
    const opener = screen.getByRole('button', { name: 'Search' });
    await user.click(opener);
    const sheet = await screen.findByRole('dialog', { name: 'Search' });
    const input = within(sheet).getByRole('combobox', { name: 'Search' });
    await waitFor(() => expect(input).toHaveFocus());
    await user.keyboard('post');
    await within(sheet).findByRole('option', { name: /Post 3/ });
    await user.keyboard('{ArrowDown}{Enter}');
    expect(mockRouter.push).toHaveBeenCalledWith('/posts/3/topic-3');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await user.click(opener);
    await screen.findByRole('dialog', { name: 'Search' });
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});
