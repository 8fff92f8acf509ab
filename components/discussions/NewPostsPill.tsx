import { Icon } from '@/components/ui';
import { useT } from '@/lib/i18n/useT';
import { newPostsShown, selectNewPostCount } from '@/store/discussions/slice';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import styles from './Feed.module.css';

/**
 * R4.18: "New posts" appears when someone publishes a main post that matches the feed's filters
 * while it is open. The region is polite and always present, so screen readers announce the
 * button when it appears. Clicking puts those posts at the top of the list, whatever the sort,
 * and moves focus to the start of the list (`onShow`).
 */
export function NewPostsPill({ onShow }: { onShow: () => void }) {
  const t = useT('discussions');
  const dispatch = useAppDispatch();
  const count = useAppSelector(selectNewPostCount);
  return (
    <div className={styles.pillRegion} aria-live="polite">
      {count > 0 && (
        <button
          type="button"
          className={styles.pill}
          onClick={() => {
            dispatch(newPostsShown());
            onShow();
          }}
        >
          <Icon name="arrowUp" /> {t('pill.show', { count })}
        </button>
      )}
    </div>
  );
}
