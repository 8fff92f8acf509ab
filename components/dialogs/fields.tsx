import { Button, TextField, type TextFieldProps } from '@/components/ui';
import type { MessageKey } from '@/lib/i18n/catalogues';
import { useT, type MessageValues } from '@/lib/i18n/useT';
import styles from './Dialogs.module.css';

/** Presets the form dialogs share, on the ui primitives (TextField, Button). */

type PresetProps = Omit<TextFieldProps, 'label' | 'name' | 'type' | 'autoComplete' | 'maxLength' | 'multiline'>;

/** The email field of the form dialogs (sign-up, talk to us, early access, feedback). */
export function EmailField(props: PresetProps) {
  const t = useT('dialogs');
  return <TextField label={t('field.email')} name="email" type="email" autoComplete="email" maxLength={254} {...props} />;
}

/** The full name field of the form dialogs. */
export function FullNameField(props: PresetProps) {
  const t = useT('dialogs');
  return <TextField label={t('field.fullname')} name="fullname" autoComplete="name" maxLength={100} {...props} />;
}

/** Cancel and the submit button of a form dialog; the submit shows 'Sending…' while busy. */
export function DialogActions({ busy, submitLabel, onCancel }: { busy: boolean; submitLabel: string; onCancel: () => void }) {
  const t = useT('dialogs');
  return (
    <div className={styles.actions}>
      <Button variant="secondary" onClick={onCancel}>
        {t('actions.cancel')}
      </Button>
      <Button type="submit" busy={busy} busyLabel={t('actions.sending')}>
        {submitLabel}
      </Button>
    </div>
  );
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

const isEmail = (value: string) => EMAIL.test(value.trim());

/** The dialogs' messages, for checks made outside a component (`const t = useT('dialogs')` passed in). */
export type DialogsT = (key: MessageKey<'dialogs'>, values?: MessageValues) => string;

/** The email checks of the form dialogs: required or not, and its form. */
export function emailError(value: string, required: boolean, t: DialogsT): string | undefined {
  if (!value.trim()) return required ? t('field.emailMissing') : undefined;
  return isEmail(value) ? undefined : t('field.emailInvalid');
}
