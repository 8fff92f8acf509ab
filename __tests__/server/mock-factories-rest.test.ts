import { contractBreach } from '@/lib/contracts';
import { notificationContract, notificationPreferencesContract } from '@/lib/notifications/contracts';
import { savedQueueContract, trackContract } from '@/lib/player/contracts';
import { globalSearchContract } from '@/lib/search/contracts';
import { hovercardContract } from '@/lib/users/contracts';
import { buildHovercard } from '@/mocks/factories/hovercard';
import { buildNotification, buildPreferences, jonasActor } from '@/mocks/factories/notifications';
import { savedQueue, track } from '@/mocks/factories/player';
import { eventSet, postSet, projectSet, searchAnswer, userSet } from '@/mocks/factories/search';

/**
 * The notification, player, hovercard and search builders the client tests answer with give what
 * the real API gives: each default output keeps to its endpoint's response contract (R9: one set of
 * fixtures for the mocked API and the client tests, no drift from the contracts).
 */
describe('R9 notification, player, hovercard and search fixture factories keep to the contracts', () => {
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
});
