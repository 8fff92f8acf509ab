import { DialogActions } from './fields';
import { Button, FormError, MomentTime, TextField, useForm } from '@/components/ui';
import { useT } from '@/lib/i18n/useT';
import type { HeldSuspension, Restriction } from '@/lib/moderation/types';
import { isolated } from '@/lib/text';
import { useAppDispatch } from '@/store/hooks';
import { setRestriction } from '@/store/moderation/restrictions';
import { RESTRICTION_TEXTS } from './restrictionTexts';
import dialogStyles from './Dialogs.module.css';

interface LiftFormProps {
  kind: Restriction;
  uid: number;
  name: string;
  current: HeldSuspension;
  onDone: () => void;
  onCancel: () => void;
  /** Shows the suspend (silence) form instead, to replace this one. */
  onChange: () => void;
}

/** A suspended (silenced) member in the suspend dialog (issue 35): until when and why, Lift with a reason, or change it. */
export function LiftForm({ kind, uid, name, current, onDone, onCancel, onChange }: LiftFormProps) {
  const t = useT('dialogs');
  const texts = RESTRICTION_TEXTS[kind];
  const dispatch = useAppDispatch();
  const form = useForm({ initial: { reason: '' } });
  const { values, setField, error, busy } = form;
  const onSubmit = form.handleSubmit(async (v) => {
    await dispatch(setRestriction({ kind, uid, name, until: false, reason: v.reason.trim() })).unwrap();
    onDone();
  });

  return (
    <form method="post" className={dialogStyles.form} onSubmit={onSubmit} noValidate aria-busy={busy || undefined}>
      <p className={dialogStyles.lead}>
        {current.until === null ? t(texts.heldLifted) : t(texts.held)} {current.until !== null && <MomentTime value={current.until} />}
      </p>
      <p>{current.reason ? t('suspend.heldReason', { reason: isolated(current.reason) }) : t('suspend.noReason')}</p>
      <p>
        <Button variant="link" onClick={onChange}>
          {t(texts.change)}
        </Button>
      </p>
      <TextField label={t(texts.liftReason)} name="reason" multiline value={values.reason} onChange={setField('reason')} maxLength={500} />
      <FormError message={error} />
      <DialogActions busy={busy} submitLabel={t(texts.lift)} onCancel={onCancel} />
    </form>
  );
}
