import dynamic from 'next/dynamic';
import { useAppSelector } from '@/store/hooks';
import { selectLoggedIn } from '@/store/selectors';
import styles from './BellMount.module.css';

/** Keeps the bell's place while its code loads, so the header does not move. */
function BellPlaceholder() {
  return <span className={styles.placeholder} aria-hidden="true" />;
}

// The bell, its store and its dropdown load after the page, for members only: a visitor's first
// load carries none of it.
const Bell = dynamic(() => import('./Bell'), { ssr: false, loading: BellPlaceholder });

/** The header's notifications bell: members only (R3.10). */
export function BellMount() {
  const loggedIn = useAppSelector(selectLoggedIn);
  return loggedIn ? <Bell /> : null;
}
