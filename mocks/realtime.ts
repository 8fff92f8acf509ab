import type { ClientEventName, ServerEventName, ServerEventPayload } from '@/lib/realtime/events';

/**
 * The client tests' generated API's realtime side: mocked writes and timers announce events here,
 * for the tests that listen (`npm run dev:mock` has the real socket.io). Client events (`notifications.get`, `event:join`) are answered by the
 * features that register an answer.
 */

type Delivery = (event: ServerEventName, payload: unknown) => void;
type ClientAnswer = (payload: unknown) => unknown;

const deliveries = new Set<Delivery>();
const answers = new Map<ClientEventName, ClientAnswer>();
const tickers: Array<() => void> = [];

/** Announces a server event to every simulated socket of this page. */
export function announce<E extends ServerEventName>(event: E, payload: ServerEventPayload<E>): void {
  for (const deliver of deliveries) deliver(event, payload);
}

export function onAnnounce(deliver: Delivery): () => void {
  deliveries.add(deliver);
  return () => deliveries.delete(deliver);
}

/** A feature's answer to a client event (its acknowledgement). */
export function answerClientEvent(event: ClientEventName, answer: ClientAnswer): void {
  answers.set(event, answer);
}

export function clientEventAnswer(event: ClientEventName, payload: unknown): unknown {
  const answer = answers.get(event);
  return answer ? answer(payload) : null;
}

/** Something that happens by itself every tick of the simulated socket (a new post from someone else). */
export function onTick(ticker: () => void): void {
  tickers.push(ticker);
}

export function tick(): void {
  for (const ticker of tickers) ticker();
}
