import { Avatar, Badge, Button, useSubmit } from '@/components/ui';
import type { EventQuestion } from '@/lib/events/qa';
import { useT } from '@/lib/i18n/useT';
import { displayName } from '@/lib/names';
import { voteQuestion } from '@/store/eventQa/slice';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { selectUid } from '@/store/selectors';
import { QuestionHostControls } from './QuestionHostControls';
import styles from './QaQueue.module.css';

interface Props {
  question: EventQuestion;
  /** The viewer may vote (a registrant while the event is live). */
  canVote: boolean;
  /** The viewer hosts the event. */
  canModerate: boolean;
}

/** One question of the queue (issue 36): its words, asker, votes, status and, for hosts, what they may do. */
export function QuestionItem({ question, canVote, canModerate }: Props) {
  const t = useT('events');
  const dispatch = useAppDispatch();
  const uid = useAppSelector(selectUid);
  const { busy, run } = useSubmit();
  const own = question.user.uid === uid;
  const name = displayName(question.user);
  const votes = t('qa.votes', { count: question.vote_count });
  const answering = question.status === 'answering';
  const className = [styles.question, answering ? styles.answering : '', question.status === 'dismissed' ? styles.dismissed : ''].filter(Boolean).join(' ');

  return (
    <li className={className} data-testid={`question-${question.id}`} aria-current={answering ? 'true' : undefined}>
      {answering && <Badge tone="accent">{t('qa.nowAnswering')}</Badge>}
      {question.status === 'answered' && <Badge tone="success">{t('qa.answered')}</Badge>}
      {question.status === 'dismissed' && <Badge tone="neutral">{t('qa.dismissed')}</Badge>}
      <p dir="auto" className={styles.text}>
        {question.text}
      </p>
      <div className={styles.meta}>
        <span className={styles.asker}>
          <Avatar src={question.user.picture} alt="" size={20} />
          {t('qa.askedBy', { name })}
        </span>
        {canVote && !own && question.status !== 'dismissed' ? (
          <Button
            variant="secondary"
            aria-pressed={question.voted}
            busy={busy}
            onClick={() => void run(() => dispatch(voteQuestion({ id: question.event_id, qid: question.id, up: !question.voted })).unwrap())}
          >
            {t('qa.upvote')} · {votes}
          </Button>
        ) : (
          <span className={styles.note}>{votes}</span>
        )}
      </div>
      {question.answer !== '' && (
        <div className={styles.answer}>
          <strong>{t('qa.hostAnswer')}</strong>
          <p dir="auto">{question.answer}</p>
        </div>
      )}
      {canModerate && <QuestionHostControls question={question} />}
    </li>
  );
}
