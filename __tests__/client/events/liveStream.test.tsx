import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { LiveStream } from '@/components/events/live/LiveStream';
import { StreamField } from '@/components/events/StreamField';
import type { StreamDescriptor } from '@/lib/events/types';
import { eventsFeature } from '@/store/events/listeners';
import { eventsCached } from '@/store/feed/cache';
import { startStoreFeature } from '@/store/features';
import { realtimeReceived } from '@/store/realtime/connection';
import { visitorConfig } from '@/mocks/factories/config';
import { buildEvent, testStreamAllow } from '@/mocks/factories/events';
import { renderWithStore } from '../support/render';

/** Issue 36: the live room's stream (components/events/live/LiveStream.tsx). */

interface FakeHls {
  src: string | null;
  media: HTMLMediaElement | null;
  destroyed: boolean;
  onError: ((event: string, data: { fatal: boolean }) => void) | null;
}

const mockPlayers: FakeHls[] = [];
const mockHls = { supported: true, imported: 0 };

jest.mock('hls.js', () => {
  mockHls.imported += 1;
  class Hls {
    static Events = { ERROR: 'hlsError' };
    static isSupported = () => mockHls.supported;
    state: FakeHls = { src: null, media: null, destroyed: false, onError: null };
    constructor() {
      mockPlayers.push(this.state);
    }
    on(_name: string, listener: FakeHls['onError']) {
      this.state.onError = listener;
    }
    loadSource(src: string) {
      this.state.src = src;
    }
    attachMedia(media: HTMLMediaElement) {
      this.state.media = media;
    }
    destroy() {
      this.state.destroyed = true;
    }
  }
  return { __esModule: true, default: Hls };
});

const canPlayType = jest.spyOn(HTMLMediaElement.prototype, 'canPlayType');
jest.spyOn(HTMLMediaElement.prototype, 'load').mockImplementation(() => undefined);

beforeEach(() => {
  mockPlayers.length = 0;
  mockHls.supported = true;
  canPlayType.mockReturnValue('');
});

function renderStream(stream: StreamDescriptor | null, title = 'Rust &amp; friends') {
  return renderWithStore(<LiveStream id={5} />, {
    config: visitorConfig(),
    seed: (store) => store.dispatch(eventsCached([buildEvent({ id: 5, title, event_lifecycle: 'live', stream })])),
  });
}

describe('issue 36 LiveStream', () => {
  it('issue 36 shows nothing without a stream', () => {
    const { container } = renderStream(null);
    expect(container).toBeEmptyDOMElement();
  });

  it.each([
    ['youtube', 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ'],
    ['twitch', 'https://player.twitch.tv/?channel=somechannel&parent=localhost'],
    ['peertube', 'https://video.example.org/videos/embed/kkGMgK9ZtnKfYAgnEtQxbv'],
    ['jitsi', 'https://meet.jit.si/OurCommunityCall'],
  ] as const)('issue 36 %s plays in its player: a titled frame that may go full screen, its referrer trimmed, sandboxed', (kind, src) => {
    renderStream({ kind, src });
    const frame = screen.getByTitle('Live stream of Rust & friends');
    expect(frame.tagName).toBe('IFRAME');
    expect(frame).toHaveAttribute('src', src);
    expect(frame.getAttribute('allow')).toContain('fullscreen');
    expect(frame).toHaveAttribute('allowfullscreen');
    expect(frame).toHaveAttribute('referrerpolicy', 'strict-origin-when-cross-origin');
    expect(frame.getAttribute('sandbox')).toContain('allow-scripts');
    expect(frame.getAttribute('sandbox')).not.toContain('allow-top-navigation');
    expect(frame.parentElement).toHaveClass('frame');
  });

  it('issue 36 an audio stream plays in the page’s own audio player', () => {
    renderStream({ kind: 'audio', src: 'https://media.example.org/radio/live.opus' });
    const audio = screen.getByLabelText('Live stream of Rust & friends');
    expect(audio.tagName).toBe('AUDIO');
    expect(audio).toHaveAttribute('controls');
    expect(audio).toHaveAttribute('src', 'https://media.example.org/radio/live.opus');
    expect(document.querySelector('iframe')).toBeNull();
  });

  it('issue 36 HLS plays natively where the browser can (no library loaded)', async () => {
    canPlayType.mockImplementation((type) => (type === 'application/vnd.apple.mpegurl' ? 'maybe' : ''));
    const imported = mockHls.imported;
    renderStream({ kind: 'hls', src: 'https://media.example.org/live/main.m3u8' });
    const video = screen.getByLabelText('Live stream of Rust & friends') as HTMLVideoElement;
    expect(video.tagName).toBe('VIDEO');
    await waitFor(() => expect(video.getAttribute('src')).toBe('https://media.example.org/live/main.m3u8'));
    expect(mockPlayers).toHaveLength(0);
    expect(mockHls.imported).toBe(imported);
  });

  it('issue 36 elsewhere hls.js is loaded when the stream shows, plays it, and stops with the room', async () => {
    const { unmount } = renderStream({ kind: 'hls', src: 'https://media.example.org/live/main.m3u8' });
    const video = screen.getByLabelText('Live stream of Rust & friends');
    await waitFor(() => expect(mockPlayers).toHaveLength(1));
    expect(mockPlayers[0]).toMatchObject({ src: 'https://media.example.org/live/main.m3u8', media: video, destroyed: false });
    unmount();
    expect(mockPlayers[0]!.destroyed).toBe(true);
  });

  it('issue 36 a stream that cannot play says so and links to it', async () => {
    renderStream({ kind: 'hls', src: 'https://media.example.org/live/main.m3u8' });
    await waitFor(() => expect(mockPlayers).toHaveLength(1));
    act(() => mockPlayers[0]!.onError?.('hlsError', { fatal: true }));
    expect(await screen.findByText('This browser cannot play the stream.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Open the stream' })).toHaveAttribute('href', 'https://media.example.org/live/main.m3u8');

    mockHls.supported = false;
    renderStream({ kind: 'hls', src: 'https://media.example.org/live/other.m3u8' });
    await waitFor(() => expect(screen.getAllByText('This browser cannot play the stream.')).toHaveLength(2));
  });

  it('issue 36 an open page shows the stream the lifecycle update brings, and drops it when the event ends', async () => {
    const { store } = renderWithStore(<LiveStream id={6} />, {
      config: visitorConfig(),
      seed: (s) => {
        s.dispatch(startStoreFeature(eventsFeature));
        s.dispatch(eventsCached([buildEvent({ id: 6, title: 'Office hours', stream: null })]));
      },
    });
    expect(document.querySelector('iframe')).toBeNull();
    const stream = { kind: 'youtube', src: 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ' } as const;
    act(() => {
      store.dispatch(realtimeReceived({ event: 'event:lifecycle', payload: { id: 6, event_lifecycle: 'live', stream } }));
    });
    expect(await screen.findByTitle('Live stream of Office hours')).toHaveAttribute('src', stream.src);
    act(() => {
      store.dispatch(realtimeReceived({ event: 'event:lifecycle', payload: { id: 6, event_lifecycle: 'ended', stream: null } }));
    });
    expect(document.querySelector('iframe')).toBeNull();
  });
});

describe('issue 36 the host form’s stream address', () => {
  function Field() {
    const [value, setValue] = useState('');
    return <StreamField value={value} onChange={setValue} streams={{ ...testStreamAllow, peertubeHosts: ['video.example.org'] }} />;
  }

  it('issue 36 the hint names what the site accepts, and says what a typed address will play', async () => {
    renderWithStore(<Field />, { config: visitorConfig() });
    const input = screen.getByRole('textbox', { name: /Stream address/ });
    const hint = input.getAttribute('aria-describedby') ?? '';
    const described = () => hint.split(' ').map((id) => document.getElementById(id)?.textContent ?? '').join(' ');
    expect(described()).toContain('YouTube');
    expect(described()).toContain('PeerTube videos on video.example.org.');
    expect(described()).toContain('Jitsi rooms on meet.jit.si.');
    expect(described()).toContain('from media.example.org.');
    const plays = screen.getByTestId('stream-plays');
    expect(plays).toHaveTextContent(/^$/);
    await userEvent.type(input, 'https://youtu.be/dQw4w9WgXcQ');
    expect(plays).toHaveTextContent('This address plays in the YouTube player.');
    await userEvent.clear(input);
    await userEvent.type(input, 'https://media.example.org/radio/live.mp3');
    expect(plays).toHaveTextContent('This address plays as an audio stream on the page.');
    await userEvent.clear(input);
    await userEvent.type(input, 'https://youtube.com@evil.example/watch?v=dQw4w9WgXcQ');
    expect(plays).toHaveTextContent(/^$/);
  });
});
