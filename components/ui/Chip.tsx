import type { ButtonHTMLAttributes, ReactNode, Ref } from 'react';
import styles from './ui.module.css';

interface ChipProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'type'> {
  pressed: boolean;
  children: ReactNode;
}

/** A toggle chip (a button with aria-pressed): filters, sort choices. */
export function Chip({ pressed, children, className, ...rest }: ChipProps) {
  return (
    <button {...rest} type="button" aria-pressed={pressed} className={className ? `${styles.chip} ${className}` : styles.chip}>
      {children}
    </button>
  );
}

/** A group of toggle chips, one pressed; picking another one calls `onPick` with its value. */
export function ChipGroup<V>({
  label,
  chips,
  pressed,
  onPick,
}: {
  label: string;
  chips: ReadonlyArray<{ label: string; value: V }>;
  pressed: V | undefined;
  onPick: (value: V) => void;
}) {
  return (
    <div className={styles.chipGroup} role="group" aria-label={label}>
      {chips.map((chip) => (
        <Chip key={chip.label} pressed={pressed === chip.value} onClick={() => pressed !== chip.value && onPick(chip.value)}>
          {chip.label}
        </Chip>
      ))}
    </div>
  );
}

/** A chosen value with its own remove button (a list item of a chip list: tags being written). */
export function RemovableChip({
  children,
  removeLabel,
  onRemove,
  buttonRef,
}: {
  children: ReactNode;
  /** The remove button's accessible name ("Remove tag react"). */
  removeLabel: string;
  onRemove: () => void;
  buttonRef?: Ref<HTMLButtonElement>;
}) {
  return (
    <li className={styles.removableChip}>
      <span>{children}</span>
      <button
        type="button"
        className={styles.chipRemove}
        aria-label={removeLabel}
        ref={buttonRef}
        onClick={onRemove}
        onKeyDown={(event) => {
          if (event.key === 'Backspace' || event.key === 'Delete') {
            event.preventDefault();
            onRemove();
          }
        }}
      >
        <span aria-hidden="true">×</span>
      </button>
    </li>
  );
}
