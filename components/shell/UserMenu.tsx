import { Link } from '@/components/ui/Link';
import { useRouter } from 'next/router';
import { useEffect } from 'react';
import { useMenu } from '@/components/ui/useMenu';
import { useT } from '@/lib/i18n/useT';
import { displayName } from '@/lib/names';
import { useAppDispatch } from '@/store/hooks';
import { showModal } from '@/store/modals/slice';
import { signOut } from '@/store/login/slice';
import type { ConfigUser } from '@/lib/session/types';
import { ENTRIES, menuKeyDown } from './userMenuEntries';
import styles from './Shell.module.css';

/**
 * The signed-in member's menu: profile, settings, audio queue, invite, credits, logout. The member
 * comes from the header (./MemberArea.tsx says why).
 */
export function UserMenu({ user }: { user: ConfigUser }) {
  const t = useT('common');
  const dispatch = useAppDispatch();
  const router = useRouter();
  const { open, setOpen, menuId, root, button } = useMenu();

  useEffect(() => {
    const close = () => setOpen(false);
    router.events.on('routeChangeStart', close);
    return () => router.events.off('routeChangeStart', close);
  }, [router.events, setOpen]);

  const name = displayName(user);
  const unseenBadges = user.badges.filter((b) => !b.notified).length;

  function openDialog(name: 'invite' | 'credits') {
    // The menu item goes away: the dialog returns focus to the menu button instead.
    button.current?.focus();
    setOpen(false);
    dispatch(showModal({ name }));
  }

  async function logOutAndLeave() {
    setOpen(false);
    const result = await dispatch(signOut());
    if (signOut.fulfilled.match(result) && result.payload) await router.push(result.payload);
  }

  return (
    <div className={styles.userMenu} ref={root}>
      <button
        ref={button}
        type="button"
        className={styles.avatarButton}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={menuId}
        onClick={() => setOpen((v) => !v)}
      >
        {/* eslint-disable-next-line @next/next/no-img-element -- member avatars are arbitrary URLs */}
        <img src={user.picture || '/avatars/default.svg'} alt="" width={32} height={32} className={styles.avatar} />
        <span className={styles.userName}>{name}</span>
        <span className="visually-hidden">{t('userMenu.open')}</span>
        {unseenBadges > 0 && <span className={styles.dot} aria-label={t('userMenu.newBadges', { count: unseenBadges })} />}
      </button>
      {open && (
        <ul id={menuId} role="menu" aria-label={t('userMenu.label')} className={styles.menu} onKeyDown={(event) => menuKeyDown(event, root.current, setOpen, button.current)}>
          <li role="none" className={styles.menuHeader}>
            <strong>{name}</strong>
            <span className="muted">@{user.username}</span>
          </li>
          {ENTRIES.map((entry) => (
            <li key={entry.label} role="none">
              {'href' in entry ? (
                <Link role="menuitem" href={entry.href(user.userslug)} className={styles.menuItem}>
                  {t(entry.label)}
                </Link>
              ) : (
                <button
                  role="menuitem"
                  type="button"
                  className={styles.menuItem}
                  onClick={() => (entry.action === 'logOut' ? void logOutAndLeave() : openDialog(entry.action))}
                >
                  {t(entry.label)}
                </button>
              )}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
