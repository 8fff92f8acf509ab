import { Link } from '@/components/ui/Link';
import { DayTime } from '@/components/ui';
import { exploreHref, exploreSearchHref, toggledTags } from '@/lib/explore/tags';
import type { ExploreItem, ExploreKind, ExploreSection } from '@/lib/explore/types';
import type { MessageKey } from '@/lib/i18n/catalogues';
import { useSay, useT } from '@/lib/i18n/useT';
import { SEARCH_COUNT_CAP } from '@/lib/search/types';
import styles from './Explore.module.css';

type SectionKey = 'title' | 'count' | 'countMore' | 'noneOne' | 'noneAll' | 'more' | 'moreCapped';
const KEYS: Record<ExploreKind, Record<SectionKey, MessageKey<'explore'>>> = {
  post: { title: 'post.title', count: 'post.count', countMore: 'post.countMore', noneOne: 'post.noneOne', noneAll: 'post.noneAll', more: 'post.more', moreCapped: 'post.moreCapped' },
  event: { title: 'event.title', count: 'event.count', countMore: 'event.countMore', noneOne: 'event.noneOne', noneAll: 'event.noneAll', more: 'event.more', moreCapped: 'event.moreCapped' },
  project: { title: 'project.title', count: 'project.count', countMore: 'project.countMore', noneOne: 'project.noneOne', noneAll: 'project.noneAll', more: 'project.more', moreCapped: 'project.moreCapped' },
};

function Item({ item, chosen }: { item: ExploreItem; chosen: readonly string[] }) {
  const t = useT('explore');
  const say = useSay();
  const titleId = `explore-${item.kind}-${item.id}`;
  const others = item.tags.filter((t) => !chosen.includes(t));
  return (
    <li>
      <article className={styles.item} aria-labelledby={titleId} data-testid={`explore-${item.kind}-${item.id}`}>
        <h3 id={titleId} className={styles.itemTitle}>
          <Link href={item.url}>
            <bdi>{item.title}</bdi>
          </Link>
        </h3>
        {(item.label || item.when !== null) && (
          <p className={styles.itemMeta}>
            {item.label && <span>{say(item.label)}</span>}
            {item.when !== null && <DayTime value={item.when} />}
          </p>
        )}
        {item.summary && (
          <p dir="auto" className={styles.itemSummary}>
            {item.summary}
          </p>
        )}
        {others.length > 0 && (
          <ul className={styles.itemTags} aria-label={t('item.narrow')}>
            {others.map((tag) => (
              <li key={tag}>
                <Link href={exploreHref(toggledTags(chosen, tag))} rel="nofollow">
                  <span className="visually-hidden">{t('item.add')} </span>#{tag}
                </Link>
              </li>
            ))}
          </ul>
        )}
      </article>
    </li>
  );
}

/**
 * Posts, events and projects carrying every chosen tag (R1.6): one section each with how many
 * there are, the first ten, and a link to the search page for the rest.
 */
export function ExploreResults({ tags, sections }: { tags: readonly string[]; sections: ExploreSection[] }) {
  const t = useT('explore');
  return (
    <div className={styles.results}>
      {sections.map((section) => {
        const keys = KEYS[section.kind];
        const capped = section.found === SEARCH_COUNT_CAP;
        const id = `explore-${section.kind}s`;
        return (
          <section key={section.kind} aria-labelledby={id} className={styles.section} data-testid={`explore-section-${section.kind}`}>
            <h2 id={id} className={styles.sectionTitle}>
              {t(keys.title)} <span className={styles.found}>({t(capped ? keys.countMore : keys.count, { count: section.found })})</span>
            </h2>
            {section.items.length === 0 ? (
              <p className="muted">{t(tags.length === 1 ? keys.noneOne : keys.noneAll)}</p>
            ) : (
              <ul className={styles.items}>
                {section.items.map((item) => (
                  <Item key={item.id} item={item} chosen={tags} />
                ))}
              </ul>
            )}
            {section.found > section.items.length && (
              <p>
                <Link href={exploreSearchHref(tags, section.kind)} className={styles.more}>
                  {t(capped ? keys.moreCapped : keys.more, { count: section.found })}
                </Link>
              </p>
            )}
          </section>
        );
      })}
    </div>
  );
}
