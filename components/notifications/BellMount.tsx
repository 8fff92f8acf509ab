import { lazyView } from '@/lib/react/lazyView';
import { useAppSelector } from '@/store/hooks';
import styles from './BellMount.module.css';

/** Keeps the bell's place while its code loads, so the header does not move. */
function BellPlaceholder() {
  return <span className={styles.placeholder} aria-hidden="true" />;
}

// The bell, its store and its dropdown load after the page, for members only: a visitor's first
// load carries none of it.
const Bell = lazyView(() => import('./Bell'), { ssr: false, loading: BellPlaceholder });

/**
 * The header's notifications bell: members only (R3.10), once their registration is complete (a
 * newcomer's calls would ask for consent on every page).
 */
export function BellMount() {
  const member = useAppSelector((state) => state.config.data?.loggedIn === true && state.config.data.registrationComplete !== false);
  return member ? <Bell /> : null;
}
