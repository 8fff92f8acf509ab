import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import Player, { PlayerWindow } from '@/components/player/Player';
import { queueAppended, queueLoaded, seekApplied, selectPlayer, timeUpdated } from '@/store/player';
import { visitorConfig } from '@/mocks/factories/config';
import { startMswServer } from '../support/msw';
import { renderWithStore } from '../support/render';
import { createRouter } from '../support/router';
import { track } from '@/mocks/factories/player';

const mockRouter = createRouter('/discussions');
jest.mock('next/router', () => ({ useRouter: () => mockRouter }));
startMswServer();

beforeAll(() => {
  Object.defineProperty(HTMLMediaElement.prototype, 'play', { configurable: true, value: jest.fn(() => Promise.resolve()) });
  Object.defineProperty(HTMLMediaElement.prototype, 'pause', { configurable: true, value: jest.fn() });
});

describe('the popup window (R3.17 mode popup)', () => {
  it('takes over the queue and position, follows queue changes both ways, and hands back on close', async () => {
    expect(typeof BroadcastChannel).toBe('function');
    const open = jest.spyOn(window, 'open').mockReturnValue({} as Window);
    const main = renderWithStore(<Player />, { config: visitorConfig() });
    act(() => {
      main.store.dispatch(queueLoaded({ tracks: [track(1), track(2)], index: 0, play: true }));
      main.store.dispatch(timeUpdated(95));
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Expand player' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Open in a separate window' }));
    expect(open).toHaveBeenCalledWith('/player', 'community-player', 'width=420,height=680');
    expect(selectPlayer(main.store.getState())).toMatchObject({ mode: 'popup', playing: false });
    expect(await screen.findByText('Playing in a separate window')).toBeInTheDocument();

    // The popup (another store, as in another window) says it is ready and is handed the queue.
    const popup = renderWithStore(<PlayerWindow />, { config: visitorConfig() });
    await waitFor(() => expect(selectPlayer(popup.store.getState())).toMatchObject({ index: 0, currentTime: 95, playing: true }));
    expect(selectPlayer(popup.store.getState()).queue.map((t) => t.id)).toEqual(['post:1', 'post:2']);

    // A queue change in the main window reaches the popup, and one in the popup the main window.
    act(() => {
      main.store.dispatch(queueAppended(track(3)));
    });
    await waitFor(() => expect(selectPlayer(popup.store.getState()).queue.map((t) => t.id)).toEqual(['post:1', 'post:2', 'post:3']));
    expect(selectPlayer(main.store.getState()).playing).toBe(false);
    const win = within(popup.container);
    await userEvent.click(win.getByRole('button', { name: 'Remove Episode 2 from the queue' }));
    await waitFor(() => expect(selectPlayer(main.store.getState()).queue.map((t) => t.id)).toEqual(['post:1', 'post:3']));

    // Closing the popup hands playback back at its position.
    act(() => {
      // (jsdom's audio never loads: the seek to 95 s is taken as done.)
      popup.store.dispatch(seekApplied());
      popup.store.dispatch(timeUpdated(130));
    });
    act(() => {
      window.dispatchEvent(new Event('pagehide'));
    });
    await waitFor(() => expect(selectPlayer(main.store.getState())).toMatchObject({ mode: 'minimized', currentTime: 130, playing: true, index: 0 }));
    popup.unmount();

    // "Play here" while a popup plays: the popup hands back and closes.
    await userEvent.click(await screen.findByRole('button', { name: 'Expand player' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Open in a separate window' }));
    const again = renderWithStore(<PlayerWindow />, { config: visitorConfig() });
    await waitFor(() => expect(selectPlayer(again.store.getState()).playing).toBe(true));
    const close = jest.spyOn(window, 'close').mockImplementation(() => undefined);
    act(() => {
      again.store.dispatch(seekApplied());
      again.store.dispatch(timeUpdated(150));
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Play here' }));
    await waitFor(() => expect(selectPlayer(main.store.getState())).toMatchObject({ mode: 'minimized', currentTime: 150, playing: true }));
    expect(close).toHaveBeenCalled();
    again.unmount();
    close.mockRestore();
    open.mockRestore();
  });
});
