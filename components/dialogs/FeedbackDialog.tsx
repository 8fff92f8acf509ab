import type { FeedbackBody } from '@/services/forms';
import { sendForm } from '@/store/forms/thunks';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { showModal } from '@/store/modals/slice';
import { selectLoggedIn } from '@/store/selectors';
import { Dialog } from './Dialog';
import { Button, FormError, TextField, useForm, type FieldErrors } from '@/components/ui';
import { DialogActions, EmailField, isEmail } from './fields';
import type { DialogComponentProps } from './types';
import styles from './Dialogs.module.css';

interface FeedbackValues {
  message: string;
  /** '' (no rating) or '1' to '5'. */
  rating: string;
  email: string;
}

const RATINGS = [
  { value: '1', text: 'Poor' },
  { value: '2', text: 'Fair' },
  { value: '3', text: 'Good' },
  { value: '4', text: 'Very good' },
  { value: '5', text: 'Excellent' },
] as const;

const PAGE_MAX = 300;

function validate(values: FeedbackValues): FieldErrors<FeedbackValues> {
  const errors: FieldErrors<FeedbackValues> = {};
  if (!values.message.trim()) errors.message = 'Tell us what you think.';
  if (values.email.trim() && !isEmail(values.email)) errors.email = 'Enter a valid email address, like name@example.com.';
  return errors;
}

/** The page the feedback is about: path and query, without the `#feedback` hash. */
function currentPage(): string {
  return `${window.location.pathname}${window.location.search}`.slice(0, PAGE_MAX);
}

/**
 * Feedback (R2.1, R2.2): a message, an optional 1–5 rating and, for visitors, an optional email.
 * Sends the current page with it to POST /api/v3/forms/feedback; the thank-you dialog follows.
 */
export function FeedbackDialog({ onClose }: DialogComponentProps) {
  const dispatch = useAppDispatch();
  const loggedIn = useAppSelector(selectLoggedIn);
  const form = useForm<FeedbackValues>({ initial: { message: '', rating: '', email: '' }, validate, stayBusyOnSuccess: true });
  const { values, setField, errors, error, busy } = form;

  const onSubmit = form.handleSubmit(async (v) => {
    const body: FeedbackBody = {
      message: v.message.trim(),
      page: currentPage(),
      ...(v.rating ? { rating: Number(v.rating) } : {}),
      ...(!loggedIn && v.email.trim() ? { email: v.email.trim() } : {}),
    };
    await dispatch(sendForm({ kind: 'feedback', body })).unwrap();
    dispatch(showModal({ name: 'thankyou', props: { kind: 'feedback' } }));
  });

  return (
    <Dialog title="Send feedback" onClose={onClose}>
      <form method="post" className={styles.form} onSubmit={onSubmit} noValidate aria-busy={busy || undefined}>
        <p className={styles.lead}>What works for you, what does not, what is missing? Every note helps.</p>
        <TextField
          label="Your feedback"
          name="message"
          multiline
          value={values.message}
          onChange={setField('message')}
          error={errors.message}
          required
          maxLength={2000}
        />
        <fieldset className={styles.rating}>
          <legend>
            How would you rate this site? <span className={styles.optional}>(optional)</span>
          </legend>
          <div className={styles.ratingOptions}>
            {RATINGS.map((rating) => (
              <label key={rating.value} className={styles.ratingOption} title={rating.text}>
                <input
                  type="radio"
                  name="rating"
                  value={rating.value}
                  checked={values.rating === rating.value}
                  onChange={() => setField('rating')(rating.value)}
                  aria-label={`${rating.value} out of 5, ${rating.text.toLowerCase()}`}
                />
                <span aria-hidden="true">{rating.value}</span>
              </label>
            ))}
            {values.rating && (
              <Button
                variant="link"
                onClick={(event) => {
                  // The button goes away: focus stays in the group.
                  event.currentTarget.closest('fieldset')?.querySelector<HTMLInputElement>('input[type="radio"]')?.focus();
                  setField('rating')('');
                }}
              >
                Clear rating
              </Button>
            )}
          </div>
        </fieldset>
        {!loggedIn && (
          <EmailField
            value={values.email}
            onChange={setField('email')}
            error={errors.email}
            hint="Only if you would like an answer."
          />
        )}
        <FormError message={error} />
        <DialogActions busy={busy} submitLabel="Send feedback" onCancel={onClose} />
      </form>
    </Dialog>
  );
}
