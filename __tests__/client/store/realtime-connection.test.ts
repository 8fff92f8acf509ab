import { makeStore } from '@/store';
import { connectRealtime } from '@/store/realtime/connection';

let clientLoaded = false;
const socket = { on: jest.fn(), removeAllListeners: jest.fn(), disconnect: jest.fn() };
const io = jest.fn(() => socket);

jest.mock('socket.io-client', () => {
  clientLoaded = true;
  return { io };
});

/** Issue 33: the realtime client's code and its first calls are two tasks, not one long one. */
describe('the realtime connection (store/realtime/connection.ts)', () => {
  it('issue 33: connects in a later task than the one that ran the loaded client', async () => {
    const store = makeStore();
    const disconnect = store.dispatch(connectRealtime({ url: 'http://127.0.0.1:9' }));
    expect(store.getState().realtime.status).toBe('connecting');
    // Every microtask, no new task: the client's module has run, the connection has not started.
    for (let i = 0; i < 50; i += 1) await Promise.resolve();
    expect(clientLoaded).toBe(true);
    expect(io).not.toHaveBeenCalled();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(io).toHaveBeenCalledTimes(1);
    expect(io).toHaveBeenCalledWith('http://127.0.0.1:9', expect.objectContaining({ path: '/socket.io' }));
    disconnect();
    expect(socket.disconnect).toHaveBeenCalled();
    expect(store.getState().realtime.status).toBe('idle');
  });
});
