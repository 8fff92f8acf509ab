import type { IncomingMessage } from 'node:http';

/**
 * What a page's render counts that every later serving of its stored copy must count again: a
 * search page's search in the search log (server/ssr/search.ts). The render counts at once and
 * leaves the count on its request; the pipeline keeps it with the stored page and runs it on each
 * hit. On the request object under a global symbol: Next's bundle (the render) and the custom
 * server (the pipeline) load this module separately.
 */
const SERVING_COUNTS = Symbol.for('community.servingCounts');
type RequestWithCounts = IncomingMessage & { [SERVING_COUNTS]?: Array<() => void> };

const UNCOUNTED = Symbol.for('community.uncountedRender');
type MarkedRequest = RequestWithCounts & { [UNCOUNTED]?: true };

/** Marks a render no reader is shown (the search page's shell, ./searchShell.ts): it counts nothing. */
export function renderWithoutCounting(req: IncomingMessage): void {
  (req as MarkedRequest)[UNCOUNTED] = true;
}

/** Runs `count` for this request and keeps it for each serving of the page's stored copy. */
export function countEveryServing(req: IncomingMessage, count: () => void): void {
  if ((req as MarkedRequest)[UNCOUNTED]) return;
  count();
  const held = req as RequestWithCounts;
  (held[SERVING_COUNTS] ??= []).push(count);
}

/** The counts a render left on its request (none: an empty list). */
export function servingCountsOf(req: IncomingMessage): Array<() => void> {
  return (req as RequestWithCounts)[SERVING_COUNTS] ?? [];
}
