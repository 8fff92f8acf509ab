import { Link } from '@/components/ui/Link';
import { useLocale, useT } from '@/lib/i18n/useT';
import { formatCount } from '@/lib/numbers';
import type { ExploreTag } from '@/lib/search/global';
import { exploreHref, toggledTags } from '@/lib/explore/tags';
import styles from './Explore.module.css';

/** A tag's size step (1 to 4) by its count against the largest of the list. */
function sizeStep(count: number, max: number): number {
  if (max <= 0) return 1;
  return Math.min(4, 1 + Math.floor((3 * Math.log1p(count)) / Math.log1p(max)));
}

/**
 * Tags as a cloud of links (R1.6): each adds itself to the chosen tags (or, when chosen, removes
 * itself), so visitors without JavaScript explore by following links. The size shows how much a
 * tag is used; the count is written out too. Trending tags also say their uses of the last 7 days.
 */
export function TagCloud({
  title,
  id,
  tags,
  chosen,
  trending = false,
}: {
  title: string;
  id: string;
  tags: ExploreTag[];
  chosen: readonly string[];
  trending?: boolean;
}) {
  const t = useT('explore');
  const locale = useLocale();
  const max = Math.max(0, ...tags.map((t) => t.count));
  return (
    <section aria-labelledby={id} className={styles.tagsBlock}>
      <h2 id={id} className={styles.sectionTitle}>
        {title}
      </h2>
      {tags.length === 0 ? (
        <p className="muted">{t(trending ? 'cloud.noTrending' : 'cloud.noTags')}</p>
      ) : (
        <ul className={styles.cloud}>
          {tags.map((tag) => {
            const isChosen = chosen.includes(tag.value);
            return (
              <li key={tag.value}>
                <Link
                  href={exploreHref(toggledTags(chosen, tag.value))}
                  className={styles.tag}
                  data-size={sizeStep(tag.count, max)}
                  data-chosen={isChosen || undefined}
                  rel={chosen.length > 0 ? 'nofollow' : undefined}
                >
                  {isChosen && <span className="visually-hidden">{t('cloud.remove')} </span>}
                  <span className={styles.tagName}>#{tag.value}</span>{' '}
                  <span className={styles.tagCount}>
                    <span aria-hidden="true">{formatCount(tag.count, locale)}</span>
                    <span className="visually-hidden">{t('cloud.items', { count: tag.count })}</span>
                  </span>
                  {trending && tag.recent !== undefined && (
                    <span className={styles.tagRecent}>{t('cloud.recent', { count: formatCount(tag.recent, locale) })}</span>
                  )}
                </Link>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
