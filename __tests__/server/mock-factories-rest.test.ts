import { contractBreach } from '@/lib/contracts';
import { bookmarksPageContract } from '@/lib/discussions/contracts';
import { eventBookmarksContract } from '@/lib/events/contracts';
import { notificationContract, notificationPreferencesContract } from '@/lib/notifications/contracts';
import { savedQueueContract, trackContract } from '@/lib/player/contracts';
import { globalSearchContract } from '@/lib/search/contracts';
import { hovercardContract } from '@/lib/users/contracts';
import type { MockRequest } from '@/mocks/endpoint';
import { buildEvent } from '@/mocks/factories/events';
import { buildHovercard } from '@/mocks/factories/hovercard';
import { buildNotification, buildPreferences, jonasActor } from '@/mocks/factories/notifications';
import { savedQueue, track } from '@/mocks/factories/player';
import { buildPost } from '@/mocks/factories/posts';
import { savedEventPages, savedPostPages } from '@/mocks/factories/savedlist';
import { eventSet, postSet, projectSet, searchAnswer, userSet } from '@/mocks/factories/search';

/** A mocked GET request to `address` whose path names the member `slug`. */
function requestTo(address: string, slug: string): MockRequest {
  const url = new URL(address, 'http://localhost');
  return { request: new Request(url), url, params: { slug }, query: url.searchParams, body: {} };
}

/**
 * The notification, player, hovercard, search and saved-list builders the client tests answer with give what
 * the real API gives: each default output keeps to its endpoint's response contract (R9: one set of
 * fixtures for the mocked API and the client tests, no drift from the contracts).
 */
describe('R9 notification, player, hovercard, search and saved-list fixture factories keep to the contracts', () => {
  it('R9 R3.10 the notification builders answer as GET /api/notifications and its settings do', () => {
    expect(contractBreach(notificationContract, buildNotification())).toBeNull();
    expect(contractBreach(notificationContract, buildNotification({ id: 2, type: 'upvote', nid: 'upvote:2', actors: [jonasActor] }))).toBeNull();
    expect(contractBreach(notificationPreferencesContract, buildPreferences())).toBeNull();
  });

  it('R9 R3.17 R4.15 the player builders answer as GET /api/player/tracks and /api/player/queue do', () => {
    expect(contractBreach(trackContract, track(1))).toBeNull();
    expect(contractBreach(trackContract, track('event:4'))).toBeNull();
    expect(contractBreach(savedQueueContract, savedQueue())).toBeNull();
    expect(contractBreach(savedQueueContract, savedQueue({ tracks: [track(1)], index: 0, position: 12, updatedAt: '2026-11-20T10:00:00.000Z' }))).toBeNull();
  });

  it('R9 R3.15 the hovercard builder answers as GET /api/user/{slug}/hovercard does', () => {
    expect(contractBreach(hovercardContract, buildHovercard())).toBeNull();
  });

  it('R9 R1.5 the search builders answer as GET /api/search does', () => {
    expect(contractBreach(globalSearchContract, searchAnswer([postSet([1, 2]), projectSet([7]), eventSet([5]), userSet([3])]))).toBeNull();
  });

  it('R9 R4.7 R9.2 the saved-list pages answer as GET /api/user/{slug}/bookmarks and event_bookmarks do, for the member only', () => {
    const posts = savedPostPages(5, { 1: [buildPost({ pid: 1, tid: 1 })] });
    expect(contractBreach(bookmarksPageContract, posts(requestTo('/api/user/5/bookmarks?page=1', '5')))).toBeNull();
    expect(() => posts(requestTo('/api/user/6/bookmarks?page=1', '6'))).toThrow('no-privileges');
    const events = savedEventPages(5, (skip) => [buildEvent({ id: skip + 1 })]);
    expect(contractBreach(eventBookmarksContract, events(requestTo('/api/user/5/event_bookmarks?skip=0&limit=10', '5')))).toBeNull();
  });
});
