import { useId, useState, type FormEvent } from 'react';
import { Button, useSubmit } from '@/components/ui';
import { QA_LIMITS } from '@/lib/events/qa';
import { useT } from '@/lib/i18n/useT';
import { askQuestion } from '@/store/eventQa/slice';
import { useAppDispatch } from '@/store/hooks';
import styles from './QaQueue.module.css';

/** The ask form of the Q&A queue (issue 36): plain text, labelled, with the characters left. */
export function AskQuestionForm({ id }: { id: number }) {
  const t = useT('events');
  const dispatch = useAppDispatch();
  const { busy, error, run } = useSubmit();
  const [text, setText] = useState('');
  const fieldId = useId();
  const left = QA_LIMITS.textMax - text.length;
  const ready = text.trim().length >= QA_LIMITS.textMin;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!ready) return;
    if (await run(() => dispatch(askQuestion({ id, text: text.trim() })).unwrap())) setText('');
  };

  return (
    <form className={styles.ask} onSubmit={(event) => void submit(event)}>
      <label htmlFor={fieldId}>{t('qa.askLabel')}</label>
      <textarea
        id={fieldId}
        dir="auto"
        rows={2}
        value={text}
        maxLength={QA_LIMITS.textMax}
        aria-describedby={`${fieldId}-left`}
        onChange={(event) => setText(event.target.value)}
      />
      <div className={styles.askRow}>
        <span id={`${fieldId}-left`} className={styles.note} aria-live="polite">
          {t('qa.remaining', { count: left })}
        </span>
        <Button type="submit" busy={busy} busyLabel={t('qa.asking')} disabled={!ready}>
          {t('qa.ask')}
        </Button>
      </div>
      {error && <p role="alert">{error}</p>}
    </form>
  );
}
