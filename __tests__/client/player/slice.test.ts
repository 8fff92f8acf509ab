import { QUEUE_MAX } from '@/lib/player/types';
import { makeStore } from '@/store';
import {
  durationKnown,
  next,
  pause,
  play,
  playerReset,
  prev,
  queueAdded,
  queueAppended,
  queueLoaded,
  queueOrdered,
  queuePlayed,
  queueRemoved,
  seek,
  seekApplied,
  selectCurrentTrack,
  selectPlayer,
  selectRemaining,
  selectTrackStatus,
  setMode,
  setSleep,
  setSpeed,
  setTrack,
  setVolume,
  skip,
  stepSpeedBy,
  timeUpdated,
  togglePlay,
  trackEnded,
  setAutoPlayNext,
  setMuted,
} from '@/store/player';
import { selectPlayerLoaded } from '@/store/player/peek';
import { readLocalPlayer, writeLocalPlayer } from '@/store/player/persist';
import { loggedOut } from '@/store/sessionActions';
import { track } from '@/mocks/factories/player';

function storeWith(count: number, index = 0) {
  const store = makeStore();
  const tracks = Array.from({ length: count }, (_, i) => track(i + 1));
  if (count > 0) store.dispatch(queueLoaded({ tracks, index }));
  return store;
}
const player = (store: ReturnType<typeof makeStore>) => selectPlayer(store.getState());
const ids = (store: ReturnType<typeof makeStore>) => player(store).queue.map((t) => t.id);

describe('player slice defaults (R3.17, R9.5)', () => {
  it('starts closed, empty, at speed 1.0 with autoPlayNext on', () => {
    const store = makeStore();
    const state = player(store);
    expect(state).toMatchObject({ queue: [], index: -1, hasNext: false, hasPrev: false, playing: false, paused: false, speed: 1, volume: 1, muted: false, autoPlayNext: true, mode: 'closed', duration: 0, currentTime: 0 });
    expect(state.skipTime).toEqual({ back: 15, forward: 30 });
  });

  it('is injected: once its module has loaded, the state holds the player', () => {
    const store = makeStore();
    expect(selectPlayerLoaded(store.getState())).toBe(true);
    expect(Object.keys(store.getState())).toContain('player');
  });
});

describe('R4.15 queue add', () => {
  it('appends a new track and plays it, opening the player minimized', () => {
    const store = storeWith(2, 0);
    store.dispatch(queueAdded(track(9)));
    expect(ids(store)).toEqual(['post:1', 'post:2', 'post:9']);
    expect(player(store)).toMatchObject({ index: 2, playing: true, paused: false, mode: 'minimized', hasNext: false, hasPrev: true, currentTime: 0, duration: 609 });
    expect(selectCurrentTrack(store.getState())?.id).toBe('post:9');
  });

  it('jumps to a track already queued instead of adding it again', () => {
    const store = storeWith(3, 2);
    store.dispatch(queueAdded(track(1)));
    expect(ids(store)).toEqual(['post:1', 'post:2', 'post:3']);
    expect(player(store)).toMatchObject({ index: 0, playing: true, hasPrev: false, hasNext: true });
  });

  it('adding the current track that had ended starts it again', () => {
    const store = storeWith(1, 0);
    store.dispatch(durationKnown(100));
    store.dispatch(timeUpdated(100));
    store.dispatch(queueAdded(track(1)));
    expect(player(store)).toMatchObject({ index: 0, playing: true, seekTime: 0, currentTime: 0 });
  });

  it('"Add to queue" appends without starting; on an empty player the track becomes current, paused', () => {
    const store = makeStore();
    store.dispatch(queueAppended(track(1)));
    expect(player(store)).toMatchObject({ index: 0, playing: false, paused: true, mode: 'minimized' });
    store.dispatch(queueAppended(track(2)));
    store.dispatch(queueAppended(track(1)));
    expect(ids(store)).toEqual(['post:1', 'post:2']);
    expect(player(store)).toMatchObject({ index: 0, playing: false, hasNext: true });
  });

  it(`keeps at most ${QUEUE_MAX} tracks, dropping the oldest that is not current`, () => {
    const store = storeWith(QUEUE_MAX, 0);
    store.dispatch(queueAppended(track(QUEUE_MAX + 1)));
    expect(player(store).queue).toHaveLength(QUEUE_MAX);
    expect(ids(store)[0]).toBe('post:1');
    expect(ids(store)[1]).toBe('post:3');
    expect(player(store).index).toBe(0);
  });
});

describe('R4.15 closing stops playback', () => {
  it('setMode closed stops the audio and keeps the queue', () => {
    const store = storeWith(2, 0);
    store.dispatch(play());
    store.dispatch(setSleep({ kind: 'end' }));
    store.dispatch(setMode('closed'));
    expect(player(store)).toMatchObject({ mode: 'closed', playing: false, paused: true, sleep: { kind: 'off' } });
    expect(ids(store)).toHaveLength(2);
  });

  it('handing over to the popup window stops this window\'s audio too', () => {
    const store = storeWith(1, 0);
    store.dispatch(play());
    store.dispatch(setMode('popup'));
    expect(player(store)).toMatchObject({ mode: 'popup', playing: false });
  });

  it('maximized and minimized keep playing', () => {
    const store = storeWith(1, 0);
    store.dispatch(play());
    store.dispatch(setMode('maximized'));
    expect(player(store).playing).toBe(true);
    store.dispatch(setMode('minimized'));
    expect(player(store).playing).toBe(true);
  });
});

describe('R4.15 next and prev stay within bounds', () => {
  it('next moves forward and stops at the last track', () => {
    const store = storeWith(3, 1);
    store.dispatch(next());
    expect(player(store)).toMatchObject({ index: 2, hasNext: false, hasPrev: true });
    store.dispatch(next());
    expect(player(store).index).toBe(2);
  });

  it('prev moves back and stops at the first track', () => {
    const store = storeWith(3, 1);
    store.dispatch(prev());
    expect(player(store)).toMatchObject({ index: 0, hasPrev: false, hasNext: true });
    store.dispatch(prev());
    expect(player(store).index).toBe(0);
  });

  it('next and prev on an empty queue do nothing', () => {
    const store = makeStore();
    store.dispatch(next());
    store.dispatch(prev());
    expect(player(store)).toMatchObject({ index: -1, hasNext: false, hasPrev: false });
  });

  it('a new track starts from its beginning with its known length', () => {
    const store = storeWith(2, 0);
    store.dispatch(timeUpdated(42));
    store.dispatch(next());
    expect(player(store)).toMatchObject({ currentTime: 0, duration: 602, seekTime: null });
  });
});

describe('R4.15 remove by index; a negative index clears the queue', () => {
  it('removes a track before the current one and keeps the current track', () => {
    const store = storeWith(3, 2);
    store.dispatch(queueRemoved(0));
    expect(ids(store)).toEqual(['post:2', 'post:3']);
    expect(selectCurrentTrack(store.getState())?.id).toBe('post:3');
    expect(player(store).index).toBe(1);
  });

  it('removes a track after the current one', () => {
    const store = storeWith(3, 0);
    store.dispatch(queueRemoved(2));
    expect(ids(store)).toEqual(['post:1', 'post:2']);
    expect(player(store).index).toBe(0);
  });

  it('removing the current track makes the next one current (the one before when it was last)', () => {
    const store = storeWith(3, 1);
    store.dispatch(play());
    store.dispatch(queueRemoved(1));
    expect(selectCurrentTrack(store.getState())?.id).toBe('post:3');
    expect(player(store).playing).toBe(true);
    store.dispatch(queueRemoved(1));
    expect(selectCurrentTrack(store.getState())?.id).toBe('post:1');
  });

  it('removing the only track leaves no current track and no playback', () => {
    const store = storeWith(1, 0);
    store.dispatch(play());
    store.dispatch(queueRemoved(0));
    expect(player(store)).toMatchObject({ queue: [], index: -1, playing: false, paused: false });
  });

  it('an index out of range changes nothing', () => {
    const store = storeWith(2, 0);
    store.dispatch(queueRemoved(5));
    expect(ids(store)).toEqual(['post:1', 'post:2']);
  });

  it('a negative index clears the queue and stops playback', () => {
    const store = storeWith(3, 1);
    store.dispatch(play());
    store.dispatch(queueRemoved(-1));
    expect(player(store)).toMatchObject({ queue: [], index: -1, playing: false, hasNext: false, hasPrev: false, currentTime: 0 });
  });
});

describe('R4.15 reorder by index; a negative index clears the queue', () => {
  it('moves a track and the current track stays current', () => {
    const store = storeWith(4, 1);
    store.dispatch(queueOrdered({ from: 0, to: 3 }));
    expect(ids(store)).toEqual(['post:2', 'post:3', 'post:4', 'post:1']);
    expect(player(store)).toMatchObject({ index: 0, hasPrev: false, hasNext: true });
  });

  it('moves the current track itself', () => {
    const store = storeWith(3, 0);
    store.dispatch(queueOrdered({ from: 0, to: 2 }));
    expect(ids(store)).toEqual(['post:2', 'post:3', 'post:1']);
    expect(player(store)).toMatchObject({ index: 2, hasNext: false });
  });

  it('a target past the end moves to the end', () => {
    const store = storeWith(3, 0);
    store.dispatch(queueOrdered({ from: 1, to: 99 }));
    expect(ids(store)).toEqual(['post:1', 'post:3', 'post:2']);
  });

  it('a negative index clears the queue', () => {
    const store = storeWith(3, 0);
    store.dispatch(queueOrdered({ from: -1, to: 0 }));
    expect(player(store).queue).toEqual([]);
    const other = storeWith(3, 0);
    other.dispatch(queueOrdered({ from: 1, to: -1 }));
    expect(player(other).queue).toEqual([]);
  });
});

describe('queue load and play', () => {
  it('loads a queue at an index and position, without starting', () => {
    const store = makeStore();
    store.dispatch(queueLoaded({ tracks: [track(1), track(2)], index: 1, position: 75 }));
    expect(player(store)).toMatchObject({ index: 1, currentTime: 75, seekTime: 75, playing: false, paused: true, mode: 'minimized', hasPrev: true });
  });

  it('clamps the index into the loaded queue', () => {
    const store = makeStore();
    store.dispatch(queueLoaded({ tracks: [track(1), track(2)], index: 9 }));
    expect(player(store).index).toBe(1);
    store.dispatch(queueLoaded({ tracks: [], index: 0 }));
    expect(player(store)).toMatchObject({ index: -1, queue: [] });
  });

  it('reloading the same current track keeps its time', () => {
    const store = storeWith(2, 0);
    store.dispatch(timeUpdated(30));
    store.dispatch(queueLoaded({ tracks: [track(0), track(1), track(2)], index: 1 }));
    expect(player(store)).toMatchObject({ index: 1, currentTime: 30 });
  });

  it('plays the queue from an index ("play from here")', () => {
    const store = storeWith(3, 0);
    store.dispatch(queuePlayed(2));
    expect(player(store)).toMatchObject({ index: 2, playing: true });
    store.dispatch(queuePlayed(7));
    expect(player(store).index).toBe(2);
  });

  it('setTrack makes a track current without changing whether it plays', () => {
    const store = storeWith(3, 0);
    store.dispatch(setTrack(2));
    expect(player(store)).toMatchObject({ index: 2, playing: false });
    store.dispatch(setTrack(-3));
    expect(player(store).index).toBe(2);
  });
});

describe('R4.15 play, pause, skip, seek, speed, volume', () => {
  it('play starts the first track of a loaded queue; pause keeps it current', () => {
    const store = storeWith(2, 0);
    store.dispatch(setMode('closed'));
    store.dispatch(play());
    expect(player(store)).toMatchObject({ playing: true, paused: false, mode: 'minimized' });
    store.dispatch(pause());
    expect(player(store)).toMatchObject({ playing: false, paused: true });
    store.dispatch(togglePlay());
    expect(player(store).playing).toBe(true);
  });

  it('play on an empty queue does nothing', () => {
    const store = makeStore();
    store.dispatch(play());
    expect(player(store)).toMatchObject({ playing: false, mode: 'closed' });
  });

  it('skip moves by seconds within the track', () => {
    const store = storeWith(1, 0);
    store.dispatch(durationKnown(100));
    store.dispatch(timeUpdated(50));
    store.dispatch(skip(30));
    expect(player(store)).toMatchObject({ seekTime: 80, currentTime: 80 });
    store.dispatch(seekApplied());
    store.dispatch(skip(30));
    expect(player(store).seekTime).toBe(100);
    store.dispatch(seekApplied());
    store.dispatch(timeUpdated(10));
    store.dispatch(skip(-15));
    expect(player(store).seekTime).toBe(0);
  });

  it('seek asks the controller for a time within the track; time reports wait for it', () => {
    const store = storeWith(1, 0);
    store.dispatch(durationKnown(100));
    store.dispatch(seek(250));
    expect(player(store).seekTime).toBe(100);
    store.dispatch(timeUpdated(3));
    expect(player(store).currentTime).toBe(100);
    store.dispatch(seekApplied());
    store.dispatch(timeUpdated(3));
    expect(player(store).currentTime).toBe(3);
  });

  it('speed stays within 0.5–3× and steps through the offered speeds', () => {
    const store = makeStore();
    store.dispatch(setSpeed(5));
    expect(player(store).speed).toBe(3);
    store.dispatch(setSpeed(0.1));
    expect(player(store).speed).toBe(0.5);
    store.dispatch(setSpeed(1));
    store.dispatch(stepSpeedBy(1));
    expect(player(store).speed).toBe(1.25);
    store.dispatch(stepSpeedBy(-1));
    store.dispatch(stepSpeedBy(-1));
    expect(player(store).speed).toBe(0.75);
    store.dispatch(setSpeed(3));
    store.dispatch(stepSpeedBy(1));
    expect(player(store).speed).toBe(3);
  });

  it('volume stays within 0–1; raising it unmutes', () => {
    const store = makeStore();
    store.dispatch(setVolume(2));
    expect(player(store).volume).toBe(1);
    store.dispatch(setMuted(true));
    store.dispatch(setVolume(-1));
    expect(player(store)).toMatchObject({ volume: 0, muted: true });
    store.dispatch(setVolume(0.5));
    expect(player(store)).toMatchObject({ volume: 0.5, muted: false });
  });
});

describe('the end of a track', () => {
  it('autoPlayNext plays the next track', () => {
    const store = storeWith(2, 0);
    store.dispatch(play());
    store.dispatch(trackEnded());
    expect(player(store)).toMatchObject({ index: 1, playing: true, currentTime: 0 });
  });

  it('after queueing four without playing, moving the first down, removing the last and a reload, the row after the one played from is next', () => {
    const before = makeStore();
    for (let n = 1; n <= 4; n += 1) before.dispatch(queueAppended(track(n)));
    before.dispatch(queueOrdered({ from: 0, to: 1 }));
    before.dispatch(queueRemoved(3));
    expect(ids(before)).toEqual(['post:2', 'post:1', 'post:3']);
    // The reload: this browser's copy, restored into a new store.
    writeLocalPlayer(player(before), -1);
    const saved = readLocalPlayer()!;
    const store = makeStore();
    store.dispatch(queueLoaded({ tracks: saved.tracks, index: saved.index, position: saved.position }));
    store.dispatch(queuePlayed(0));
    store.dispatch(trackEnded());
    expect(selectCurrentTrack(store.getState())?.id).toBe('post:1');
    expect(player(store)).toMatchObject({ index: 1, playing: true, currentTime: 0 });
  });

  it('the last track stops at its end', () => {
    const store = storeWith(2, 1);
    store.dispatch(play());
    store.dispatch(trackEnded());
    expect(player(store)).toMatchObject({ index: 1, playing: false, paused: true });
  });

  it('autoPlayNext off stops at the end', () => {
    const store = storeWith(2, 0);
    store.dispatch(setAutoPlayNext(false));
    store.dispatch(play());
    store.dispatch(trackEnded());
    expect(player(store)).toMatchObject({ index: 0, playing: false });
  });

  it('the end-of-episode sleep timer stops at the end and turns itself off', () => {
    const store = storeWith(2, 0);
    store.dispatch(play());
    store.dispatch(setSleep({ kind: 'end' }));
    store.dispatch(trackEnded());
    expect(player(store)).toMatchObject({ index: 0, playing: false, sleep: { kind: 'off' } });
  });
});

describe('the viewer changes', () => {
  it('logout empties the player and closes it (the queue is the member\'s)', () => {
    const store = storeWith(3, 1);
    store.dispatch(play());
    store.dispatch(loggedOut());
    expect(player(store)).toMatchObject({ queue: [], index: -1, playing: false, mode: 'closed' });
  });

  it('playerReset empties the player', () => {
    const store = storeWith(3, 1);
    store.dispatch(playerReset());
    expect(player(store)).toMatchObject({ queue: [], mode: 'closed' });
  });
});

describe('selectors', () => {
  it('reports a track\'s status and the time left in the queue', () => {
    const store = storeWith(3, 1);
    store.dispatch(durationKnown(100));
    store.dispatch(timeUpdated(40));
    expect(selectTrackStatus(store.getState(), 'post:2')).toBe('paused');
    expect(selectTrackStatus(store.getState(), 'post:1')).toBe('queued');
    expect(selectTrackStatus(store.getState(), 'post:9')).toBeNull();
    store.dispatch(play());
    expect(selectTrackStatus(store.getState(), 'post:2')).toBe('playing');
    expect(selectRemaining(store.getState())).toBe(60 + 603);
  });
});

describe('selectTrackProgress', () => {
  it('answers the current track\'s time and length, null for any other track', async () => {
    const { selectTrackProgress } = await import('@/store/player/peek');
    const store = storeWith(2, 0);
    store.dispatch(timeUpdated(12));
    expect(selectTrackProgress(store.getState(), 'post:1')).toEqual({ currentTime: 12, duration: 601 });
    expect(selectTrackProgress(store.getState(), 'post:2')).toBeNull();
  });
});
