import { screen } from '@testing-library/react';
import { AudioQueue } from '@/components/audioqueue/AudioQueue';
import { selectPlayerLoaded } from '@/store/player/peek';
import { visitorConfig } from '@/mocks/factories/config';
import { startMswServer } from '../support/msw';
import { renderWithStore } from '../support/render';
import { createRouter } from '../support/router';

// Its own file: importing the player's store elsewhere (the other queue tests) injects its slice.
const mockRouter = createRouter('/audioqueue');
jest.mock('next/router', () => ({ useRouter: () => mockRouter }));

startMswServer();

describe('R1.8 /audioqueue for a visitor with nothing kept', () => {
  it('shows the empty queue with where to find podcasts, without loading the player', async () => {
    window.localStorage.clear();
    const view = renderWithStore(<AudioQueue />, { config: visitorConfig() });
    expect(await screen.findByText('Your queue is empty')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Find podcasts in the feed' })).toHaveAttribute('href', '/discussions?postType=podcast');
    // Nothing to show: the player's code (its slice) was not loaded for it.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(selectPlayerLoaded(view.store.getState())).toBe(false);
    view.release();
  });
});
