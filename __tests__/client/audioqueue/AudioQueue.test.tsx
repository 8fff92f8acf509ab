import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AudioQueue } from '@/components/audioqueue/AudioQueue';
import { PODCASTS_PATH } from '@/components/audioqueue/QueueView';
import { Header } from '@/components/shell/Header';
import type { Track } from '@/lib/player/types';
import { pause, queueLoaded, selectPlayer, timeUpdated } from '@/store/player';
import { answerFor } from '@/mocks/answer';
import { memberConfig, visitorConfig } from '@/mocks/factories/config';
import { savedQueue, track } from '@/mocks/factories/player';
import { server, startMswServer } from '../support/msw';
import { renderWithStore } from '../support/render';
import { createRouter } from '../support/router';

const mockRouter = createRouter('/audioqueue');
jest.mock('next/router', () => ({ useRouter: () => mockRouter }));

// No handler by default: a visitor's queue page asks the server nothing (the player keeps the queue).
startMswServer();

const releases: Array<() => void> = [];
afterEach(() => releases.splice(0).forEach((release) => release()));

const ALPHA = track(1, { title: 'Alpha', duration: 600 });
const BETA = track(2, { title: 'Beta', duration: 300 });
const GAMMA = track(3, { title: 'Gamma', duration: 120 });

async function renderQueue(tracks: Track[] = [ALPHA, BETA, GAMMA], index = 0, position = 100) {
  const view = renderWithStore(<AudioQueue />, { config: visitorConfig() });
  releases.push(view.release);
  act(() => {
    view.store.dispatch(queueLoaded({ tracks, index, position }));
  });
  // The page shows the queue once the player has restored what was kept.
  await screen.findByRole('heading', { name: 'Up next' });
  return view;
}

afterEach(() => window.localStorage.clear());

const rows = () => within(screen.getByRole('list', { name: 'Queue' })).getAllByRole('listitem');
const titles = () => rows().map((row) => within(row).getByRole('link').textContent);
const announcement = () => screen.getByTestId('queue-announcement').textContent;

describe('R1.8 /audioqueue: the queue page', () => {
  it('shows the queue in order with the current track marked, and the total remaining time', async () => {
    await renderQueue();
    expect(screen.getByRole('heading', { level: 1, name: 'Audio queue' })).toBeInTheDocument();
    expect(titles()).toEqual(['Alpha', 'Beta', 'Gamma']);
    expect(rows()[0]).toHaveAttribute('aria-current', 'true');
    expect(rows()[1]).not.toHaveAttribute('aria-current');
    expect(within(rows()[0]!).getByText('Paused')).toBeInTheDocument();
    expect(within(rows()[0]!).getByRole('link', { name: 'Alpha' })).toHaveAttribute('href', '/posts/1/episode-1');
    // 500 s left of Alpha, then 300 + 120: 920 s, rounded up to 16 minutes.
    expect(screen.getByTestId('queue-totals')).toHaveTextContent('3 tracks · 16 min left');
  });

  it('R4.15: moves a track by keyboard (move up / move down), announces it and keeps focus on it', async () => {
    const user = userEvent.setup();
    const { store } = await renderQueue();
    within(rows()[1]!).getByRole('button', { name: 'Move “Beta” up' }).focus();
    await user.keyboard('{Enter}');
    expect(titles()).toEqual(['Beta', 'Alpha', 'Gamma']);
    expect(announcement()).toBe('“Beta” moved to position 1 of 3.');
    // Beta is first now: its Move up is disabled, so focus is on its Move down.
    expect(within(rows()[0]!).getByRole('button', { name: 'Move “Beta” up' })).toBeDisabled();
    expect(within(rows()[0]!).getByRole('button', { name: 'Move “Beta” down' })).toHaveFocus();
    // The player's queue has the new order and the current track is still Alpha.
    expect(selectPlayer(store.getState()).queue.map((t) => t.id)).toEqual(['post:2', 'post:1', 'post:3']);
    expect(selectPlayer(store.getState()).index).toBe(1);
    expect(rows()[1]).toHaveAttribute('aria-current', 'true');

    await user.keyboard('{Enter}');
    expect(titles()).toEqual(['Alpha', 'Beta', 'Gamma']);
    expect(within(rows()[1]!).getByRole('button', { name: 'Move “Beta” down' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(titles()).toEqual(['Alpha', 'Gamma', 'Beta']);
    expect(within(rows()[2]!).getByRole('button', { name: 'Move “Beta” up' })).toHaveFocus();
    expect(announcement()).toBe('“Beta” moved to position 3 of 3.');
    // The remaining time does not depend on the order after the current track.
    expect(screen.getByTestId('queue-totals')).toHaveTextContent('16 min left');
  });

  it('R4.15: moves a track by dragging its handle (pointer events), previewing the order; Escape puts it back', async () => {
    // jsdom has no PointerEvent: a MouseEvent with a pointer id stands in (clientY is what the drag reads).
    class TestPointerEvent extends MouseEvent {
      pointerId: number;
      constructor(type: string, init: PointerEventInit = {}) {
        super(type, init);
        this.pointerId = init.pointerId ?? 1;
      }
    }
    const original = window.PointerEvent;
    window.PointerEvent = TestPointerEvent as unknown as typeof PointerEvent;
    // Rows 50 px high from the top of the list, in their shown order.
    const rect = jest.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (this: HTMLElement) {
      const list = this.parentElement;
      const index = list ? Array.from(list.children).indexOf(this) : 0;
      return { top: index * 50, height: 50, bottom: index * 50 + 50, left: 0, right: 300, width: 300, x: 0, y: index * 50, toJSON: () => ({}) } as DOMRect;
    });
    try {
      const { store } = await renderQueue();
      const handle = (row: number) => within(rows()[row]!).getByTestId('queue-drag-handle');
      // Gamma (third) dragged to the top: the list previews it first while dragging.
      fireEvent.pointerDown(handle(2), { button: 0, pointerId: 1, clientY: 125 });
      fireEvent.pointerMove(handle(2), { pointerId: 1, clientY: 10 });
      expect(titles()).toEqual(['Gamma', 'Alpha', 'Beta']);
      expect(selectPlayer(store.getState()).queue.map((t) => t.id)).toEqual(['post:1', 'post:2', 'post:3']);
      fireEvent.pointerUp(handle(0), { pointerId: 1, clientY: 10 });
      expect(selectPlayer(store.getState()).queue.map((t) => t.id)).toEqual(['post:3', 'post:1', 'post:2']);
      expect(announcement()).toBe('“Gamma” moved to position 1 of 3.');

      // Escape while dragging: nothing moves.
      fireEvent.pointerDown(handle(0), { button: 0, pointerId: 2, clientY: 25 });
      fireEvent.pointerMove(handle(0), { pointerId: 2, clientY: 140 });
      expect(titles()).toEqual(['Alpha', 'Beta', 'Gamma']);
      fireEvent.keyDown(window, { key: 'Escape' });
      expect(titles()).toEqual(['Gamma', 'Alpha', 'Beta']);
      fireEvent.pointerUp(handle(0), { pointerId: 2, clientY: 140 });
      expect(selectPlayer(store.getState()).queue.map((t) => t.id)).toEqual(['post:3', 'post:1', 'post:2']);
    } finally {
      rect.mockRestore();
      window.PointerEvent = original;
    }
  });

  it('R4.15: removes a track; focus goes to the next track and the time left shrinks', async () => {
    const user = userEvent.setup();
    const { store } = await renderQueue();
    await user.click(screen.getByRole('button', { name: 'Remove “Beta” from the queue' }));
    expect(titles()).toEqual(['Alpha', 'Gamma']);
    expect(announcement()).toBe('“Beta” removed from the queue.');
    expect(screen.getByRole('button', { name: 'Remove “Gamma” from the queue' })).toHaveFocus();
    expect(screen.getByTestId('queue-totals')).toHaveTextContent('2 tracks · 11 min left');
    expect(selectPlayer(store.getState()).queue.map((t) => t.id)).toEqual(['post:1', 'post:3']);
  });

  it('R4.15: clearing asks first; "Keep it" keeps the queue, confirming empties it and shows where to find podcasts', async () => {
    const user = userEvent.setup();
    const { store } = await renderQueue();
    await user.click(screen.getByRole('button', { name: 'Clear queue' }));
    const question = screen.getByRole('group', { name: 'Remove all 3 tracks from the queue?' });
    expect(within(question).getByRole('button', { name: 'Yes, clear the queue' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('group', { name: /Remove all/ })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Clear queue' })).toHaveFocus();
    expect(titles()).toHaveLength(3);

    await user.click(screen.getByRole('button', { name: 'Clear queue' }));
    await user.click(screen.getByRole('button', { name: 'Keep it' }));
    expect(titles()).toHaveLength(3);

    await user.click(screen.getByRole('button', { name: 'Clear queue' }));
    await user.click(screen.getByRole('button', { name: 'Yes, clear the queue' }));
    expect(screen.queryByRole('list', { name: 'Queue' })).not.toBeInTheDocument();
    expect(screen.getByText('Your queue is empty')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Find podcasts in the feed' })).toHaveAttribute('href', PODCASTS_PATH);
    expect(PODCASTS_PATH).toBe('/discussions?postType=podcast');
    expect(announcement()).toBe('Queue cleared: 3 tracks removed.');
    expect(screen.getByRole('heading', { name: 'Up next' })).toHaveFocus();
    const player = selectPlayer(store.getState());
    expect({ queue: player.queue, index: player.index, playing: player.playing }).toEqual({ queue: [], index: -1, playing: false });
  });

  it('"Play from here" plays that track; the current one offers Pause and Resume', async () => {
    const user = userEvent.setup();
    const { store } = await renderQueue();
    await user.click(screen.getByRole('button', { name: 'Play from here: “Gamma”' }));
    let player = selectPlayer(store.getState());
    expect({ index: player.index, playing: player.playing, id: player.queue[player.index]?.id }).toEqual({ index: 2, playing: true, id: 'post:3' });
    expect(rows()[2]).toHaveAttribute('aria-current', 'true');
    expect(within(rows()[2]!).getByText('Now playing')).toBeInTheDocument();
    // Only Gamma is left to hear, from its start.
    expect(screen.getByTestId('queue-totals')).toHaveTextContent('2 min left');

    await user.click(screen.getByRole('button', { name: 'Pause “Gamma”' }));
    player = selectPlayer(store.getState());
    expect(player.playing).toBe(false);
    expect(within(rows()[2]!).getByText('Paused')).toBeInTheDocument();
    // Not started yet (position 0): Play; once it has played a while, Resume.
    await user.click(screen.getByRole('button', { name: 'Play “Gamma”' }));
    expect(selectPlayer(store.getState()).playing).toBe(true);
    act(() => {
      store.dispatch(timeUpdated(30));
      store.dispatch(pause());
    });
    expect(within(rows()[2]!).getByText('0:30 of 2:00')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Resume “Gamma”' })).toBeInTheDocument();
  });

  it('counts tracks of unknown length apart in the remaining time', async () => {
    await renderQueue([ALPHA, track(4, { title: 'Delta', duration: null })], 0, 0);
    expect(screen.getByTestId('queue-totals')).toHaveTextContent('2 tracks · 10 min left, plus 1 track of unknown length');
    expect(within(rows()[1]!).getByText('Length unknown')).toBeInTheDocument();
  });

  it('an empty queue says so and points to podcasts', async () => {
    await renderQueue([], -1, 0);
    expect(screen.getByText('Your queue is empty')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Find podcasts in the feed' })).toHaveAttribute('href', '/discussions?postType=podcast');
    expect(screen.queryByRole('button', { name: 'Clear queue' })).not.toBeInTheDocument();
  });

  it('shows a loading state until the player has restored the queue this browser kept (visitors)', async () => {
    window.localStorage.setItem(
      'player:queue',
      JSON.stringify({ owner: -1, tracks: [BETA, GAMMA], index: 1, position: 20, speed: 1, volume: 1, muted: false, autoPlayNext: true, savedAt: Date.now() }),
    );
    const view = renderWithStore(<AudioQueue />, { config: visitorConfig() });
    releases.push(view.release);
    expect(screen.getByRole('status', { name: 'Loading your queue' })).toBeInTheDocument();
    expect(screen.queryByText('Your queue is empty')).not.toBeInTheDocument();
    await screen.findByRole('list', { name: 'Queue' });
    expect(titles()).toEqual(['Beta', 'Gamma']);
    expect(rows()[1]).toHaveAttribute('aria-current', 'true');
    expect(screen.queryByRole('status', { name: 'Loading your queue' })).not.toBeInTheDocument();
  });

  it('a member on a new device (nothing kept in this browser) gets their saved queue from the server', async () => {
    server.use(
      ...answerFor('GET /api/player/queue', () => savedQueue({ tracks: [GAMMA, ALPHA], index: 0, position: 30, updatedAt: '2026-11-20T10:00:00.000Z' })),
    );
    const view = renderWithStore(<AudioQueue />, { config: memberConfig() });
    releases.push(view.release);
    expect(screen.getByRole('status', { name: 'Loading your queue' })).toBeInTheDocument();
    await screen.findByRole('list', { name: 'Queue' });
    expect(titles()).toEqual(['Gamma', 'Alpha']);
    expect(within(rows()[0]!).getByText('0:30 of 2:00')).toBeInTheDocument();
  });

  it('members find the page in their account menu', async () => {
    const user = userEvent.setup();
    // The header's bell reads the unread counts.
    server.use(
      ...answerFor('GET /api/notifications/count', () => ({ count: 0, total: 0 })),
      ...answerFor('GET /api/v3/chats/unread', () => ({ unread: 0 })),
    );
    const view = renderWithStore(<Header />, { config: memberConfig() });
    releases.push(view.release);
    await user.click(await screen.findByRole('button', { name: /account menu/i }));
    await waitFor(() => expect(within(screen.getByRole('menu', { name: 'Account' })).getByRole('menuitem', { name: 'Audio queue' })).toHaveAttribute('href', '/audioqueue'));
  });
});
