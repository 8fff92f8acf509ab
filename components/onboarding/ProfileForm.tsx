import type { ReactNode } from 'react';
import { Button, Field, FormError, useForm } from '@/components/ui';
import { PROFILE_LIMITS, profileBody } from '@/lib/users/schemas';
import type { EditableProfile } from '@/lib/users/types';
import { useT } from '@/lib/i18n/useT';
import type { ProfilePatch, PublicUser } from '@/services/users';
import { useAppDispatch } from '@/store/hooks';
import { saveProfile } from '@/store/profile/thunks';
import { PicturePicker } from './PicturePicker';
import styles from './ProfileForm.module.css';

type ProfileField = keyof EditableProfile;

/** The form's values: every editable profile field as text. */
export type ProfileValues = EditableProfile;


interface ProfileFormProps {
  uid: number;
  initial: ProfileValues;
  /** The fields shown and sent, in this order. */
  fields: ProfileField[];
  submitLabel: string;
  onSaved(user: PublicUser): void | Promise<void>;
  /** Shown next to the submit button (e.g. "Skip for now"). */
  secondary?: ReactNode;
}

/**
 * The profile form of onboarding (R1.13) and settings: saves with PUT /api/v3/users/{uid}. A
 * refusal is shown inline (role="alert") and the input stays as typed.
 */
export function ProfileForm({ uid, initial, fields, submitLabel, onSaved, secondary }: ProfileFormProps) {
  const t = useT('onboarding');
  const dispatch = useAppDispatch();
  const patchOf = (v: ProfileValues): ProfilePatch => {
    const patch: ProfilePatch = {};
    for (const field of fields) patch[field] = v[field];
    return patch;
  };
  // The server's profile schema checks the patch first: its message shows next to the field.
  const form = useForm<ProfileValues>({ initial, schema: { schema: profileBody, body: patchOf } });
  const { values, setField: set, errors, error, busy } = form;
  const show = (field: ProfileField) => fields.includes(field);

  const submit = form.handleSubmit(async (v) => {
    await onSaved(await dispatch(saveProfile({ uid, patch: patchOf(v) })).unwrap());
  });

  return (
    <form method="post" className="stack" onSubmit={submit} aria-busy={busy}>
      {show('fullname') && (
        <Field label={t('profile.fullname')} error={errors.fullname}>
          {(control) => (
            <input
              {...control}
              name="fullname"
              autoComplete="name"
              maxLength={PROFILE_LIMITS.fullname}
              value={values.fullname}
              onChange={(e) => set('fullname')(e.target.value)}
            />
          )}
        </Field>
      )}
      {show('username') && (
        <Field label={t('profile.username')} error={errors.username} hint={t('profile.usernameHint')}>
          {(control) => (
            <input
              {...control}
              name="username"
              autoComplete="username"
              required
              minLength={2}
              maxLength={PROFILE_LIMITS.username}
              value={values.username}
              onChange={(e) => set('username')(e.target.value)}
            />
          )}
        </Field>
      )}
      {show('aboutme') && (
        <Field label={t('profile.aboutme')} error={errors.aboutme} hint={t('profile.aboutmeHint')}>
          {(control) => (
            <textarea
              {...control}
              name="aboutme"
              maxLength={PROFILE_LIMITS.aboutme}
              rows={4}
              value={values.aboutme}
              onChange={(e) => set('aboutme')(e.target.value)}
            />
          )}
        </Field>
      )}
      {show('location') && (
        <Field label={t('profile.location')} error={errors.location}>
          {(control) => (
            <input
              {...control}
              name="location"
              autoComplete="address-level2"
              maxLength={PROFILE_LIMITS.location}
              value={values.location}
              onChange={(e) => set('location')(e.target.value)}
            />
          )}
        </Field>
      )}
      {show('website') && (
        <Field label={t('profile.website')} error={errors.website} hint={t('profile.websiteHint')}>
          {(control) => (
            <input
              {...control}
              name="website"
              type="url"
              inputMode="url"
              autoComplete="url"
              maxLength={PROFILE_LIMITS.website}
              placeholder="https://"
              value={values.website}
              onChange={(e) => set('website')(e.target.value)}
            />
          )}
        </Field>
      )}
      {show('picture') && <PicturePicker uid={uid} initial={initial.picture} onChange={set('picture')} error={errors.picture} />}
      <FormError message={error} />
      <div className={styles.actions}>
        <Button type="submit" busy={busy} busyLabel={t('profile.saving')}>
          {submitLabel}
        </Button>
        {secondary}
      </div>
    </form>
  );
}
