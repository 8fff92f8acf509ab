import { Link } from '@/components/ui/Link';
import { exploreHref, toggledTags } from '@/lib/explore/tags';
import styles from './Explore.module.css';

/** The chosen tags (R1.6), each a link that removes it, and a link back to every tag. */
export function ChosenTags({ tags }: { tags: readonly string[] }) {
  if (tags.length === 0) return null;
  return (
    <div className={styles.chosen}>
      <p className={styles.chosenLabel}>Tagged with {tags.length === 1 ? '' : 'all of '}</p>
      <ul className={styles.chosenList}>
        {tags.map((tag) => (
          <li key={tag}>
            <Link href={exploreHref(toggledTags(tags, tag))} className={styles.chosenTag} rel="nofollow">
              #{tag}
              <span aria-hidden="true" className={styles.remove}>
                ×
              </span>
              <span className="visually-hidden"> (remove)</span>
            </Link>
          </li>
        ))}
      </ul>
      <Link href="/explore" className={styles.clear}>
        Clear
      </Link>
    </div>
  );
}
