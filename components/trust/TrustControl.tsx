import { useState } from 'react';
import { Button, Field, FormCard, FormError, TextField, useForm, useSubmit } from '@/components/ui';
import { said } from '@/lib/i18n/said';
import { useT } from '@/lib/i18n/useT';
import { TRUST_LEVELS, type TrustLevel } from '@/lib/trust/levels';
import { setTrustBody } from '@/lib/trust/schemas';
import { setTrustLevel, unlockTrustLevel } from '@/services/trust';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { selectLogin } from '@/store/selectors';
import { addToast } from '@/store/toasts/slice';
import { useTrustLevelName } from './levelName';
import styles from './Trust.module.css';

interface TrustControlProps {
  uid: number;
  name: string;
  level: TrustLevel;
  /** The member's groups: an administrator's level is set by administrators only. */
  groups: string[];
}

interface TrustValues {
  level: TrustLevel;
  locked: boolean;
  reason: string;
}

/**
 * A member's trust level on their profile, for moderators and administrators (issue 35): the level
 * now, and a form that sets it (kept, by default, from the hourly promotion) or hands it back to
 * the promotion. The server decides (PUT and DELETE /api/v3/users/{uid}/trust).
 */
export function TrustControl({ uid, name, level: initial, groups }: TrustControlProps) {
  const t = useT('profile');
  const levelName = useTrustLevelName();
  const dispatch = useAppDispatch();
  const { user } = useAppSelector(selectLogin);
  const [level, setLevel] = useState(initial);
  const form = useForm<TrustValues>({
    initial: { level: initial, locked: true, reason: '' },
    schema: { schema: setTrustBody, body: (v) => ({ level: v.level, locked: v.locked, reason: v.reason }) },
  });
  const unlock = useSubmit();
  const { values, setField, error, busy } = form;
  if (!user?.isModerator || (groups.includes('administrators') && !user.isAdmin)) return null;

  const onSubmit = form.handleSubmit(async (v) => {
    const state = await setTrustLevel(uid, v.level, v.locked, v.reason.trim());
    setLevel(state.level);
    dispatch(addToast(said('profile', 'trust.saved', { name, level: levelName(state.level) }), 'success'));
  });
  const handBack = () =>
    unlock.run(async () => {
      const state = await unlockTrustLevel(uid, values.reason.trim());
      setLevel(state.level);
      setField('level')(state.level);
      dispatch(addToast(said('profile', 'trust.unlocked', { name, level: levelName(state.level) }), 'success'));
    });

  return (
    <FormCard title={t('trust.title')}>
      <p data-testid="trust-level">{t('trust.current', { level: levelName(level) })}</p>
      <form method="post" onSubmit={onSubmit} noValidate aria-busy={busy || undefined}>
        <Field label={t('trust.level')}>
          {(control) => (
            <select {...control} name="level" value={values.level} onChange={(e) => setField('level')(Number(e.target.value) as TrustLevel)}>
              {TRUST_LEVELS.map((option) => (
                <option key={option} value={option}>
                  {levelName(option)}
                </option>
              ))}
            </select>
          )}
        </Field>
        <label className="check">
          <input type="checkbox" name="locked" checked={values.locked} onChange={(e) => setField('locked')(e.target.checked)} />
          <span>{t('trust.keep')}</span>
        </label>
        <TextField label={t('trust.reason')} name="reason" value={values.reason} onChange={setField('reason')} error={form.errors.reason} maxLength={500} />
        <FormError message={error ?? unlock.error} />
        <div className={styles.actions}>
          <Button type="submit" busy={busy}>
            {t('trust.save')}
          </Button>
          <Button variant="secondary" busy={unlock.busy} onClick={handBack}>
            {t('trust.unlock')}
          </Button>
        </div>
      </form>
    </FormCard>
  );
}
