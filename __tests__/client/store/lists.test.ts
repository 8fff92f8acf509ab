import { initialList, listFulfilled, listPending, listRejected, hasMoreByPageSize } from '@/store/lists';

describe('list loading states (R3.18, R4.4, R8.5)', () => {
  it('R3.18: starts in the initial state', () => {
    expect(initialList()).toMatchObject({ ids: [], status: 'initial', page: 0 });
  });

  it('R4.4: page below 2 clears, then sets; later pages append without repeats', () => {
    const list = initialList<number>();
    listFulfilled(list, { page: 1, ids: [1, 2], hasMore: true });
    listPending(list, 2);
    expect(list.ids).toEqual([1, 2]);
    expect(list.status).toBe('loading');
    listFulfilled(list, { page: 2, ids: [2, 3], hasMore: true });
    expect(list.ids).toEqual([1, 2, 3]);
    expect(list.status).toBe('hasMore');
    listPending(list, 1);
    expect(list.ids).toEqual([]);
    listFulfilled(list, { page: 1, ids: [9], hasMore: false });
    expect(list).toMatchObject({ ids: [9], status: 'end', page: 1 });
  });

  it('R4.4/R8.5: a failure sets the error state with the HTTP status, 500 by default', () => {
    const list = initialList();
    listPending(list, 1);
    listRejected(list, { message: 'Error:502 Bad Gateway', code: 502 });
    expect(list).toMatchObject({ status: 'error', error: 'Error:502 Bad Gateway', errorCode: 502 });
    listRejected(list, { message: 'Sorry, we could not reach our servers', code: -1 });
    expect(list.errorCode).toBe(500);
    listRejected(list, undefined);
    expect(list.errorCode).toBe(500);
  });

  it('R9.2: has more exactly when a full page came back', () => {
    expect(hasMoreByPageSize(20, 20)).toBe(true);
    expect(hasMoreByPageSize(19, 20)).toBe(false);
  });
});
