import { useEffect } from 'react';
import { Button, useSubmit } from '@/components/ui';
import { unescapeText } from '@/lib/names';
import type { PollData } from '@/lib/events/types';
import { useLocale, useT } from '@/lib/i18n/useT';
import { formatCount } from '@/lib/numbers';
import { loadEventPolls, selectEventPolls, voteInPoll } from '@/store/events/slice';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { requireLogin } from '@/store/login/slice';
import styles from './Events.module.css';

/**
 * R3.11: the event's polls with their results, from the page's seed (the member's choice from the
 * personal layer); a member votes once, a visitor is asked to log in.
 */
export function EventPolls({ id }: { id: number }) {
  const t = useT('events');
  const dispatch = useAppDispatch();
  const polls = useAppSelector((state) => selectEventPolls(state, id));
  // The page brings them (server/ssr/events.ts); they are asked for only when it could not.
  const missing = polls === undefined;
  useEffect(() => {
    if (missing) void dispatch(loadEventPolls(id));
  }, [dispatch, id, missing]);
  if (!polls || polls.length === 0) return null;
  return (
    <section className={styles.section} aria-labelledby="event-polls">
      <h2 id="event-polls">{polls.length === 1 ? t('polls.one') : t('polls.many')}</h2>
      {polls.map((poll) => (
        <Poll key={poll.id} poll={poll} />
      ))}
    </section>
  );
}

function Poll({ poll }: { poll: PollData }) {
  const t = useT('events');
  const locale = useLocale();
  const dispatch = useAppDispatch();
  const { busy, error, run } = useSubmit();
  const voted = poll.my_vote !== null;
  const total = Math.max(0, poll.total_votes);
  return (
    <div className={styles.poll} data-testid={`poll-${poll.id}`}>
      <p dir="auto" className={styles.pollText}>
        {unescapeText(poll.text)}
      </p>
      <ul className={styles.pollOptions}>
        {poll.options.map((option) => {
          const share = total > 0 ? Math.round((option.votes / total) * 100) : 0;
          return (
            <li key={option.id}>
              <div className={styles.pollRow}>
                <span>
                  {unescapeText(option.text)}
                  {poll.my_vote === option.id && <span className={styles.role}> {t('polls.yourVote')}</span>}
                </span>
                <span className={styles.count}>
                  {share}% · {formatCount(option.votes, locale)}
                </span>
              </div>
              <div className={styles.bar} aria-hidden="true">
                <span style={{ width: `${share}%` }} />
              </div>
              {!voted && (
                <Button
                  variant="secondary"
                  busy={busy}
                  onClick={() => {
                    if (!dispatch(requireLogin('vote'))) return;
                    void run(() => dispatch(voteInPoll({ pollId: poll.id, optionId: option.id })).unwrap());
                  }}
                >
                  {t('polls.voteFor', { option: unescapeText(option.text) })}
                </Button>
              )}
            </li>
          );
        })}
      </ul>
      <p className={styles.role}>{t('polls.votes', { count: total })}</p>
      {error && <p role="alert">{error}</p>}
    </div>
  );
}
