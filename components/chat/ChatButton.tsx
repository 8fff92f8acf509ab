import { useEffect } from 'react';
import { Link } from '@/components/ui/Link';
import { afterLoadIdle } from '@/lib/idle';
import { useT } from '@/lib/i18n/useT';
import { chatUnreadFeature, loadChatTotal, selectChatTotal } from '@/store/chat/unread';
import { useStoreFeature } from '@/store/features';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import styles from './ChatButton.module.css';

/** The speech bubble (decorative; the link carries the name), drawn here so that visitors' pages carry none of it. */
function ChatGlyph() {
  return (
    <svg viewBox="0 0 24 24" width="20" height="20" className={styles.icon} aria-hidden="true" focusable="false" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
      <path d="M21 12a8 8 0 0 1-11.6 7.1L4 20.5l1.4-4.9A8 8 0 1 1 21 12z" />
    </svg>
  );
}

/**
 * The header's link to the chats (issue 36) with the member's unread messages: asked once after
 * the page has loaded and the browser is idle, then kept live by the chat events
 * (store/chat/unread.ts). Loaded after the page (./ChatButtonMount.tsx).
 */
export default function ChatButton() {
  const t = useT('common');
  const dispatch = useAppDispatch();
  useStoreFeature(chatUnreadFeature);
  const total = useAppSelector(selectChatTotal);
  const known = total !== null;

  useEffect(() => (known ? undefined : afterLoadIdle(() => void dispatch(loadChatTotal()))), [dispatch, known]);

  const count = total ?? 0;
  return (
    <Link href="/chats" className={styles.button} aria-label={count > 0 ? t('header.chatUnread', { count }) : t('header.chat')} title={t('header.chat')}>
      <ChatGlyph />
      {count > 0 && (
        <span className="header-count" aria-hidden="true">
          {count > 99 ? '99+' : count}
        </span>
      )}
    </Link>
  );
}
