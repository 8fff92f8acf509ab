import { Link } from '@/components/ui/Link';
import { useRouter } from 'next/router';
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { displayName } from '@/lib/names';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { logOut } from '@/store/login/slice';
import { showModal } from '@/store/modals/slice';
import { selectLogin } from '@/store/selectors';
import styles from './Shell.module.css';

/** The signed-in member's menu: profile, settings, audio queue, invite, credits, logout. */
export function UserMenu() {
  const { user } = useAppSelector(selectLogin);
  const dispatch = useAppDispatch();
  const router = useRouter();
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return;
    const onPointer = (event: PointerEvent) => {
      if (!(event.target instanceof Node) || !root.current?.contains(event.target)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointer);
    root.current?.querySelector<HTMLElement>('[role="menuitem"]')?.focus();
    return () => document.removeEventListener('pointerdown', onPointer);
  }, [open]);

  useEffect(() => {
    const close = () => setOpen(false);
    router.events.on('routeChangeStart', close);
    return () => router.events.off('routeChangeStart', close);
  }, [router.events]);

  if (!user) return null;
  const name = displayName(user);
  const unseenBadges = user.badges.filter((b) => !b.notified).length;

  function onMenuKey(event: KeyboardEvent<HTMLUListElement>) {
    const items = Array.from(root.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? []);
    const index = items.findIndex((item) => item === document.activeElement);
    if (event.key === 'Escape') {
      event.preventDefault();
      setOpen(false);
      button.current?.focus();
    } else if (event.key === 'ArrowDown') {
      event.preventDefault();
      items[(index + 1) % items.length]?.focus();
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      items[(index - 1 + items.length) % items.length]?.focus();
    } else if (event.key === 'Tab') {
      setOpen(false);
    }
  }

  function openDialog(name: 'invite' | 'credits') {
    // The menu item goes away: the dialog returns focus to the menu button instead.
    button.current?.focus();
    setOpen(false);
    dispatch(showModal({ name }));
  }

  async function signOut() {
    setOpen(false);
    const result = await dispatch(logOut());
    if (logOut.fulfilled.match(result)) await router.push(result.payload || '/discussions');
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
        <span className="visually-hidden">Account menu</span>
        {unseenBadges > 0 && (
          <span className={styles.dot} aria-label={`${unseenBadges} new badge${unseenBadges > 1 ? 's' : ''}`} />
        )}
      </button>
      {open && (
        <ul id={menuId} role="menu" aria-label="Account" className={styles.menu} onKeyDown={onMenuKey}>
          <li role="none" className={styles.menuHeader}>
            <strong>{name}</strong>
            <span className="muted">@{user.username}</span>
          </li>
          <li role="none">
            <Link role="menuitem" href={`/user/${user.userslug}`} className={styles.menuItem}>
              Profile
            </Link>
          </li>
          <li role="none">
            <Link role="menuitem" href={`/user/${user.userslug}/settings`} className={styles.menuItem}>
              Settings
            </Link>
          </li>
          <li role="none">
            <Link role="menuitem" href="/audioqueue" className={styles.menuItem}>
              Audio queue
            </Link>
          </li>
          <li role="none">
            <button role="menuitem" type="button" className={styles.menuItem} onClick={() => openDialog('invite')}>
              Invite friends
            </button>
          </li>
          <li role="none">
            <button role="menuitem" type="button" className={styles.menuItem} onClick={() => openDialog('credits')}>
              Credits
            </button>
          </li>
          <li role="none">
            <button role="menuitem" type="button" className={styles.menuItem} onClick={signOut}>
              Log out
            </button>
          </li>
        </ul>
      )}
    </div>
  );
}
