import { LanguageMenu } from '@/components/i18n';
import { Link } from '@/components/ui/Link';
import { useT } from '@/lib/i18n/useT';
import { useAppDispatch } from '@/store/hooks';
import { showModal } from '@/store/modals/slice';
import { HASH_LINKS } from './navigation';
import styles from './Shell.module.css';

export function Footer() {
  const dispatch = useAppDispatch();
  const t = useT('common');
  return (
    <footer className={styles.footer}>
      <div className={styles.footerInner}>
        <p className={styles.footerNote}>{t('footer.note')}</p>
        <ul className={styles.footerLinks}>
          {/* The header has no room for another section at 768 px; explore is one link away on every page. */}
          <li>
            <Link href="/explore">{t('footer.explore')}</Link>
          </li>
          {HASH_LINKS.map((link) => (
            <li key={link.hash}>
              <a href={link.hash}>{t(link.label)}</a>
            </li>
          ))}
          <li>
            <button type="button" className={`link ${styles.footerButton}`} onClick={() => dispatch(showModal({ name: 'promo' }))}>
              {t('footer.promo')}
            </button>
          </li>
        </ul>
        <LanguageMenu />
      </div>
    </footer>
  );
}
