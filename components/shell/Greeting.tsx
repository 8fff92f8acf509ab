import { useSyncExternalStore } from 'react';
import { greeting, type DayPart } from '@/lib/greeting';
import { useT } from '@/lib/i18n/useT';
import { displayName } from '@/lib/names';
import { useAppSelector } from '@/store/hooks';
import { selectLogin } from '@/store/selectors';
import styles from './Greeting.module.css';

/** The part of the day with the longest greeting: the line is always sized for it. */
const WIDEST: DayPart = 'afternoon';

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
  const t = useT('common');
  const { user } = useAppSelector(selectLogin);
  // Null on the server and while hydrating (React uses the server snapshot then).
  const part = useSyncExternalStore(subscribeMinutes, localGreeting, () => null);
  const say = (when: DayPart) => (user ? t('greeting.member', { part: when, name: displayName(user) }) : t('greeting.visitor', { part: when }));
  return (
    <p className={className}>
      <span className={styles.box}>
        <span className={styles.sizer} aria-hidden="true">
          {say(WIDEST)}
        </span>
        {part && (
          <span className={styles.text} data-testid="greeting">
            {say(part)}
          </span>
        )}
      </span>
    </p>
  );
}
