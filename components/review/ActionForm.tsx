import { useEffect, useRef } from 'react';
import { Button, Field, FormError, TextField, useForm } from '@/components/ui';
import { CHAT_SILENCE_MINUTES } from '@/lib/chat/types';
import { useT } from '@/lib/i18n/useT';
import { MODERATION_LIMITS } from '@/lib/moderation/types';
import type { RestrictingAction } from '@/lib/review/actions';
import type { ReviewAction, ReviewTarget } from '@/lib/review/types';
import { useAppDispatch } from '@/store/hooks';
import { actOnReview } from '@/store/review/slice';
import styles from './Review.module.css';

/** The actions asked here (silence and suspend are asked in the suspend dialog). */
type FormAction = Exclude<ReviewAction, RestrictingAction>;

const SUBMIT_TEXTS = {
  dismiss: 'review.submit.dismiss',
  hide: 'review.submit.hide',
  delete: 'review.submit.delete',
  lock: 'review.submit.lock',
  warn: 'review.submit.warn',
  approve: 'review.submit.approve',
  reject: 'review.submit.reject',
  'silence-room': 'review.submit.silenceRoom',
} as const;

/** A room silence's lengths (issue 36): minutes, or `lifted` for until a moderator lifts it. */
const ROOM_SILENCES = [...CHAT_SILENCE_MINUTES.map(String), 'lifted'] as const;

/** The end of a room silence of the chosen length from now (unix ms), or null until lifted. */
const roomSilenceEnd = (length: string): number | null => (length === 'lifted' ? null : Date.now() + Number(length) * 60_000);

/** The submit words of an action on an event or a project, where they differ from a post's. */
function submitText(item: ReviewTarget, action: FormAction) {
  if (item.type === 'project' && action === 'hide') return 'review.submit.hideProject' as const;
  if (item.type === 'event' && action === 'delete') return 'review.submit.deleteEvent' as const;
  return SUBMIT_TEXTS[action];
}

/**
 * The reason for an action on a review item (issue 35), under its buttons: optional but for a
 * warning, which is its words. The box takes the focus; Escape or Cancel closes it.
 */
export function ActionForm({ item, action, onClose }: { item: ReviewTarget; action: FormAction; onClose: () => void }) {
  const t = useT('admin');
  const dispatch = useAppDispatch();
  const box = useRef<HTMLInputElement & HTMLTextAreaElement>(null);
  useEffect(() => box.current?.focus(), []);
  const form = useForm<{ reason: string; length: string }>({
    initial: { reason: '', length: String(CHAT_SILENCE_MINUTES[0]) },
    validate: (v) => ({ reason: action === 'warn' && !v.reason.trim() ? t('review.warningEmpty') : undefined }),
  });
  const onSubmit = form.handleSubmit(async (v) => {
    const until = action === 'silence-room' ? roomSilenceEnd(v.length) : undefined;
    await dispatch(actOnReview({ item, action, reason: v.reason.trim(), until })).unwrap();
  });
  return (
    <form
      method="post"
      className={styles.form}
      onSubmit={onSubmit}
      noValidate
      aria-busy={form.busy || undefined}
      onKeyDown={(event) => {
        if (event.key !== 'Escape') return;
        event.stopPropagation();
        onClose();
      }}
    >
      {action === 'silence-room' && (
        <Field label={t('review.silenceRoomFor')}>
          {(control) => (
            <select {...control} name="length" value={form.values.length} onChange={(e) => form.setField('length')(e.target.value)}>
              {ROOM_SILENCES.map((length) => (
                <option key={length} value={length}>
                  {length === 'lifted' ? t('review.silenceRoomLifted') : t('review.silenceRoomMinutes', { minutes: Number(length) })}
                </option>
              ))}
            </select>
          )}
        </Field>
      )}
      <TextField
        label={action === 'warn' ? t('review.warning') : t('review.reason')}
        name="reason"
        multiline
        rows={2}
        value={form.values.reason}
        onChange={form.setField('reason')}
        error={form.errors.reason}
        maxLength={MODERATION_LIMITS.reasonMax}
        inputRef={box}
      />
      <FormError message={form.error} />
      <div className={styles.formActions}>
        <Button type="submit" variant={action === 'delete' || action === 'hide' ? 'danger' : 'primary'} disabled={form.busy}>
          {t(submitText(item, action))}
        </Button>
        <Button variant="secondary" onClick={onClose}>
          {t('review.cancel')}
        </Button>
      </div>
    </form>
  );
}
