import { Icon } from '@/components/ui';
import { reloadFeed, selectNewPosts } from '@/store/discussions/slice';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import styles from './Feed.module.css';

/**
 * R4.18: "New posts" appears when someone posts while the feed is open. The region is polite and
 * always present, so screen readers announce the button when it appears. Clicking loads page 1
 * again and moves focus to the start of the list (`onShow`).
 */
export function NewPostsPill({ onShow }: { onShow: () => void }) {
  const dispatch = useAppDispatch();
  const newPosts = useAppSelector(selectNewPosts);
  return (
    <div className={styles.pillRegion} aria-live="polite">
      {newPosts && (
        <button
          type="button"
          className={styles.pill}
          onClick={() => {
            void dispatch(reloadFeed());
            onShow();
          }}
        >
          <Icon name="arrowUp" /> New posts: show them
        </button>
      )}
    </div>
  );
}
