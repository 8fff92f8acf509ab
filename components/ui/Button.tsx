import type { ButtonHTMLAttributes, ReactNode } from 'react';

/** How a button looks: the styles of styles/globals.scss (`button`, `.secondary`, `.ghost`, `.link`) plus danger. */
export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'link' | 'danger';

const VARIANT_CLASS: Record<ButtonVariant, string> = {
  primary: '',
  secondary: 'secondary',
  ghost: 'ghost',
  link: 'link',
  danger: 'danger',
};

/** The class names of a button or of a link that looks like one (`button` adds the base look to links). */
export function buttonClass(variant: ButtonVariant = 'primary', options: { link?: boolean; className?: string } = {}): string {
  return [options.link ? 'button' : '', VARIANT_CLASS[variant], options.className ?? ''].filter(Boolean).join(' ');
}

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: ButtonVariant;
  /** While true the button is disabled, marked aria-busy and shows `busyLabel` (when given). */
  busy?: boolean;
  busyLabel?: ReactNode;
}

/** A button; `type` defaults to "button" so only an explicit submit button submits a form. */
export function Button({
  variant = 'primary',
  busy = false,
  busyLabel,
  className,
  type = 'button',
  disabled,
  children,
  'aria-busy': ariaBusy,
  ...rest
}: ButtonProps) {
  return (
    <button
      {...rest}
      type={type}
      className={buttonClass(variant, { className }) || undefined}
      disabled={disabled || busy}
      aria-busy={busy || ariaBusy || undefined}
    >
      {busy && busyLabel !== undefined ? busyLabel : children}
    </button>
  );
}
