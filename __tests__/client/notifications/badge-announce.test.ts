import { waitFor } from '@testing-library/react';
import { answerFor } from '@/mocks/answer';
import { memberConfig, memberUser } from '@/mocks/factories/config';
import { buildNotification } from '@/mocks/factories/notifications';
import { realtimeReceived } from '@/store/realtime/connection';
import { server, startMswServer } from '../support/msw';
import { sliceStore } from '../support/store';
import { notificationToastsSaid } from '../support/toasts';

startMswServer();

/** The badge notification the server pushes when `awardBadge` gives a member a badge (R4.13, R7.6). */
const badgeNotice = buildNotification({
  id: 31,
  nid: 'badge:first-accepted-answer',
  type: 'badge-awarded',
  actors: [],
  actorCount: 0,
  object: { type: 'badge', id: 41, title: 'First accepted answer' },
  title: 'first-accepted-answer',
  path: '/user/priya',
  bodyShort: 'You earned the badge "First accepted answer"',
});

describe('a newly earned badge is announced (R4.13, R7.6)', () => {
  it('the pushed badge notification shows as a polite success toast, and the member\'s badges are read again', async () => {
    const earned = { id: 41, badge: 'first-accepted-answer', notified: false };
    server.use(...answerFor('GET /api/config', () => memberConfig({ user: { ...memberUser, badges: [...memberUser.badges, earned] } })));
    const store = sliceStore(memberConfig());
    store.dispatch(realtimeReceived({ event: 'event:new_notification', payload: badgeNotice }));
    await waitFor(() => expect(store.getState().toasts.items).toEqual([expect.objectContaining({ kind: 'success', message: 'You earned the badge "\u2068First accepted answer\u2069"' })]));
    // The profile's own badges come from the configuration: the new one is there, still "New".
    await waitFor(() => expect(store.getState().config.data?.user?.badges).toContainEqual(earned));
  });

  it('other notifications stay in the bell without a toast', async () => {
    const store = sliceStore(memberConfig());
    store.dispatch(realtimeReceived({ event: 'event:new_notification', payload: buildNotification({ id: 32 }) }));
    await notificationToastsSaid();
    expect(store.getState().toasts.items).toEqual([]);
  });
});
