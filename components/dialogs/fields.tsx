import { Button, TextField, type TextFieldProps } from '@/components/ui';
import styles from './Dialogs.module.css';

/** Presets the form dialogs share, on the ui primitives (TextField, Button). */

type PresetProps = Omit<TextFieldProps, 'label' | 'name' | 'type' | 'autoComplete' | 'maxLength' | 'multiline'>;

/** The email field of the form dialogs (sign-up, talk to us, early access, feedback). */
export function EmailField(props: PresetProps) {
  return <TextField label="Email" name="email" type="email" autoComplete="email" maxLength={254} {...props} />;
}

/** The full name field of the form dialogs. */
export function FullNameField(props: PresetProps) {
  return <TextField label="Full name" name="fullname" autoComplete="name" maxLength={100} {...props} />;
}

/** Cancel and the submit button of a form dialog; the submit shows 'Sending…' while busy. */
export function DialogActions({ busy, submitLabel, onCancel }: { busy: boolean; submitLabel: string; onCancel: () => void }) {
  return (
    <div className={styles.actions}>
      <Button variant="secondary" onClick={onCancel}>
        Cancel
      </Button>
      <Button type="submit" busy={busy} busyLabel="Sending…">
        {submitLabel}
      </Button>
    </div>
  );
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export const isEmail = (value: string) => EMAIL.test(value.trim());
