import type { AsyncThunkAction } from '@reduxjs/toolkit';
import { useEffect, useRef, type ReactNode } from 'react';
import { Button, useSubmit } from '@/components/ui';
import { useT } from '@/lib/i18n/useT';
import { useAppDispatch } from '@/store/hooks';
import type { ThunkConfig } from '@/store/thunks';
import { setPostDeleted } from '@/store/topic/thunks';
import type { PostNoun } from './labels';
import type { TextCheck } from './textChecks';
import { TextForm, useTextForm } from './TextForm';
import styles from './Topic.module.css';

/**
 * The forms that open under a post's action bar (./PostActions.tsx): confirming a delete, and a
 * text for the moderators. Their code loads when one first opens.
 */

/** "Delete this …?" with Yes and Cancel; takes focus when it opens (its opener may be folded away). */
export function DeletePanel({ id, pid, noun, onClose }: { id: string; pid: number; noun: PostNoun; onClose: (deleted: boolean) => void }) {
  const t = useT('topic');
  const dispatch = useAppDispatch();
  const { busy, run } = useSubmit();
  const group = useRef<HTMLDivElement>(null);
  useEffect(() => group.current?.focus(), []);
  const remove = () =>
    run(async () => {
      await dispatch(setPostDeleted({ pid, deleted: true })).unwrap();
      onClose(true);
    });
  return (
    <div
      id={id}
      ref={group}
      tabIndex={-1}
      role="group"
      aria-label={t('delete.confirm', { noun })}
      className={`${styles.panel} ${styles.confirm}`}
      onKeyDown={(event) => event.key === 'Escape' && onClose(false)}
    >
      <span>{t('delete.confirm', { noun })}</span>
      <Button variant="danger" disabled={busy} onClick={() => void remove()}>
        {t('delete.yes')}
      </Button>
      <Button variant="secondary" onClick={() => onClose(false)}>
        {t('form.cancel')}
      </Button>
    </div>
  );
}

export interface PanelFormProps<R> {
  id: string;
  label: string;
  rows: number;
  maxLength: number;
  submitLabel: string;
  /** The form's own check of the trimmed text: an error message, or null to send. */
  check: TextCheck;
  send: (text: string) => AsyncThunkAction<R, unknown, ThunkConfig>;
  onClose: (sent: boolean) => void;
  /** Fields shown before the text (a lock's choice of lock or slow mode); the text keeps the focus. */
  before?: ReactNode;
}

/** A text for the moderators, written under the action bar: a flag's reason, a topic review, a lock's or slow mode's reason. */
export function PanelForm<R>({ id, label, rows, maxLength, submitLabel, check, send, onClose, before }: PanelFormProps<R>) {
  const t = useT('topic');
  const form = useTextForm();
  const submit = form.submit(check, send, () => onClose(true));
  return (
    <TextForm
      id={id}
      form={form}
      onSubmit={submit}
      className={styles.panel}
      label={label}
      rows={rows}
      maxLength={maxLength}
      autoFocus
      before={before}
      submitLabel={submitLabel}
      busyLabel={t('form.sending')}
      onCancel={() => onClose(false)}
    />
  );
}
