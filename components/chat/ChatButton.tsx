import { lazyView } from '@/lib/react/lazyView';
import { useRouter } from 'next/router';
import { useEffect, useId, useRef, useState, useSyncExternalStore } from 'react';
import { Link } from '@/components/ui/Link';
import { joinPageLanguage } from '@/lib/i18n/load';
import { afterLoadIdle } from '@/lib/idle';
import { useT } from '@/lib/i18n/useT';
import { chatUnreadFeature, loadChatTotal, selectChatTotal } from '@/store/chat/unread';
import { useStoreFeature } from '@/store/features';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import styles from './ChatButton.module.css';

// The panel, the rooms, the chat store and chat's messages (no page but the chat pages carries them) load on the first opening.
const ChatPanel = lazyView(() => Promise.all([import('./ChatPanel'), joinPageLanguage('chat')]).then(([panel]) => panel.default), { ssr: false });

/** From this width the button opens the panel over the page; below it, it leads to the chat pages. */
const PANEL_FROM = '(min-width: 768px)';

/** The width query, where the browser answers it. */
const panelQuery = (): MediaQueryList | null => (typeof window.matchMedia === 'function' ? window.matchMedia(PANEL_FROM) : null);

function subscribeWide(onChange: () => void): () => void {
  const query = panelQuery();
  query?.addEventListener('change', onChange);
  return () => query?.removeEventListener('change', onChange);
}
const wideNow = () => panelQuery()?.matches === true;

/** The speech bubble (decorative; the control carries the name), drawn here so that visitors' pages carry none of it. */
function ChatGlyph() {
  return (
    <svg viewBox="0 0 24 24" width="20" height="20" className={styles.icon} aria-hidden="true" focusable="false" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
      <path d="M21 12a8 8 0 0 1-11.6 7.1L4 20.5l1.4-4.9A8 8 0 1 1 21 12z" />
    </svg>
  );
}

/**
 * The header's chats control (issue 36) with the member's unread messages: asked once after the
 * page has loaded and the browser is idle, then kept live by the chat events
 * (store/chat/unread.ts). From 768 px it opens the chat panel (./ChatPanel.tsx) over the page;
 * on phones, and on the chat pages themselves, it is a link to /chats. Loaded after the page
 * (./ChatButtonMount.tsx).
 */
export default function ChatButton() {
  const t = useT('common');
  const dispatch = useAppDispatch();
  useStoreFeature(chatUnreadFeature);
  const total = useAppSelector(selectChatTotal);
  const known = total !== null;
  const onChatPage = useRouter().pathname.startsWith('/chats');
  const wide = useSyncExternalStore(subscribeWide, wideNow, () => false);
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const panelId = useId();

  useEffect(() => (known ? undefined : afterLoadIdle(() => void dispatch(loadChatTotal()))), [dispatch, known]);

  const count = total ?? 0;
  const label = count > 0 ? t('header.chatUnread', { count }) : t('header.chat');
  const inside = (
    <>
      <ChatGlyph />
      {count > 0 && (
        <span className="header-count" aria-hidden="true">
          {count > 99 ? '99+' : count}
        </span>
      )}
    </>
  );
  if (!wide || onChatPage) {
    return (
      <Link href="/chats" className={styles.button} aria-label={label} title={t('header.chat')}>
        {inside}
      </Link>
    );
  }
  function close() {
    setOpen(false);
    button.current?.focus();
  }
  return (
    <>
      <button
        ref={button}
        type="button"
        className={styles.button}
        aria-label={label}
        title={t('header.chat')}
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        onClick={() => setOpen(!open)}
      >
        {inside}
      </button>
      {open && <ChatPanel id={panelId} onClose={close} />}
    </>
  );
}
