import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { EpisodePlayer } from '@/components/audioqueue';
import { PostCard } from '@/components/discussions/PostCard';
import { EventView } from '@/components/events/EventView';
import type { PostData } from '@/lib/discussions/types';
import type { EventData } from '@/lib/events/types';
import type { TrackId } from '@/lib/player/types';
import { hydrateEventPage } from '@/store/events/slice';
import { eventsCached, postsCached } from '@/store/feed/cache';
import { queueLoaded, seekApplied, selectPlayer, timeUpdated } from '@/store/player';
import { mainPost } from '@/mocks/factories/discussions';
import { answerFor } from '@/mocks/answer';
import { visitorConfig } from '@/mocks/factories/config';
import { buildEvent } from '@/mocks/factories/events';
import { track } from '@/mocks/factories/player';
import { server, startMswServer } from '../support/msw';
import { renderWithStore } from '../support/render';
import { createRouter } from '../support/router';

const mockRouter = createRouter('/discussions');
jest.mock('next/router', () => ({ useRouter: () => mockRouter }));

startMswServer();

const releases: Array<() => void> = [];
afterEach(() => releases.splice(0).forEach((release) => release()));

/** Answers the tracks the player asks for, recording the ids. */
function tracksHandler(asked: string[]) {
  return answerFor('GET /api/player/tracks', ({ query }) => {
    const ids = (query.get('ids') ?? '').split(',') as TrackId[];
    asked.push(...ids);
    return { tracks: ids.map((id) => track(id, { title: `Episode ${id}` })) };
  });
}

function renderCards(posts: PostData[]) {
  const view = renderWithStore(
    <>
      {posts.map((post) => (
        <PostCard key={post.pid} pid={post.pid} />
      ))}
    </>,
    { config: visitorConfig() },
  );
  releases.push(view.release);
  act(() => {
    view.store.dispatch(postsCached(posts));
  });
  return view;
}

const podcast = (pid: number, overrides: Partial<PostData> = {}) =>
  mainPost(pid, { postType: 'podcast', title: `Episode ${pid}`, topicTitle: `Episode ${pid}`, metaData: { audioUrl: `/audio/ep${pid}.mp3`, duration: 900 }, ...overrides });

describe('R3.17 play buttons where audio appears: post cards (feed, saved list, project podcasts)', () => {
  it('a podcast card has Play and Add to queue; a blog card, a podcast without audio and a reply have none', () => {
    renderCards([
      podcast(1),
      mainPost(2, { postType: 'blog', title: 'A blog post', topicTitle: 'A blog post' }),
      podcast(3, { metaData: {} }),
      podcast(4, { isMainPost: false }),
    ]);
    const card = (pid: number) => screen.getByTestId(`post-card-${pid}`);
    expect(within(card(1)).getByRole('button', { name: 'Play Episode 1' })).toBeInTheDocument();
    expect(within(card(1)).getByRole('button', { name: 'Add to queue: Episode 1' })).toBeInTheDocument();
    for (const pid of [2, 3, 4]) {
      expect(within(card(pid)).queryByRole('button', { name: /^Play / })).not.toBeInTheDocument();
      expect(within(card(pid)).queryByRole('button', { name: /^Add to queue/ })).not.toBeInTheDocument();
    }
  });

  it('shows the play count of an episode when the server sends it', () => {
    renderCards([podcast(1, { plays: 1 }), podcast(2, { plays: 1234 }), podcast(3)]);
    expect(screen.getByTestId('post-plays-1')).toHaveTextContent('1 play');
    expect(screen.getByTestId('post-plays-2')).toHaveTextContent('1,234 plays');
    expect(screen.queryByTestId('post-plays-3')).not.toBeInTheDocument();
  });

  it('R4.15: Play puts the episode on the player and plays it; Add to queue appends the next without starting it', async () => {
    const user = userEvent.setup();
    const asked: string[] = [];
    server.use(...tracksHandler(asked));
    const { store } = renderCards([podcast(1), podcast(2)]);
    await user.click(screen.getByRole('button', { name: 'Play Episode 1' }));
    await waitFor(() => expect(selectPlayer(store.getState()).playing).toBe(true));
    expect(asked).toEqual(['post:1']);
    expect(screen.getByRole('button', { name: 'Pause Episode 1' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Add to queue: Episode 2' }));
    await waitFor(() => expect(selectPlayer(store.getState()).queue.map((t) => t.id)).toEqual(['post:1', 'post:2']));
    const player = selectPlayer(store.getState());
    expect({ index: player.index, playing: player.playing }).toEqual({ index: 0, playing: true });
    expect(screen.getByRole('button', { name: 'In queue: Episode 2' })).toBeInTheDocument();
  });
});

describe('R3.17 the inline player of one episode (topic page, event recording)', () => {
  it('offers Play and a download link; once current it shows the position and seeks through the player', async () => {
    const view = renderWithStore(<EpisodePlayer track="post:7" title="Episode 7" src="/audio/ep7.mp3" duration={600} />, { config: visitorConfig() });
    releases.push(view.release);
    expect(screen.getByRole('button', { name: 'Play Episode 7' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Download Episode 7' })).toHaveAttribute('href', '/audio/ep7.mp3');
    expect(screen.queryByRole('slider')).not.toBeInTheDocument();
    expect(screen.getByText('10:00')).toBeInTheDocument();

    act(() => {
      view.store.dispatch(queueLoaded({ tracks: [track(7, { duration: 600 })], index: 0, position: 100, play: true }));
    });
    const slider = screen.getByRole('slider', { name: 'Position in Episode 7' });
    expect(slider).toHaveAttribute('aria-valuetext', '1:40 of 10:00');
    expect(screen.getByTestId('episode-time')).toHaveTextContent('1:40 / 10:00');
    expect(screen.getByRole('button', { name: 'Pause Episode 7' })).toBeInTheDocument();
    act(() => {
      // The controller applied the restored position, then reports the audio's time.
      view.store.dispatch(seekApplied());
      view.store.dispatch(timeUpdated(130));
    });
    expect(screen.getByTestId('episode-time')).toHaveTextContent('2:10 / 10:00');

    fireEvent.change(slider, { target: { value: '300' } });
    await waitFor(() => expect(selectPlayer(view.store.getState()).seekTime).toBe(300));
  });

  it('shows no position for another track that is current', () => {
    const view = renderWithStore(<EpisodePlayer track="post:7" title="Episode 7" src="/audio/ep7.mp3" />, { config: visitorConfig() });
    releases.push(view.release);
    act(() => {
      view.store.dispatch(queueLoaded({ tracks: [track(8)], index: 0, position: 100, play: true }));
    });
    expect(screen.queryByRole('slider')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Play Episode 7' })).toBeInTheDocument();
  });
});

describe('R3.17 an event page with a recording', () => {
  function renderEvent(event: EventData) {
    server.use(
      ...answerFor('GET /api/events/v1/event/{id}', () => event),
      ...answerFor('GET /api/events/v1/poll/event/{id}', () => ({ polls: [] })),
    );
    const view = renderWithStore(<EventView id={event.id} />, { config: visitorConfig() });
    releases.push(view.release);
    act(() => {
      view.store.dispatch(eventsCached([event]));
      view.store.dispatch(hydrateEventPage({ loaded: true, event }));
    });
    return view;
  }

  it('an audio recording plays in the player (Play, Add to queue, its plays); no audio element of its own', async () => {
    const user = userEvent.setup();
    const asked: string[] = [];
    server.use(...tracksHandler(asked));
    const { store } = renderEvent(
      buildEvent({ id: 12, title: 'Plugin night', event_lifecycle: 'ended', recording_status: 'available', recording_url: '/uploads/talk.mp3', plays: 3 }),
    );
    const section = screen.getByRole('region', { name: 'Recording' });
    expect(section.querySelector('audio')).toBeNull();
    // The player of a recording loads with the page that shows one (lazyView).
    expect(await within(section).findByRole('button', { name: 'Add to queue: Plugin night (recording)' })).toBeInTheDocument();
    expect(within(section).getByRole('link', { name: 'Download Plugin night (recording)' })).toHaveAttribute('href', '/uploads/talk.mp3');
    expect(within(section).getByTestId('recording-plays')).toHaveTextContent('3 plays');
    await user.click(within(section).getByRole('button', { name: 'Play Plugin night (recording)' }));
    await waitFor(() => expect(selectPlayer(store.getState()).playing).toBe(true));
    expect(asked).toEqual(['event:12']);
  });

  it('a video recording keeps its own video element and has no play buttons', () => {
    renderEvent(buildEvent({ id: 13, title: 'Demo day', event_lifecycle: 'ended', recording_status: 'available', recording_url: '/uploads/demo.mp4' }));
    const section = screen.getByRole('region', { name: 'Recording' });
    expect(section.querySelector('video')).not.toBeNull();
    expect(within(section).queryByRole('button', { name: /^Play / })).not.toBeInTheDocument();
  });
});
