import { useId, useState } from 'react';
import { Button, useSubmit } from '@/components/ui';
import { QA_LIMITS, type EventQuestion, type QuestionStatus } from '@/lib/events/qa';
import { useT } from '@/lib/i18n/useT';
import { handleQuestion } from '@/store/eventQa/slice';
import { useAppDispatch } from '@/store/hooks';
import styles from './QaQueue.module.css';

/**
 * A host's controls of one question (issue 36): Now answering (the one answered before it becomes
 * answered), Answered with an optional typed answer, Dismiss (hidden from everyone else), Reopen.
 */
export function QuestionHostControls({ question }: { question: EventQuestion }) {
  const t = useT('events');
  const dispatch = useAppDispatch();
  const { busy, error, run } = useSubmit();
  const [answering, setAnswering] = useState(false);
  const [answer, setAnswer] = useState(question.answer);
  const fieldId = useId();

  const set = (status: QuestionStatus, typed?: string) =>
    run(() => dispatch(handleQuestion({ id: question.event_id, qid: question.id, status, answer: typed })).unwrap());

  if (answering) {
    return (
      <form
        className={styles.ask}
        onSubmit={(event) => {
          event.preventDefault();
          void set('answered', answer.trim()).then((done) => done && setAnswering(false));
        }}
      >
        <label htmlFor={fieldId}>{t('qa.answerLabel')}</label>
        <textarea id={fieldId} dir="auto" rows={3} value={answer} maxLength={QA_LIMITS.answerMax} onChange={(event) => setAnswer(event.target.value)} />
        <div className={styles.controls}>
          <Button type="submit" busy={busy}>
            {t('qa.saveAnswer')}
          </Button>
          <Button type="button" variant="secondary" onClick={() => setAnswering(false)}>
            {t('qa.cancel')}
          </Button>
        </div>
        {error && <p role="alert">{error}</p>}
      </form>
    );
  }

  return (
    <div className={styles.controls} role="group" aria-label={t('qa.hostControls')}>
      {question.status !== 'answering' && question.status !== 'dismissed' && (
        <Button variant="secondary" busy={busy} onClick={() => void set('answering')}>
          {t('qa.markAnswering')}
        </Button>
      )}
      {question.status !== 'dismissed' && (
        <Button variant="secondary" disabled={busy} onClick={() => setAnswering(true)}>
          {t('qa.markAnswered')}
        </Button>
      )}
      {question.status === 'dismissed' ? (
        <Button variant="secondary" busy={busy} onClick={() => void set('open')}>
          {t('qa.reopen')}
        </Button>
      ) : (
        <Button variant="secondary" busy={busy} onClick={() => void set('dismissed')}>
          {t('qa.dismiss')}
        </Button>
      )}
      {error && <p role="alert">{error}</p>}
    </div>
  );
}
