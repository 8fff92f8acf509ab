import { useId, type ReactNode } from 'react';
import { Card } from './Card';
import styles from './ui.module.css';

/**
 * A card that holds one titled form, named by its heading: a moderator's control on a profile
 * (trust level, role). The heading, then what the children say (the state now, the form).
 */
export function FormCard({ title, children }: { title: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <Card as="section" className={styles.formCard} aria-labelledby={headingId}>
      <h2 id={headingId}>{title}</h2>
      {children}
    </Card>
  );
}
