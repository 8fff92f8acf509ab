import { Link } from '@/components/ui/Link';
import { useRouter } from 'next/router';
import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { SearchBox } from '@/components/search';
import { Button, Icon, Skeleton } from '@/components/ui';
import { useT } from '@/lib/i18n/useT';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { showModal } from '@/store/modals/slice';
import { selectLoggedIn, selectLoginLoading, selectUser } from '@/store/selectors';
import { Greeting } from './Greeting';
import { isActive, NAV_SECTIONS } from './navigation';
import { MemberArea } from './LazyMemberArea';
import { usePhoneDrawer } from './usePhoneDrawer';
import styles from './Shell.module.css';

/** Site header: brand, section navigation (a drawer on phones), greeting and the account area. */
export function Header() {
  const router = useRouter();
  const t = useT('common');
  const dispatch = useAppDispatch();
  // Values, not the login object: a change the header does not show (the personal layer's arrival
  // on a visitor's page) does not render it again.
  const loggedIn = useAppSelector(selectLoggedIn);
  const loading = useAppSelector(selectLoginLoading);
  const user = useAppSelector(selectUser);
  const [navOpen, setNavOpen] = useState(false);
  const navId = useId();
  const toggleRef = useRef<HTMLButtonElement>(null);
  const navRef = useRef<HTMLElement>(null);

  const openSearchSheet = useCallback(() => dispatch(showModal({ name: 'search' })), [dispatch]);

  useEffect(() => {
    const close = () => setNavOpen(false);
    router.events.on('routeChangeStart', close);
    return () => router.events.off('routeChangeStart', close);
  }, [router.events]);

  usePhoneDrawer(navOpen, setNavOpen, navRef, toggleRef);

  return (
    <header className={styles.header}>
      <div className={styles.headerInner}>
        <button
          ref={toggleRef}
          type="button"
          className={`ghost ${styles.navToggle}`}
          aria-expanded={navOpen}
          aria-controls={navId}
          onClick={() => setNavOpen((v) => !v)}
        >
          <Icon name="menu" />
          <span className="visually-hidden">{t('header.menu')}</span>
        </button>
        <Link href="/discussions" className={styles.brand}>
          <span className={styles.brandMark} aria-hidden="true">
            {'{oc}'}
          </span>
          <span className={styles.brandName}>{t('header.brand')}</span>
        </Link>
        <nav ref={navRef} id={navId} aria-label={t('header.sections')} className={`${styles.nav} ${navOpen ? styles.navOpen : ''}`}>
          <ul>
            {NAV_SECTIONS.map((section) => {
              const active = isActive(section, router.pathname);
              return (
                <li key={section.href}>
                  <Link href={section.href} aria-current={active ? 'page' : undefined} className={styles.navLink}>
                    {t(section.label)}
                  </Link>
                </li>
              );
            })}
            <li>
              <button
                type="button"
                className={styles.navLink}
                onClick={() => {
                  setNavOpen(false);
                  dispatch(showModal({ name: 'contribute' }));
                }}
              >
                {t('nav.contribute')}
              </button>
            </li>
          </ul>
        </nav>
        <SearchBox variant="header" onShortcutHidden={openSearchSheet} />
        <button type="button" className={`ghost ${styles.searchToggle}`} onClick={openSearchSheet}>
          <Icon name="search" />
          <span className="visually-hidden">{t('header.search')}</span>
        </button>
        <div className={styles.account} data-member-state>
          <Greeting className={styles.greeting} />
          {loading ? (
            <Skeleton width={96} height={32} rounded />
          ) : loggedIn && user ? (
            <MemberArea user={user} />
          ) : (
            <Button onClick={() => dispatch(showModal({ name: 'login' }))}>{t('header.signIn')}</Button>
          )}
        </div>
      </div>
    </header>
  );
}
