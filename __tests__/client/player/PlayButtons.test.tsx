import { sayNow } from '@/lib/i18n/current';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PlayButtons } from '@/components/player/PlayButtons';
import { playTrack, queueTrack } from '@/components/player/entry';
import type { Text } from '@/lib/i18n/said';
import { selectCurrentTrack, selectPlayer } from '@/store/player';
import { answerFor, mockFail } from '@/mocks/answer';
import { visitorConfig } from '@/mocks/factories/config';
import { track } from '@/mocks/factories/player';
import { server, startMswServer } from '../support/msw';
import { renderWithStore } from '../support/render';

/** A toast's words as an English page shows them (a message said in the player namespace, or a server's words). */
// Toasts as an English page says them (the tests' page language, support/setup.ts).
const inEnglish = (text: Text) => sayNow(text);

const asked: string[] = [];
startMswServer(
  ...answerFor('GET /api/player/tracks', ({ query }) => {
    const ids = query.get('ids') ?? '';
    asked.push(ids);
    const tracks = ids.split(',').filter((id) => id !== 'post:404').map((id) => track(Number(id.split(':')[1])));
    return { tracks };
  }),
);
beforeEach(() => {
  asked.length = 0;
});

describe('PlayButtons (R3.17, R4.15)', () => {
  it('Play loads the track, plays it, then offers Pause naming the episode', async () => {
    const { store } = renderWithStore(<PlayButtons track="post:5" title="Episode 5" />, { config: visitorConfig() });
    await userEvent.click(screen.getByRole('button', { name: 'Play Episode 5' }));
    await screen.findByRole('button', { name: 'Pause Episode 5' });
    expect(asked).toEqual(['post:5']);
    expect(selectCurrentTrack(store.getState())?.id).toBe('post:5');
    expect(selectPlayer(store.getState())).toMatchObject({ playing: true, mode: 'minimized' });
    expect(screen.getByRole('button', { name: 'In queue: Episode 5' })).toHaveAttribute('aria-disabled', 'true');

    await userEvent.click(screen.getByRole('button', { name: 'Pause Episode 5' }));
    expect(selectPlayer(store.getState()).playing).toBe(false);
    await userEvent.click(screen.getByRole('button', { name: 'Play Episode 5' }));
    expect(selectPlayer(store.getState()).playing).toBe(true);
    expect(asked).toEqual(['post:5']);
  });

  it('Add to queue appends without starting; a given track needs no request', async () => {
    const { store } = renderWithStore(
      <>
        <PlayButtons track={track(1)} />
        <PlayButtons track={track(2)} />
      </>,
      { config: visitorConfig() },
    );
    await userEvent.click(screen.getByRole('button', { name: 'Play Episode 1' }));
    await userEvent.click(screen.getByRole('button', { name: 'Add to queue: Episode 2' }));
    await screen.findByRole('button', { name: 'In queue: Episode 2' });
    expect(selectPlayer(store.getState()).queue.map((t) => t.id)).toEqual(['post:1', 'post:2']);
    expect(selectCurrentTrack(store.getState())?.id).toBe('post:1');
    expect(asked).toEqual([]);
  });

  it('a track the viewer may not play says so', async () => {
    const { store } = renderWithStore(<PlayButtons track="post:404" title="Gone" />, { config: visitorConfig() });
    await userEvent.click(screen.getByRole('button', { name: 'Play Gone' }));
    await waitFor(() => expect(store.getState().toasts.items.map((t) => inEnglish(t.message))).toContain('This episode cannot be played'));
    expect(selectPlayer(store.getState()).queue).toEqual([]);
  });

  it('a failing request shows the error and leaves the player as it was', async () => {
    server.use(
      ...answerFor('GET /api/player/tracks', () => {
        throw mockFail('internal-error');
      }),
    );
    const { store } = renderWithStore(<PlayButtons track="post:3" title="Episode 3" />, { config: visitorConfig() });
    await userEvent.click(screen.getByRole('button', { name: 'Play Episode 3' }));
    await waitFor(() => expect(store.getState().toasts.items).toHaveLength(1));
    expect(selectPlayer(store.getState()).queue).toEqual([]);
  });

  it('the entry thunks play and queue by id (R4.15 add jumps to a queued track)', async () => {
    const { store } = renderWithStore(<div />, { config: visitorConfig() });
    await act(async () => {
      await store.dispatch(queueTrack('post:1'));
      await store.dispatch(playTrack('post:2'));
      await store.dispatch(playTrack('post:1'));
    });
    expect(selectPlayer(store.getState())).toMatchObject({ index: 0, playing: true });
    expect(selectPlayer(store.getState()).queue.map((t) => t.id)).toEqual(['post:1', 'post:2']);
  });
});

describe('PlayButtons while the page hydrates', () => {
  it('hydrate with the server’s markup even when the player already holds the episode, then show it queued', async () => {
    const { renderToString } = await import('react-dom/server');
    const { Provider } = await import('react-redux');
    const { InEnglish } = await import('../support/render');
    const { hydrate, serverHtmlInDocument, storeWithConfig } = await import('../support/hydration');
    const tree = (store: ReturnType<typeof storeWithConfig>) => (
      <Provider store={store}>
        <InEnglish>
          <PlayButtons track="post:7" title="Episode 7" />
        </InEnglish>
      </Provider>
    );
    const html = renderToString(tree(storeWithConfig(visitorConfig())));
    expect(html).toContain('Add to queue');
    // The browser's store: the player restored a queue holding the episode before this view hydrated.
    const browserStore = storeWithConfig(visitorConfig());
    await browserStore.dispatch(queueTrack('post:7'));
    const container = serverHtmlInDocument(html);
    const { recoverable, unmount } = await hydrate(container, tree(browserStore));
    expect(recoverable).toEqual([]);
    expect(await screen.findByRole('button', { name: 'In queue: Episode 7' })).toBeInTheDocument();
    unmount();
  });
});
