import { sayNow } from '@/lib/i18n/current';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import Player from '@/components/player/Player';
import { PlayerController } from '@/components/player/PlayerController';
import { playBody, saveQueueBody } from '@/lib/player/schemas';
import type { SavedQueue } from '@/lib/player/types';
import type { Text } from '@/lib/i18n/said';
import { translator } from '@/server/i18n/catalogues';
import { positionText, clockTime } from '@/lib/player/format';
import { playerFeature, restoreLocalPlayer, syncSavedQueue } from '@/store/player/listeners';
import { NO_SAVED_QUEUE_KEY, POSITIONS_KEY, readLocalPlayer, readPosition, SAVED_KEY, writePosition } from '@/store/player/persist';
import { durationKnown, pause, play, queueAdded, queueLoaded, queuePlayed, selectCurrentTrack, selectPlayer, selectPlayerRestored, startPlayer, timeUpdated } from '@/store/player';
import { startStoreFeature } from '@/store/features';
import { loadConfig } from '@/store/config/slice';
import { loggedOut, viewerChanged } from '@/store/sessionActions';
import { answerFor } from '@/mocks/answer';
import { memberConfig, visitorConfig } from '@/mocks/factories/config';
import { savedQueue, track } from '@/mocks/factories/player';
import { server, startMswServer } from '../support/msw';
import { renderWithStore } from '../support/render';
import { clearTestStores } from '../support/stores';
import { createRouter } from '../support/router';

/** A toast's words as an English page shows them (a message said in the player namespace, or a server's words). */
// Toasts as an English page says them (the tests' page language, support/setup.ts).
const inEnglish = (text: Text) => sayNow(text);

const mockRouter = createRouter('/discussions');
jest.mock('next/router', () => ({ useRouter: () => mockRouter }));

const puts: Array<ReturnType<typeof saveQueueBody.parse>> = [];
let queueReads = 0;
const plays: string[] = [];
let saved: SavedQueue = savedQueue();
startMswServer(
  ...answerFor('GET /api/player/queue', () => {
    queueReads += 1;
    return saved;
  }),
  ...answerFor('PUT /api/player/queue', ({ body }) => {
    puts.push(saveQueueBody.parse(body));
    return saved;
  }),
  ...answerFor('POST /api/player/plays', ({ body }) => {
    const { id } = playBody.parse(body);
    plays.push(id);
    return { id, plays: 5, counted: true };
  }),
);

const playSpy = jest.fn(() => Promise.resolve());
const pauseSpy = jest.fn();
beforeAll(() => {
  Object.defineProperty(HTMLMediaElement.prototype, 'play', { configurable: true, value: playSpy });
  Object.defineProperty(HTMLMediaElement.prototype, 'pause', { configurable: true, value: pauseSpy });
});
beforeEach(() => {
  window.localStorage.clear();
  window.sessionStorage.clear();
  queueReads = 0;
  puts.length = 0;
  plays.length = 0;
  saved = savedQueue();
  playSpy.mockClear();
  pauseSpy.mockClear();
});

describe('time in words (slider value text)', () => {
  it('reads positions as a clock and in words', () => {
    expect(clockTime(192)).toBe('3:12');
    expect(clockTime(3723)).toBe('1:02:03');
    expect(positionText(192, 1740, translator('en', 'player'))).toBe('3 minutes 12 seconds of 29 minutes');
    expect(positionText(61, 0, translator('en', 'player'))).toBe('1 minute 1 second');
  });
});

describe('the player bar and full view (R3.17)', () => {
  it('shows the bar with the track, controls and an accessible position slider', async () => {
    const { store } = renderWithStore(
      <>
        <div id="main" tabIndex={-1} />
        <Player />
      </>,
      { config: visitorConfig() },
    );
    act(() => {
      store.dispatch(queueAdded(track(1, { title: 'Release notes' })));
      store.dispatch(durationKnown(1740));
      store.dispatch(timeUpdated(192));
    });
    const bar = await screen.findByRole('region', { name: 'Audio player' });
    expect(within(bar).getByRole('link', { name: 'Release notes' })).toHaveAttribute('href', '/posts/1/episode-1');
    const slider = within(bar).getByRole('slider', { name: 'Position' });
    expect(slider).toHaveAttribute('aria-valuetext', '3 minutes 12 seconds of 29 minutes');
    await waitFor(() => expect(playSpy).toHaveBeenCalled());

    await userEvent.click(within(bar).getByRole('button', { name: 'Pause Release notes' }));
    expect(selectPlayer(store.getState()).playing).toBe(false);
    await userEvent.click(within(bar).getByRole('button', { name: 'Forward 30 seconds' }));
    expect(selectPlayer(store.getState()).seekTime).toBe(222);
    await userEvent.click(within(bar).getByRole('button', { name: 'Back 15 seconds' }));
    expect(selectPlayer(store.getState()).seekTime).toBe(207);
    fireEvent.change(within(bar).getByRole('combobox', { name: 'Playback speed' }), { target: { value: '1.5' } });
    expect(selectPlayer(store.getState()).speed).toBe(1.5);

    // Toasts rise above the bar while it shows.
    expect(document.documentElement.style.getPropertyValue('--player-bar-space')).toBe('4.5rem');
    await userEvent.click(within(bar).getByRole('button', { name: 'Close player' }));
    expect(selectPlayer(store.getState())).toMatchObject({ mode: 'closed', playing: false });
    expect(screen.queryByRole('region', { name: 'Audio player' })).not.toBeInTheDocument();
    await waitFor(() => expect(document.activeElement).toHaveAttribute('id', 'main'));
    expect(document.documentElement.style.getPropertyValue('--player-bar-space')).toBe('');
  });

  it('the full view shows chapters (a click seeks), the queue, volume and the sleep timer; Escape goes back to the bar', async () => {
    const { store } = renderWithStore(<Player />, { config: visitorConfig() });
    act(() => {
      store.dispatch(queueLoaded({ tracks: [track(1, { duration: 1800, chapters: [{ start: 0, title: 'Intro' }, { start: 754, title: 'Questions' }] }), track(2)], index: 0 }));
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Expand player' }));
    const dialog = await screen.findByRole('dialog', { name: 'Audio player' });
    await userEvent.click(within(dialog).getByRole('button', { name: /Questions/ }));
    expect(selectPlayer(store.getState()).seekTime).toBe(754);
    expect(within(dialog).getByRole('heading', { name: 'Queue (2)' })).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: /^Episode 2 ·/ }));
    expect(selectPlayer(store.getState())).toMatchObject({ index: 1, playing: true });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Mute' }));
    expect(selectPlayer(store.getState()).muted).toBe(true);
    expect(within(dialog).getByRole('slider', { name: 'Volume' })).toHaveAttribute('aria-valuetext', 'Muted');
    fireEvent.change(within(dialog).getByRole('combobox', { name: 'Sleep timer' }), { target: { value: '15' } });
    expect(selectPlayer(store.getState()).sleep).toMatchObject({ kind: 'at', minutes: 15 });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Remove Episode 1 from the queue' }));
    expect(selectPlayer(store.getState()).queue.map((t) => t.id)).toEqual(['post:2']);
    expect(within(dialog).getByRole('link', { name: 'Queue page' })).toHaveAttribute('href', '/audioqueue');

    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(selectPlayer(store.getState()).mode).toBe('minimized');
    // R2.1: focus is back on the bar's Expand button (the bar was rendered again), not at the top of the page.
    expect(screen.getByRole('button', { name: 'Expand player' })).toHaveFocus();
    // Its close button does the same.
    await userEvent.click(screen.getByRole('button', { name: 'Expand player' }));
    await userEvent.click(within(await screen.findByRole('dialog', { name: 'Audio player' })).getByRole('button', { name: 'Back to the player bar' }));
    expect(screen.getByRole('button', { name: 'Expand player' })).toHaveFocus();
  });

  it('keyboard shortcuts work outside text fields: space, arrows, [ and ]', async () => {
    const { store } = renderWithStore(
      <>
        <input aria-label="Note" />
        <Player />
      </>,
      { config: visitorConfig() },
    );
    act(() => {
      store.dispatch(queueLoaded({ tracks: [track(1)], index: 0 }));
      store.dispatch(durationKnown(600));
      store.dispatch(timeUpdated(100));
    });
    await screen.findByRole('region', { name: 'Audio player' });
    fireEvent.keyDown(document.body, { key: ' ' });
    expect(selectPlayer(store.getState()).playing).toBe(true);
    fireEvent.keyDown(document.body, { key: 'ArrowRight' });
    expect(selectPlayer(store.getState()).seekTime).toBe(130);
    fireEvent.keyDown(document.body, { key: ']' });
    expect(selectPlayer(store.getState()).speed).toBe(1.25);
    fireEvent.keyDown(document.body, { key: '[' });
    fireEvent.keyDown(document.body, { key: '[' });
    expect(selectPlayer(store.getState()).speed).toBe(0.75);
    fireEvent.keyDown(screen.getByRole('textbox', { name: 'Note' }), { key: ' ' });
    expect(selectPlayer(store.getState()).playing).toBe(true);
    fireEvent.keyDown(document.body, { key: 'ArrowLeft' });
    expect(selectPlayer(store.getState()).seekTime).toBe(115);
    // On a button, Space is the button's, the arrows and brackets are the player's.
    const expand = screen.getByRole('button', { name: 'Expand player' });
    fireEvent.keyDown(expand, { key: ' ' });
    expect(selectPlayer(store.getState()).playing).toBe(true);
    fireEvent.keyDown(expand, { key: 'ArrowRight' });
    expect(selectPlayer(store.getState()).seekTime).toBe(145);
    // On the position slider the arrows are the slider's.
    fireEvent.keyDown(screen.getByRole('slider', { name: 'Position' }), { key: 'ArrowRight' });
    expect(selectPlayer(store.getState()).seekTime).toBe(145);
    fireEvent.keyDown(screen.getByRole('textbox', { name: 'Note' }), { key: ']' });
    expect(selectPlayer(store.getState()).speed).toBe(0.75);
  });
});

describe('the controller', () => {
  it('counts a play once after 30 seconds of listening', async () => {
    const { store, container } = renderWithStore(<PlayerController />, { config: visitorConfig() });
    act(() => {
      store.dispatch(queueAdded(track(3)));
    });
    const audio = container.querySelector('audio')!;
    Object.defineProperty(audio, 'paused', { configurable: true, get: () => false });
    Object.defineProperty(audio, 'duration', { configurable: true, get: () => 600 });
    for (let t = 1; t <= 32; t += 1) {
      audio.currentTime = t;
      fireEvent.timeUpdate(audio);
    }
    await waitFor(() => expect(plays).toEqual(['post:3']));
    for (let t = 33; t <= 70; t += 1) {
      audio.currentTime = t;
      fireEvent.timeUpdate(audio);
    }
    expect(plays).toEqual(['post:3']);
    expect(selectPlayer(store.getState()).currentTime).toBe(70);
  });

  it('keeps each episode\'s position and resumes it; the end forgets it and plays the next', async () => {
    writePosition('post:2', 300);
    const { store, container } = renderWithStore(<PlayerController />, { config: visitorConfig() });
    act(() => {
      store.dispatch(queueLoaded({ tracks: [track(1), track(2)], index: 0 }));
    });
    act(() => {
      store.dispatch(queueAdded(track(2)));
    });
    await waitFor(() => expect(selectPlayer(store.getState()).seekTime).toBe(300));
    const audio = container.querySelector('audio')!;
    fireEvent.ended(audio);
    expect(readPosition('post:2')).toBe(0);
    expect(JSON.parse(window.localStorage.getItem(POSITIONS_KEY) ?? '{}')).not.toHaveProperty('post:2');
  });

  it('two tracks of one file (an event recording, then a post with the same file) each play from their own position', async () => {
    // load() starts the file again from its start, as browsers do.
    const loadSpy = jest.fn(function (this: HTMLMediaElement) {
      this.currentTime = 0;
    });
    Object.defineProperty(HTMLMediaElement.prototype, 'load', { configurable: true, value: loadSpy });
    const shared = '/audio/shared-episode.mp3';
    const recording = track('event:5', { src: shared });
    const post = track(6, { src: shared });
    const { store, container } = renderWithStore(<PlayerController />, { config: visitorConfig() });
    act(() => {
      store.dispatch(queueLoaded({ tracks: [recording, post, track(7)], index: 0, play: true }));
    });
    const audio = container.querySelector('audio')!;
    audio.currentTime = 400;
    fireEvent.timeUpdate(audio);
    const playsBefore = playSpy.mock.calls.length;
    // The recording ends: the post is next and starts from its own start, and plays.
    fireEvent.ended(audio);
    expect(selectCurrentTrack(store.getState())?.id).toBe('post:6');
    expect(loadSpy).toHaveBeenCalledTimes(1);
    expect(audio.currentTime).toBe(0);
    expect(playSpy.mock.calls.length).toBeGreaterThan(playsBefore);
    fireEvent.timeUpdate(audio);
    expect(selectPlayer(store.getState()).currentTime).toBe(0);
    // Its position is its own: the recording's 400 s were not kept under the post.
    expect(readPosition('post:6')).toBe(0);

    // Back to the recording at 300 s (kept), then Play on the post (kept at 120 s): each resumes its own.
    writePosition('post:6', 120);
    act(() => {
      store.dispatch(queuePlayed(0));
    });
    audio.currentTime = 300;
    fireEvent.timeUpdate(audio);
    act(() => {
      store.dispatch(queuePlayed(1));
    });
    expect(loadSpy).toHaveBeenCalledTimes(3);
    await waitFor(() => expect(selectPlayer(store.getState()).seekTime).toBe(120));
  });

  it('positions are kept per track (kind and id): a position kept under a file\'s address is dropped', () => {
    window.localStorage.setItem(POSITIONS_KEY, JSON.stringify({ '/audio/shared-episode.mp3': 300, 'event:5': 200, 'post:6': 'x' }));
    expect(readPosition('/audio/shared-episode.mp3')).toBe(0);
    expect(readPosition('event:5')).toBe(200);
    writePosition('post:6', 120);
    expect(JSON.parse(window.localStorage.getItem(POSITIONS_KEY) ?? '{}')).toEqual({ 'event:5': 200, 'post:6': 120 });
  });

  it('an episode that cannot be loaded stops playback and says so', async () => {
    const { store, container } = renderWithStore(<PlayerController />, { config: visitorConfig() });
    act(() => {
      store.dispatch(queueAdded(track(6, { title: 'Lost episode' })));
    });
    fireEvent.error(container.querySelector('audio')!);
    expect(selectPlayer(store.getState())).toMatchObject({ playing: false, index: 0 });
    expect(store.getState().toasts.items.map((t) => inEnglish(t.message))).toContain('Lost episode could not be played.');
  });

  it('the Media Session knows the track and the controls', async () => {
    const handlers: Record<string, unknown> = {};
    const mediaSession = { metadata: null as unknown, playbackState: 'none', setActionHandler: (name: string, fn: unknown) => (handlers[name] = fn), setPositionState: jest.fn() };
    Object.defineProperty(navigator, 'mediaSession', { configurable: true, value: mediaSession });
    (globalThis as { MediaMetadata?: unknown }).MediaMetadata = class {
      constructor(init: object) {
        Object.assign(this, init);
      }
    };
    const { store } = renderWithStore(<PlayerController />, { config: visitorConfig() });
    act(() => {
      store.dispatch(queueLoaded({ tracks: [track(1), track(2)], index: 0, play: true }));
    });
    await waitFor(() => expect(mediaSession.metadata).toMatchObject({ title: 'Episode 1', artist: 'Mei Tanaka' }));
    expect(mediaSession.playbackState).toBe('playing');
    act(() => (handlers.nexttrack as () => void)());
    expect(selectPlayer(store.getState()).index).toBe(1);
    act(() => (handlers.pause as () => void)());
    expect(selectPlayer(store.getState()).playing).toBe(false);
    act(() => (handlers.seekto as (d: { seekTime: number }) => void)({ seekTime: 42 }));
    expect(selectPlayer(store.getState()).seekTime).toBe(42);
    delete (navigator as { mediaSession?: unknown }).mediaSession;
  });
});

describe('persistence (local storage for everyone, the server for members)', () => {
  it('writes the queue locally with whose it is, and restores it', async () => {
    jest.useFakeTimers();
    try {
      const { store } = renderWithStore(<div />, { config: visitorConfig() });
      store.dispatch(startStoreFeature(playerFeature));
      store.dispatch(queueLoaded({ tracks: [track(1), track(2)], index: 1, position: 0 }));
      store.dispatch(timeUpdated(88));
      await jest.advanceTimersByTimeAsync(600);
      expect(readLocalPlayer()).toMatchObject({ owner: -1, index: 1, position: 88 });
      const other = renderWithStore(<div />, { config: visitorConfig() }).store;
      other.dispatch(restoreLocalPlayer());
      expect(selectPlayer(other.getState())).toMatchObject({ index: 1, currentTime: 88, mode: 'minimized' });
    } finally {
      jest.useRealTimers();
    }
  });

  it('a store cleared at the end of a test writes nothing later (no test inherits an earlier one\'s queue)', async () => {
    jest.useFakeTimers();
    try {
      const { store } = renderWithStore(<div />, { config: memberConfig() });
      store.dispatch(startStoreFeature(playerFeature));
      store.dispatch(queueAdded(track(1)));
      clearTestStores();
      await jest.advanceTimersByTimeAsync(5000);
      expect(window.localStorage.getItem(SAVED_KEY)).toBeNull();
      expect(puts).toHaveLength(0);
    } finally {
      jest.useRealTimers();
    }
  });

  it('leaving the page writes the very last position at once', async () => {
    const { store } = renderWithStore(<Player />, { config: visitorConfig() });
    await waitFor(() => expect(selectPlayer(store.getState()).restored).toBe(true));
    act(() => {
      store.dispatch(queueLoaded({ tracks: [track(1)], index: 0 }));
      store.dispatch(timeUpdated(321));
    });
    window.localStorage.removeItem(SAVED_KEY);
    window.dispatchEvent(new Event('pagehide'));
    expect(readLocalPlayer()).toMatchObject({ position: 321, index: 0 });
  });

  it('a member\'s local queue is not shown to anyone else', () => {
    window.localStorage.setItem(SAVED_KEY, JSON.stringify({ owner: 99, tracks: [track(1)], index: 0, position: 0 }));
    const { store } = renderWithStore(<div />, { config: visitorConfig() });
    store.dispatch(restoreLocalPlayer());
    expect(selectPlayer(store.getState()).queue).toEqual([]);
    expect(window.localStorage.getItem(SAVED_KEY)).toBeNull();
  });

  it('a member\'s changes go to the server (debounced)', async () => {
    const { store } = renderWithStore(<div />, { config: memberConfig() });
    store.dispatch(startStoreFeature(playerFeature));
    store.dispatch(queueAdded(track(1)));
    store.dispatch(queueAdded(track(2)));
    store.dispatch(pause());
    await waitFor(() => expect(puts).toHaveLength(1), { timeout: 4000 });
    expect(puts[0]).toEqual({ items: ['post:1', 'post:2'], index: 1, position: 0 });
  });

  it('on first load a member with nothing local gets the saved queue', async () => {
    saved = { tracks: [track(4), track(5)], index: 1, position: 40, updatedAt: '2026-11-24T00:00:00Z' };
    const { store } = renderWithStore(<div />, { config: memberConfig() });
    await store.dispatch(syncSavedQueue('start', 0));
    expect(selectPlayer(store.getState())).toMatchObject({ index: 1, currentTime: 40 });
    expect(selectPlayer(store.getState()).queue.map((t) => t.id)).toEqual(['post:4', 'post:5']);
    expect(puts).toHaveLength(0);
  });

  it('login: the saved queue first, then the visitor\'s tracks it lacks (saved back)', async () => {
    saved = { tracks: [track(4), track(1)], index: 0, position: 12, updatedAt: '2026-11-24T00:00:00Z' };
    const { store } = renderWithStore(<div />, { config: visitorConfig() });
    store.dispatch(startStoreFeature(playerFeature));
    store.dispatch(queueLoaded({ tracks: [track(1), track(2)], index: 0 }));
    store.dispatch(loadConfig.fulfilled(memberConfig(), 'login'));
    await waitFor(() => expect(selectPlayer(store.getState()).queue.map((t) => t.id)).toEqual(['post:4', 'post:1', 'post:2']));
    expect(selectPlayer(store.getState())).toMatchObject({ index: 0, currentTime: 12 });
    await waitFor(() => expect(puts[0]?.items).toEqual(['post:4', 'post:1', 'post:2']));
  });

  it('logout stops playback and clears the member\'s queue here', async () => {
    const { store } = renderWithStore(<div />, { config: memberConfig() });
    store.dispatch(startStoreFeature(playerFeature));
    store.dispatch(queueAdded(track(1)));
    store.dispatch(play());
    window.localStorage.setItem(SAVED_KEY, JSON.stringify({ owner: 7, tracks: [track(1)], index: 0 }));
    writePosition('post:1', 50);
    store.dispatch(loggedOut());
    store.dispatch(viewerChanged({ uid: -1, known: true }));
    expect(selectPlayer(store.getState())).toMatchObject({ queue: [], playing: false, mode: 'closed' });
    expect(window.localStorage.getItem(SAVED_KEY)).toBeNull();
    expect(window.localStorage.getItem(POSITIONS_KEY)).toBeNull();
  });
});

describe('the player\'s start', () => {
  it('a member with nothing kept here: the mount loads the player once the page is idle and shows the saved queue', async () => {
    saved = { tracks: [track(4), track(5)], index: 1, position: 12, updatedAt: '2026-11-24T00:00:00Z' };
    const { PlayerMount } = await import('@/components/player/PlayerMount');
    const { store } = renderWithStore(<PlayerMount />, { config: memberConfig() });
    const bar = await screen.findByRole('region', { name: 'Audio player' }, { timeout: 5000 });
    expect(within(bar).getByRole('link', { name: 'Episode 5' })).toBeInTheDocument();
    expect(selectPlayerRestored(store.getState())).toBe(true);
    expect(selectPlayer(store.getState())).toMatchObject({ index: 1, currentTime: 12, playing: false });
  });

  it('a member whose saved queue was empty: later pages of this browser session do not load the player for it', async () => {
    const { PlayerMount } = await import('@/components/player/PlayerMount');
    const first = renderWithStore(<PlayerMount />, { config: memberConfig() });
    await waitFor(() => expect(selectPlayerRestored(first.store.getState())).toBe(true));
    expect(queueReads).toBe(1);
    expect(window.sessionStorage.getItem(NO_SAVED_QUEUE_KEY)).toBe('7');
    first.unmount();

    // Nothing kept in this browser (the first page's store may still write its copy late).
    window.localStorage.removeItem(SAVED_KEY);
    const second = renderWithStore(<PlayerMount />, { config: memberConfig() });
    // The idle callback (a timer in jsdom) has run: nothing was loaded or asked for.
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(second.getByTestId('player-mount')).toBeEmptyDOMElement();
    expect(queueReads).toBe(1);

    // Another member in this browser is asked for.
    renderWithStore(<PlayerMount />, { config: memberConfig({ uid: 8, user: { ...memberConfig().user!, uid: 8 } }) });
    await waitFor(() => expect(queueReads).toBe(2));
  });

  it('R1.14 a newcomer (registration not complete): the mount never asks for a saved queue (it would open the registration prompt)', async () => {
    const { PlayerMount } = await import('@/components/player/PlayerMount');
    const view = renderWithStore(<PlayerMount />, { config: memberConfig({ registrationComplete: false }) });
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(view.getByTestId('player-mount')).toBeEmptyDOMElement();
    expect(queueReads).toBe(0);
  });

  it('a member who presses Play before the player started keeps the saved queue (the new track joins it)', async () => {
    saved = { tracks: [track(4), track(5)], index: 1, position: 12, updatedAt: '2026-11-24T00:00:00Z' };
    const { PlayButtons } = await import('@/components/player/PlayButtons');
    server.use(...answerFor('GET /api/player/tracks', () => ({ tracks: [track(9)] })));
    const { PlayerMount } = await import('@/components/player/PlayerMount');
    const { store } = renderWithStore(
      <>
        <PlayButtons track="post:9" title="Episode 9" />
        <PlayerMount />
      </>,
      { config: memberConfig() },
    );
    await userEvent.click(screen.getByRole('button', { name: 'Play Episode 9' }));
    await waitFor(() => expect(selectPlayer(store.getState()).queue.map((t) => t.id)).toEqual(['post:4', 'post:5', 'post:9']));
    expect(selectPlayer(store.getState())).toMatchObject({ index: 2, playing: true });
    await waitFor(() => expect(puts.at(-1)?.items).toEqual(['post:4', 'post:5', 'post:9']));
  });

  it('a member who presses Play while the saved queue is on its way keeps the saved queue (the new track joins it)', async () => {
    saved = { tracks: [track(4), track(5)], index: 1, position: 12, updatedAt: '2026-11-24T00:00:00Z' };
    let answer = () => {};
    const answered = new Promise<void>((resolve) => {
      answer = resolve;
    });
    server.use(
      ...answerFor('GET /api/player/queue', async () => {
        await answered;
        return saved;
      }),
      ...answerFor('GET /api/player/tracks', () => ({ tracks: [track(9)] })),
    );
    const { playTrack } = await import('@/components/player/entry');
    const { store } = renderWithStore(<div />, { config: memberConfig() });
    const starting = store.dispatch(startPlayer());
    await store.dispatch(playTrack('post:9'));
    expect(selectPlayer(store.getState()).queue.map((t) => t.id)).toEqual(['post:9']);
    answer();
    await starting;
    expect(selectPlayer(store.getState())).toMatchObject({ index: 2, playing: true });
    expect(selectPlayer(store.getState()).queue.map((t) => t.id)).toEqual(['post:4', 'post:5', 'post:9']);
    await waitFor(() => expect(puts.at(-1)?.items).toEqual(['post:4', 'post:5', 'post:9']));
  });

  it('a visitor\'s copy found at a member\'s start is merged after the saved queue', async () => {
    saved = { tracks: [track(4)], index: 0, position: 0, updatedAt: '2026-11-24T00:00:00Z' };
    window.localStorage.setItem(SAVED_KEY, JSON.stringify({ owner: -1, tracks: [track(4), track(6)], index: 1, position: 3, savedAt: Date.now() }));
    const { store } = renderWithStore(<div />, { config: memberConfig() });
    expect(selectPlayerRestored(store.getState())).toBe(false);
    await store.dispatch(startPlayer());
    expect(selectPlayer(store.getState()).queue.map((t) => t.id)).toEqual(['post:4', 'post:6']);
    expect(selectPlayerRestored(store.getState())).toBe(true);
    await waitFor(() => expect(puts[0]?.items).toEqual(['post:4', 'post:6']));
  });
});

describe('the mount point', () => {
  it('loads the player when this browser kept a queue', async () => {
    window.localStorage.setItem(SAVED_KEY, JSON.stringify({ owner: -1, tracks: [track(1)], index: 0, position: 20, savedAt: 1 }));
    const { PlayerMount } = await import('@/components/player/PlayerMount');
    renderWithStore(<PlayerMount />, { config: visitorConfig() });
    expect(await screen.findByRole('region', { name: 'Audio player' }, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByRole('slider', { name: 'Position' })).toHaveAttribute('aria-valuetext', '20 seconds of 10 minutes 1 second');
  });

  it('the popup blocked: playback stays here and says so', async () => {
    const open = jest.spyOn(window, 'open').mockReturnValue(null);
    const { store } = renderWithStore(<Player />, { config: visitorConfig() });
    act(() => {
      store.dispatch(queueLoaded({ tracks: [track(1)], index: 0 }));
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Expand player' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Open in a separate window' }));
    expect(open).toHaveBeenCalledWith('/player', 'community-player', 'width=420,height=680');
    expect(selectPlayer(store.getState()).mode).toBe('maximized');
    expect(store.getState().toasts.items.map((t) => inEnglish(t.message))).toContain('The player window was blocked, so the episode plays here.');
    open.mockRestore();
  });
});
