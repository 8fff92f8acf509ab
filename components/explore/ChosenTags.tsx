import { Link } from '@/components/ui/Link';
import { exploreHref, toggledTags } from '@/lib/explore/tags';
import { useT } from '@/lib/i18n/useT';
import styles from './Explore.module.css';

/** The chosen tags (R1.6), each a link that removes it, and a link back to every tag. */
export function ChosenTags({ tags }: { tags: readonly string[] }) {
  const t = useT('explore');
  if (tags.length === 0) return null;
  return (
    <div className={styles.chosen}>
      <p className={styles.chosenLabel}>{t(tags.length === 1 ? 'chosen.one' : 'chosen.all')} </p>
      <ul className={styles.chosenList}>
        {tags.map((tag) => (
          <li key={tag}>
            <Link href={exploreHref(toggledTags(tags, tag))} className={styles.chosenTag} rel="nofollow">
              #{tag}
              <span aria-hidden="true" className={styles.remove}>
                ×
              </span>
              <span className="visually-hidden"> {t('chosen.remove')}</span>
            </Link>
          </li>
        ))}
      </ul>
      <Link href="/explore" className={styles.clear}>
        {t('chosen.clear')}
      </Link>
    </div>
  );
}
