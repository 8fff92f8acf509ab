import { useSyncExternalStore } from 'react';
import { greeting } from '@/lib/greeting';
import { displayName } from '@/lib/names';
import { useAppSelector } from '@/store/hooks';
import { selectLogin } from '@/store/selectors';
import styles from './Greeting.module.css';

/** The longest greeting: the line is always sized for it. */
const WIDEST: ReturnType<typeof greeting> = 'Good afternoon';

function subscribeMinutes(onChange: () => void): () => void {
  const timer = setInterval(onChange, 60_000);
  return () => clearInterval(timer);
}
const localGreeting = () => greeting(new Date());

/**
 * "Good morning/afternoon/evening" by the member's own clock (R9.9). The server does not know that
 * clock, so the line is always sized by the widest greeting (a hidden copy under the text), and
 * the browser writes the real greeting into it once hydrated: the same box on both sides, so
 * nothing around it moves.
 */
export function Greeting({ className }: { className?: string }) {
  const { user } = useAppSelector(selectLogin);
  // Null on the server and while hydrating (React uses the server snapshot then).
  const text = useSyncExternalStore(subscribeMinutes, localGreeting, () => null);
  const name = user ? `, ${displayName(user)}` : '';
  return (
    <p className={className}>
      <span className={styles.box}>
        <span className={styles.sizer} aria-hidden="true">
          {WIDEST}
          {name}
        </span>
        {text && (
          <span className={styles.text} data-testid="greeting">
            {text}
            {name}
          </span>
        )}
      </span>
    </p>
  );
}
