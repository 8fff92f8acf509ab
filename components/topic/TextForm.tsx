import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { errorText } from '@/lib/errors/catalogue';
import type { AsyncThunkAction } from '@reduxjs/toolkit';
import type { SerializedApiError } from '@/services/http';
import { useAppDispatch } from '@/store/hooks';
import type { ThunkConfig } from '@/store/thunks';

/** The state of one text form: its content, whether it is sending, and its inline error. */
export interface TextFormState {
  content: string;
  setContent: (content: string) => void;
  sending: boolean;
  error: string | null;
  /**
   * A submit handler: `check` returns an error for the trimmed text (or null); `send` makes the
   * thunk action that posts it; `done` runs with its result once it succeeds. A refusal shows
   * the API's message inline.
   */
  submit: <R>(
    check: (text: string) => string | null,
    send: (text: string) => AsyncThunkAction<R, unknown, ThunkConfig>,
    done: (result: R) => void,
  ) => (event: FormEvent) => void;
}

/** The catalogue error for text shorter than `min` (or longer than `max`), else null. */
export function lengthError(text: string, min: number, max?: number): string | null {
  if (text.length < min) return errorText('content-too-short', [min]);
  if (max !== undefined && text.length > max) return errorText('content-too-long', [max]);
  return null;
}

/** Content, sending and error state for a TextForm, with the validate-then-send submit flow. */
export function useTextForm(initial = ''): TextFormState {
  const dispatch = useAppDispatch();
  const [content, setContent] = useState(initial);
  const [sending, setSending] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const submit: TextFormState['submit'] = (check, send, done) => (event) => {
    event.preventDefault();
    const text = content.trim();
    const invalid = check(text);
    if (invalid) {
      setError(invalid);
      return;
    }
    setSending(true);
    setError(null);
    void dispatch(send(text)).then((result) => {
      setSending(false);
      if ('error' in result) setError((result.payload as SerializedApiError | undefined)?.message ?? 'Something went wrong');
      else done(result.payload);
    });
  };
  return { content, setContent, sending, error, submit };
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
  /** A hint below the textarea, always part of its description. */
  hint?: ReactNode;
  /** Disables the submit button while the text is blank. */
  requireText?: boolean;
}

/** A labelled textarea with an inline error alert, a submit button and an optional Cancel. */
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
  hint,
  requireText = false,
}: TextFormProps) {
  const baseId = useId();
  const { content, setContent, sending, error } = form;
  const fieldId = `${baseId}-text`;
  const errorId = `${baseId}-error`;
  const hintId = hint ? `${baseId}-hint` : undefined;
  const describedBy = [hintId, error ? errorId : undefined].filter(Boolean).join(' ') || undefined;
  return (
    <form id={id} className={`${className} stack`} onSubmit={onSubmit} noValidate>
      <label htmlFor={fieldId}>{label}</label>
      {intro}
      <textarea
        id={fieldId}
        name={name}
        value={content}
        onChange={(e) => setContent(e.target.value)}
        rows={rows}
        maxLength={maxLength}
        autoFocus={autoFocus}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
      />
      {hint && (
        <p id={hintId} className="field-hint">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className="error" role="alert">
          {error}
        </p>
      )}
      <div className="row">
        <button type="submit" disabled={sending || (requireText && content.trim() === '')}>
          {sending ? busyLabel : submitLabel}
        </button>
        {onCancel && (
          <button type="button" className="secondary" onClick={onCancel}>
            Cancel
          </button>
        )}
      </div>
    </form>
  );
}
