import { type KeyboardEvent } from 'react';
import { useMenu } from '@/components/ui/useMenu';
import { CHAT_SILENCE_MINUTES, type ChatMember } from '@/lib/chat/types';
import { useT } from '@/lib/i18n/useT';
import { liftChatSilence, silenceInChatRoom } from '@/store/chat/slice';
import { useAppDispatch } from '@/store/hooks';
import styles from './MessageActions.module.css';

/** The lengths offered: minutes, then until lifted (null). */
const LENGTHS: Array<number | null> = [...CHAT_SILENCE_MINUTES, null];

/** The open menu's keys, as the site's other menus: arrows move (wrapping), Home and End jump, Escape closes it back to its button, Tab closes it. */
function menuKeys(event: KeyboardEvent<HTMLElement>, close: (refocus: boolean) => void): void {
  const items = Array.from(event.currentTarget.querySelectorAll<HTMLElement>('[role="menuitem"]'));
  const index = items.findIndex((item) => item === document.activeElement);
  const moves: Record<string, number> = { ArrowDown: index + 1, ArrowUp: index - 1 + items.length, Home: 0, End: items.length - 1 };
  if (event.key === 'Escape') {
    event.preventDefault();
    close(true);
  } else if (event.key === 'Tab') {
    close(false);
  } else if (event.key in moves) {
    event.preventDefault();
    items[moves[event.key]! % items.length]?.focus();
  }
}

/**
 * "Silence in this room" on a message's author (issue 36), for whoever moderates a project or
 * public room: a menu of lengths (15 minutes, an hour, a day, until lifted) and Lift. It opens on
 * its first item; the arrows move, Escape closes it back to its button, Tab or a click elsewhere closes it.
 */
export function SilenceMenu({ roomId, member }: { roomId: number; member: ChatMember }) {
  const t = useT('chat');
  const dispatch = useAppDispatch();
  const { open, setOpen, menuId, root, button } = useMenu();

  function close(refocus: boolean) {
    setOpen(false);
    if (refocus) button.current?.focus();
  }

  function choose(length: number | null | 'lift') {
    close(true);
    const who = { roomId, uid: member.uid, name: member.username };
    void dispatch(length === 'lift' ? liftChatSilence(who) : silenceInChatRoom({ ...who, minutes: length }));
  }

  return (
    <div className={styles.menuRoot} ref={root}>
      <button ref={button} type="button" className="link" aria-haspopup="menu" aria-expanded={open} aria-controls={menuId} onClick={() => setOpen((v) => !v)}>
        {t('silence.open')}
      </button>
      {open && (
        <ul
          id={menuId}
          role="menu"
          aria-label={t('silence.label', { name: member.username })}
          className={styles.menu}
          onKeyDown={(event) => menuKeys(event, close)}
        >
          {LENGTHS.map((minutes) => (
            <li key={String(minutes)} role="none">
              <button role="menuitem" type="button" className={styles.menuItem} onClick={() => choose(minutes)}>
                {minutes === null ? t('silence.untilLifted') : t('silence.for', { minutes })}
              </button>
            </li>
          ))}
          <li role="none">
            <button role="menuitem" type="button" className={styles.menuItem} onClick={() => choose('lift')}>
              {t('silence.lift')}
            </button>
          </li>
        </ul>
      )}
    </div>
  );
}
