import type { CreatePollBody, PollVoteBody } from '@/lib/events/schemas';
import type { EventPollsAnswer, PollData } from '@/lib/events/types';
import { fail } from '../http/errors';
import type { Viewer } from '../users/viewer';
import * as repo from './engagementRepository';
import type { PollRow } from './engagementRepository';
import { mayManageEvent } from './permissions';
import { lifecycleOf, statusOf } from './present';
import { visibleEvent } from './reads';

/**
 * Polls on events (R3.11): hosts ask, members answer once (the (poll, member) primary key keeps it
 * to one vote, also when two arrive at once), everyone who may see the event sees the counts.
 * A poll takes no votes once closed, or when its event is not published, has ended or was
 * cancelled.
 */

function member(viewer: Viewer | null): Viewer {
  if (!viewer) throw fail('not-logged-in');
  return viewer;
}

/** Polls with their options, counts and the viewer's choice. */
async function presentPolls(rows: PollRow[], viewer: Viewer | null): Promise<PollData[]> {
  const ids = rows.map((p) => p.id);
  const [options, mine] = await Promise.all([repo.optionsOfPolls(ids), viewer ? repo.pollVotesOf(viewer.uid, ids) : Promise.resolve([])]);
  const myVote = new Map(mine.map((v) => [v.pollId, v.optionId]));
  return rows.map((poll) => {
    const own = options.filter((o) => o.pollId === poll.id).map((o) => ({ id: o.id, text: o.text, votes: o.votes }));
    return {
      id: poll.id,
      event_id: poll.eventId,
      text: poll.text,
      options: own,
      total_votes: own.reduce((sum, o) => sum + o.votes, 0),
      my_vote: myVote.get(poll.id) ?? null,
      created_at: poll.createdAt.toISOString(),
    };
  });
}

/** GET /poll/event/{id}: the event's polls, oldest first. */
export async function eventPolls(viewer: Viewer | null, eventId: number): Promise<EventPollsAnswer> {
  await visibleEvent(eventId, viewer);
  return { polls: await presentPolls(await repo.pollsOfEvent(eventId), viewer) };
}

/** POST /poll/event/{id}: a host adds a poll to an event that is not deleted. */
export async function createPoll(viewerIn: Viewer | null, eventId: number, body: CreatePollBody): Promise<PollData> {
  const viewer = member(viewerIn);
  const { row, access } = await visibleEvent(eventId, viewer);
  if (!mayManageEvent(viewer, access)) throw fail('no-privileges');
  if (statusOf(row) === 'deleted') throw fail('event-deleted');
  const id = await repo.insertPoll(eventId, viewer.uid, body.text, body.options);
  const poll = await repo.findPoll(id);
  const [answer] = await presentPolls([poll!], viewer);
  return answer!;
}

export interface PollVoteOptions {
  /** The moment that counts as now (demo content votes in polls of past events as they ran). */
  now?: number;
}

/** PUT /poll/{id}/vote: the member's one vote for one of the poll's options. */
export async function votePoll(viewerIn: Viewer | null, pollId: number, body: PollVoteBody, opts: PollVoteOptions = {}): Promise<PollData> {
  const viewer = member(viewerIn);
  const poll = await repo.findPoll(pollId);
  if (!poll) throw fail('no-poll');
  const { row } = await visibleEvent(poll.eventId, viewer).catch(() => {
    throw fail('no-poll');
  });
  const lifecycle = lifecycleOf(row, opts.now ?? Date.now());
  if (poll.closed || statusOf(row) !== 'published' || lifecycle === 'ended' || lifecycle === 'cancelled') throw fail('poll-closed');
  const options = await repo.optionsOfPolls([pollId]);
  if (!options.some((o) => o.id === body.option_id)) throw fail('invalid-poll-option');
  if (!(await repo.insertPollVote(pollId, body.option_id, viewer.uid))) throw fail('poll-already-voted');
  const [answer] = await presentPolls([poll], viewer);
  return answer!;
}
