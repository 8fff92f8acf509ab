import { lazyView } from '@/lib/react/lazyView';
import { useAppSelector } from '@/store/hooks';
import { selectMember } from '@/store/selectors';
import styles from './ChatButton.module.css';

/** Keeps the button's place while its code loads, so the header does not move. */
function ChatButtonPlaceholder() {
  return <span className={styles.placeholder} aria-hidden="true" />;
}

// The button and its count load after the page, for members only: a visitor's first load carries none of it.
const ChatButton = lazyView(() => import('./ChatButton'), { ssr: false, loading: ChatButtonPlaceholder });

/** The header's chat button (issue 36): members whose registration is complete. */
export function ChatButtonMount() {
  const member = useAppSelector(selectMember);
  return member ? <ChatButton /> : null;
}
