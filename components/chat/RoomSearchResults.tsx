import { Button, focusReturn } from '@/components/ui';
import type { ChatMessage } from '@/lib/chat/types';
import { useT } from '@/lib/i18n/useT';
import { ChatTime } from './ChatTime';
import styles from './RoomSearch.module.css';

/** Characters of a long message shown around its first match. */
const AROUND = 70;

/** The focus-return key of a found message's button (focus comes back to it from the message shown). */
export const foundKey = (mid: number): string => `chat-found-${mid}`;

const escaped = (term: string): string => term.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The message's Markdown around its first match, the matches marked (any case, as the server matched). */
function Highlighted({ content, term }: { content: string; term: string }) {
  const at = content.toLowerCase().indexOf(term.toLowerCase());
  const start = content.length > 2 * AROUND && at > AROUND ? at - AROUND : 0;
  const end = Math.min(content.length, start + 2 * AROUND + term.length);
  const excerpt = `${start > 0 ? '…' : ''}${content.slice(start, end)}${end < content.length ? '…' : ''}`;
  const parts = excerpt.split(new RegExp(`(${escaped(term)})`, 'iu'));
  return (
    <span className={styles.text} dir="auto">
      {parts.map((part, i) => (i % 2 === 1 ? <mark key={i}>{part}</mark> : part))}
    </span>
  );
}

interface RoomSearchResultsProps {
  term: string;
  messages: ChatMessage[];
  hasMore: boolean;
  busy: boolean;
  onShow: (mid: number) => void;
  onMore: () => void;
}

/** The messages found, newest first: each a button showing it in the room; "More results" for older matches. */
export function RoomSearchResults({ term, messages, hasMore, busy, onShow, onMore }: RoomSearchResultsProps) {
  const t = useT('chat');
  if (messages.length === 0) {
    return (
      <p role="status" className="muted">
        {t('search.none', { term })}
      </p>
    );
  }
  return (
    <div className={styles.results}>
      <ol className={styles.list} aria-label={t('search.results')}>
        {messages.map((message) => (
          <li key={message.mid}>
            <button type="button" className={styles.result} onClick={() => onShow(message.mid)} {...focusReturn(foundKey(message.mid))}>
              <span className={styles.head}>
                <span className={styles.author}>{message.author.username}</span> <ChatTime timestamp={message.timestamp} className="muted" />
              </span>
              <Highlighted content={message.content} term={term} />
            </button>
          </li>
        ))}
      </ol>
      {hasMore && (
        <Button variant="secondary" busy={busy} onClick={onMore}>
          {t('search.more')}
        </Button>
      )}
    </div>
  );
}
