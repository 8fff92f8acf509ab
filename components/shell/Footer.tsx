import { Link } from '@/components/ui/Link';
import { useAppDispatch } from '@/store/hooks';
import { showModal } from '@/store/modals/slice';
import { HASH_LINKS } from './navigation';
import styles from './Shell.module.css';

export function Footer() {
  const dispatch = useAppDispatch();
  return (
    <footer className={styles.footer}>
      <div className={styles.footerInner}>
        <p className={styles.footerNote}>Built in the open, by and for open-source contributors.</p>
        <ul className={styles.footerLinks}>
          {/* The header has no room for another section at 768 px; explore is one link away on every page. */}
          <li>
            <Link href="/explore">Explore tags</Link>
          </li>
          {HASH_LINKS.map((link) => (
            <li key={link.hash}>
              <a href={link.hash}>{link.label}</a>
            </li>
          ))}
          <li>
            <button type="button" className={`link ${styles.footerButton}`} onClick={() => dispatch(showModal({ name: 'promo' }))}>
              Get paid to contribute
            </button>
          </li>
        </ul>
      </div>
    </footer>
  );
}
