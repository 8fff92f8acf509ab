import type { AsyncThunkAction } from '@reduxjs/toolkit';
import { useEffect, useRef } from 'react';
import { Button, useSubmit } from '@/components/ui';
import { useAppDispatch } from '@/store/hooks';
import type { ThunkConfig } from '@/store/thunks';
import { setPostDeleted } from '@/store/topic/thunks';
import type { TextCheck } from './textChecks';
import { TextForm, useTextForm } from './TextForm';
import styles from './Topic.module.css';

/**
 * The forms that open under a post's action bar (./PostActions.tsx): confirming a delete, and a
 * text for the moderators. Their code loads when one first opens.
 */

/** "Delete this …?" with Yes and Cancel; takes focus when it opens (its opener may be folded away). */
export function DeletePanel({ id, pid, noun, onClose }: { id: string; pid: number; noun: string; onClose: (deleted: boolean) => void }) {
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
      aria-label={`Delete this ${noun}?`}
      className={`${styles.panel} ${styles.confirm}`}
      onKeyDown={(event) => event.key === 'Escape' && onClose(false)}
    >
      <span>{`Delete this ${noun}?`}</span>
      <Button variant="danger" disabled={busy} onClick={() => void remove()}>
        Yes, delete
      </Button>
      <Button variant="secondary" onClick={() => onClose(false)}>
        Cancel
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
}

/** A text for the moderators, written under the action bar: a flag's reason or a topic review. */
export function PanelForm<R>({ id, label, rows, maxLength, submitLabel, check, send, onClose }: PanelFormProps<R>) {
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
      submitLabel={submitLabel}
      busyLabel="Sending…"
      onCancel={() => onClose(false)}
    />
  );
}
