import { useState } from 'react';
import { DialogActions } from './fields';
import { Field, FormError, TextField, useForm } from '@/components/ui';
import { dateInputToSeconds, secondsToDateInput } from '@/lib/dates';
import type { MessageKey } from '@/lib/i18n/catalogues';
import { useT } from '@/lib/i18n/useT';
import { suspendBody } from '@/lib/moderation/schemas';
import { SUSPENSION_LENGTHS, suspensionEndOf, type SuspensionLength } from '@/lib/moderation/suspension';
import { MODERATION_LIMITS, type Restriction } from '@/lib/moderation/types';
import { DAY_MS } from '@/lib/time';
import { useAppDispatch } from '@/store/hooks';
import { setRestriction } from '@/store/moderation/restrictions';
import { actOnReview } from '@/store/review/slice';
import type { ReviewTarget } from '@/lib/review/types';
import { RESTRICTION_TEXTS } from './restrictionTexts';
import dialogStyles from './Dialogs.module.css';

/** Each length's words (until lifted: ./restrictionTexts.ts). */
const LENGTH_TEXTS = {
  '1': 'suspend.length.1',
  '3': 'suspend.length.3',
  '7': 'suspend.length.7',
  '30': 'suspend.length.30',
  date: 'suspend.length.date',
} as const satisfies Record<Exclude<SuspensionLength, 'lifted'>, MessageKey<'dialogs'>>;

interface SuspendValues {
  length: SuspensionLength;
  /** The last day, as the date input gives it (YYYY-MM-DD), when `length` is `date`. */
  until: string;
  reason: string;
}

/** The end the values give from now (lib/moderation/suspension.ts); undefined when a day is asked for and missing. */
function endOf(values: SuspendValues): number | null | undefined {
  const seconds = values.until ? dateInputToSeconds(values.until, 'end') : null;
  return suspensionEndOf(values.length, Date.now(), seconds === null ? null : seconds * 1000);
}

/** The first day a chosen last day may be (the date input's `min`). */
const tomorrow = () => secondsToDateInput(Math.floor((Date.now() + DAY_MS) / 1000));

interface SuspendFormProps {
  kind: Restriction;
  uid: number;
  name: string;
  /** From the review queue: it goes through the item's action, which closes its reports. */
  review?: ReviewTarget;
  onDone: () => void;
  onCancel: () => void;
}

/**
 * Suspend or silence a member (issue 35): for how long (days, until a day, or until lifted) and
 * why. The request schema checks the end before sending, as the server does (`ban-expiry-missing`).
 */
export function SuspendForm({ kind, uid, name, review, onDone, onCancel }: SuspendFormProps) {
  const t = useT('dialogs');
  const texts = RESTRICTION_TEXTS[kind];
  const dispatch = useAppDispatch();
  const form = useForm<SuspendValues>({
    initial: { length: '7', until: '', reason: '' },
    schema: { schema: suspendBody, body: (v) => ({ reason: v.reason, until: endOf(v) }) },
  });
  const { values, setField, errors, error, busy } = form;
  const onSubmit = form.handleSubmit(async (v) => {
    const until = endOf(v) ?? null;
    const reason = v.reason.trim();
    if (review) await dispatch(actOnReview({ item: review, action: kind === 'ban' ? 'suspend' : 'silence', until, reason })).unwrap();
    else await dispatch(setRestriction({ kind, uid, name, until, reason })).unwrap();
    onDone();
  });
  const [firstDay] = useState(tomorrow);

  return (
    <form method="post" className={dialogStyles.form} onSubmit={onSubmit} noValidate aria-busy={busy || undefined}>
      <p className={dialogStyles.lead}>{t(texts.lead)}</p>
      <Field label={t('suspend.length')}>
        {(control) => (
          <select {...control} name="length" value={values.length} onChange={(e) => setField('length')(e.target.value as SuspensionLength)}>
            {SUSPENSION_LENGTHS.map((length) => (
              <option key={length} value={length}>
                {length === 'lifted' ? t(texts.untilLifted) : t(LENGTH_TEXTS[length])}
              </option>
            ))}
          </select>
        )}
      </Field>
      {values.length === 'date' && (
        <Field label={t('suspend.day')} error={errors.until}>
          {(control) => <input {...control} type="date" name="until" min={firstDay} value={values.until} onChange={(e) => setField('until')(e.target.value)} />}
        </Field>
      )}
      <TextField
        label={t('suspend.reason')}
        name="reason"
        multiline
        value={values.reason}
        onChange={setField('reason')}
        error={errors.reason}
        hint={t(texts.reasonHint)}
        maxLength={MODERATION_LIMITS.reasonMax}
      />
      <FormError message={error} />
      <DialogActions busy={busy} submitLabel={t(texts.submit)} onCancel={onCancel} />
    </form>
  );
}
