import { waitFor } from '@testing-library/react';
import { answerFor, mockFail } from '@/mocks/answer';
import { memberConfig } from '@/mocks/factories/config';
import { buildHovercard } from '@/mocks/factories/hovercard';
import { ensureHovercard, HOVERCARD_FRESH_MS, loadHovercard, selectHovercard } from '@/store/hovercard/slice';
import { followMember } from '@/store/profile/follows';
import { server, startMswServer } from '../support/msw';
import { sliceStore } from '../support/store';

/**
 * R3.15: a member's hovercard is asked for once, shown from the store after that, asked for again
 * once it is older than HOVERCARD_FRESH_MS (the old card stays shown meanwhile, and if that fails),
 * and following the member updates its follower count at once.
 */

startMswServer();


const storeFor = () => sliceStore(memberConfig());

describe('the hovercard cache (R3.15)', () => {
  it('asks once while fresh, again once stale, keeping the old card shown until the new one comes', async () => {
    let followers = 4;
    let asked = 0;
    let release: () => void = () => undefined;
    let held: Promise<void> = Promise.resolve();
    server.use(
      ...answerFor('GET /api/user/{slug}/hovercard', async () => {
        asked += 1;
        await held;
        return buildHovercard({ followers });
      }),
    );
    const store = storeFor();
    await store.dispatch(loadHovercard('mei'));
    const first = selectHovercard(store.getState(), 'mei');
    expect(first).toMatchObject({ status: 'ready', card: { followers: 4 } });
    const at = first?.status === 'ready' ? first.at : 0;

    store.dispatch(ensureHovercard('mei', at + HOVERCARD_FRESH_MS - 1));
    expect(asked).toBe(1);

    followers = 9;
    held = new Promise((resolve) => (release = resolve));
    store.dispatch(ensureHovercard('mei', at + HOVERCARD_FRESH_MS));
    await waitFor(() => expect(asked).toBe(2));
    // Still the old card while the new one is on its way.
    expect(selectHovercard(store.getState(), 'mei')).toMatchObject({ status: 'ready', card: { followers: 4 } });
    release();
    await waitFor(() => expect(selectHovercard(store.getState(), 'mei')).toMatchObject({ status: 'ready', card: { followers: 9 } }));
  });

  it('a refresh that fails keeps the card it had', async () => {
    let fail = false;
    server.use(
      ...answerFor('GET /api/user/{slug}/hovercard', () => {
        if (fail) throw mockFail('internal-error');
        return buildHovercard();
      }),
    );
    const store = storeFor();
    await store.dispatch(loadHovercard('mei'));
    fail = true;
    await store.dispatch(loadHovercard('mei'));
    expect(selectHovercard(store.getState(), 'mei')).toMatchObject({ status: 'ready', card: { uid: 6, followers: 4 } });
  });

  it('following or unfollowing the member updates the follower count of its card', async () => {
    server.use(
      ...answerFor('GET /api/user/{slug}/hovercard', () => buildHovercard({ uid: 6, followers: 4 })),
      ...answerFor('PUT /api/v3/users/{uid}/follow', () => ({ followers: 5, viewerFollows: true })),
      ...answerFor('DELETE /api/v3/users/{uid}/follow', () => ({ followers: 4, viewerFollows: false })),
    );
    const store = storeFor();
    await store.dispatch(loadHovercard('mei'));
    await store.dispatch(followMember({ uid: 6, follow: true }));
    expect(selectHovercard(store.getState(), 'mei')).toMatchObject({ card: { followers: 5 } });
    await store.dispatch(followMember({ uid: 6, follow: false }));
    expect(selectHovercard(store.getState(), 'mei')).toMatchObject({ card: { followers: 4 } });
    // Another member's follow leaves this card alone.
    await store.dispatch(followMember({ uid: 7, follow: true }));
    expect(selectHovercard(store.getState(), 'mei')).toMatchObject({ card: { followers: 4 } });
  });
});
