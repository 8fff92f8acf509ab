import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DownloadControl } from '@/components/audioqueue/downloads/DownloadControl';
import { DownloadsFooter } from '@/components/audioqueue/downloads/DownloadsFooter';
import type { Track } from '@/lib/player/types';
import { downloadFailed, downloadProgressed, downloadsListed, downloadStarted, storageKnown } from '@/store/player/downloads';
import { renderWithStore } from '../support/render';

/** Issue 37: the queue's download controls say each state, with names naming the episode. */

const track = (pid: number, src = `/audio/episode-${pid}.mp3`): Track => ({
  id: `post:${pid}`,
  kind: 'podcast',
  link: `/post/${pid}`,
  title: `Episode ${pid}`,
  artist: 'Mei',
  artwork: null,
  src,
  type: 'audio/mpeg',
  duration: 30,
  chapters: [],
  plays: 0,
});

beforeEach(() => {
  // No Cache Storage in jsdom: the footer's listing finds nothing.
  Object.defineProperty(globalThis, 'caches', {
    value: { open: async () => ({ keys: async () => [], match: async () => undefined, delete: async () => false }), delete: async () => true },
    configurable: true,
    writable: true,
  });
});

describe('download controls', () => {
  it('offers Download; shows the progress bar with its percentage; then Downloaded with Remove', () => {
    const { store } = renderWithStore(<DownloadControl track={track(1)} />);
    expect(screen.getByRole('button', { name: 'Download “Episode 1” for offline listening' })).toBeInTheDocument();

    act(() => void store.dispatch(downloadStarted({ id: 'post:1', key: 'http://localhost/audio/episode-1.mp3' })));
    act(() => void store.dispatch(downloadProgressed({ id: 'post:1', received: 250, total: 1000 })));
    const bar = screen.getByRole('progressbar', { name: 'Downloading “Episode 1”' });
    expect(bar).toHaveAttribute('aria-valuenow', '25');
    expect(screen.getByRole('button', { name: 'Cancel the download of “Episode 1”' })).toBeInTheDocument();

    act(() => void store.dispatch(downloadsListed([{ id: 'post:1', key: 'k', size: 84_213_000 }])));
    // A listing leaves a download in progress alone.
    expect(screen.getByRole('progressbar')).toBeInTheDocument();
  });

  it('says why a download failed, and why another site’s episode cannot be downloaded', () => {
    const { store } = renderWithStore(
      <>
        <DownloadControl track={track(2)} />
        <DownloadControl track={track(3, 'https://cdn.example.org/ep.mp3')} />
      </>,
    );
    act(() => void store.dispatch(downloadStarted({ id: 'post:2', key: 'k' })));
    act(() => void store.dispatch(downloadFailed({ id: 'post:2', failure: 'quota' })));
    expect(screen.getByText('Download failed: not enough space on this device.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try downloading “Episode 2” again' })).toBeInTheDocument();
    expect(screen.getByText(/Online only: this episode is on another site/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Episode 3/ })).toBeNull();
  });

  it('the footer sums the space and removes all after a question', async () => {
    const user = userEvent.setup();
    const { store } = renderWithStore(
      <>
        <DownloadControl track={track(4)} />
        <DownloadsFooter />
      </>,
    );
    // The footer's own listing (of an empty cache) first.
    await act(async () => undefined);
    act(() => void store.dispatch(downloadsListed([{ id: 'post:4', key: 'k4', size: 60_000_000 }, { id: 'post:5', key: 'k5', size: 24_000_000 }, { id: 'post:6', key: 'k6', size: 500_000 }])));
    act(() => void store.dispatch(storageKnown({ quota: 2_000_000_000 })));
    expect(await screen.findByText('Downloaded')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Remove the download of “Episode 4”' })).toBeInTheDocument();
    expect(screen.getByTestId('downloads-space')).toHaveTextContent('3 episodes downloaded · 85 MB · up to 2 GB on this device');

    await user.click(screen.getByRole('button', { name: 'Remove all downloads' }));
    const question = screen.getByRole('group', { name: 'Remove all 3 downloaded episodes from this device?' });
    expect(screen.getByRole('button', { name: 'Yes, remove them' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(question).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Remove all downloads' }));
    await user.click(screen.getByRole('button', { name: 'Yes, remove them' }));
    expect(await screen.findByText('3 downloads removed.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Download “Episode 4” for offline listening' })).toBeInTheDocument();
  });
});
