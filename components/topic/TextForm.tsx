import { useCallback, useState, type FormEvent, type ReactNode } from 'react';
import type { AsyncThunkAction } from '@reduxjs/toolkit';
import { Button, Field, useSubmit } from '@/components/ui';
import { readLocalDraft, writeLocalDraft } from '@/lib/discussions/localDrafts';
import { useT } from '@/lib/i18n/useT';
import { MESSAGES } from '@/services/http';
import { useAppDispatch } from '@/store/hooks';
import type { ThunkConfig } from '@/store/thunks';
import type { TextCheck } from './textChecks';

/** The state of one text form: its content, whether it is sending, and its inline error. */
interface TextFormState {
  content: string;
  setContent: (content: string) => void;
  sending: boolean;
  error: string | null;
  /** True when the box opened with text kept in this browser from an earlier visit (issue 37). */
  restored: boolean;
  /**
   * A submit handler: `check` returns an error for the trimmed text (or null); `send` makes the
   * thunk action that posts it; `done` runs with its result once it succeeds. A refusal shows
   * the API's message inline.
   */
  submit: <R>(
    check: TextCheck,
    send: (text: string) => AsyncThunkAction<R, unknown, ThunkConfig>,
    done: (result: R) => void,
  ) => (event: FormEvent) => void;
}

/**
 * Content plus the shared submit state (useSubmit), with the check-then-send flow. With a
 * `draftKey` (lib/discussions/localDrafts.ts) the text is kept in this browser as it is typed and
 * comes back when the box opens again, until it is sent or emptied (issue 37).
 */
export function useTextForm(initial = '', draftKey?: string): TextFormState {
  const dispatch = useAppDispatch();
  // Read once, as the box first renders: a box with a key renders in the browser alone (the
  // member's reply box is never in the server's HTML), so no hydration meets this browser's text.
  const [kept] = useState(() => (draftKey ? readLocalDraft(draftKey) : ''));
  const [content, setText] = useState(kept || initial);
  const [restored, setRestored] = useState(kept !== '');
  const { busy, error, setError, run } = useSubmit();
  const setContent = useCallback(
    (next: string) => {
      setText(next);
      if (draftKey) writeLocalDraft(draftKey, next);
      if (next === '') setRestored(false);
    },
    [draftKey],
  );

  const submit: TextFormState['submit'] = (check, send, done) => (event) => {
    event.preventDefault();
    const text = content.trim();
    void Promise.resolve(check(text)).then((invalid) => {
      if (invalid) {
        setError(invalid);
        return;
      }
      void run(async () => {
        const result = await dispatch(send(text)).unwrap();
        done(result);
      });
    }, () => setError(MESSAGES.unreachable)); // the catalogue's chunk could not be fetched
  };
  return { content, setContent, sending: busy, error, restored, submit };
}

interface TextFormProps {
  form: TextFormState;
  onSubmit: (event: FormEvent) => void;
  /** The textarea's visible label (its accessible name). */
  label: ReactNode;
  submitLabel: string;
  /** The submit button's text while sending ("Saving…"). */
  busyLabel: string;
  /** Shows a Cancel button. */
  onCancel?: () => void;
  rows: number;
  maxLength: number;
  className: string;
  /** The form's id (for a disclosure's aria-controls). */
  id?: string;
  name?: string;
  autoFocus?: boolean;
  /** Shown between the label and the textarea. */
  intro?: ReactNode;
  /** Fields of the form shown before the text (slow mode's interval). */
  before?: ReactNode;
  /** A hint below the textarea, always part of its description. */
  hint?: ReactNode;
  /** Disables the submit button while the text is blank. */
  requireText?: boolean;
}

/** A labelled textarea (ui Field) with an inline error alert, a submit button and an optional Cancel. */
export function TextForm({
  form,
  onSubmit,
  label,
  submitLabel,
  busyLabel,
  onCancel,
  rows,
  maxLength,
  className,
  id,
  name,
  autoFocus,
  intro,
  before,
  hint,
  requireText = false,
}: TextFormProps) {
  const t = useT('topic');
  const { content, setContent, sending, error } = form;
  return (
    <form id={id} className={`${className} stack`} onSubmit={onSubmit} noValidate>
      {before}
      <Field label={label} hint={hint} error={error} announceError>
        {(control) => (
          <>
            {intro}
            <textarea
              {...control}
              name={name}
              value={content}
              onChange={(e) => setContent(e.target.value)}
              rows={rows}
              maxLength={maxLength}
              autoFocus={autoFocus}
            />
          </>
        )}
      </Field>
      <div className="row">
        <Button type="submit" busy={sending} busyLabel={busyLabel} disabled={requireText && content.trim() === ''}>
          {submitLabel}
        </Button>
        {onCancel && (
          <Button variant="secondary" onClick={onCancel}>
            {t('form.cancel')}
          </Button>
        )}
      </div>
    </form>
  );
}
