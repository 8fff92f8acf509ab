import { Link } from '@/components/ui/Link';
import { DayTime } from '@/components/ui';
import { exploreHref, exploreSearchHref, toggledTags } from '@/lib/explore/tags';
import type { ExploreItem, ExploreKind, ExploreSection } from '@/lib/explore/types';
import { foundText } from '@/lib/search/types';
import styles from './Explore.module.css';

const NAMES: Record<ExploreKind, { title: string; one: string; many: string }> = {
  post: { title: 'Posts', one: 'post', many: 'posts' },
  event: { title: 'Events', one: 'event', many: 'events' },
  project: { title: 'Projects', one: 'project', many: 'projects' },
};

function Item({ item, chosen }: { item: ExploreItem; chosen: readonly string[] }) {
  const titleId = `explore-${item.kind}-${item.id}`;
  const others = item.tags.filter((t) => !chosen.includes(t));
  return (
    <li>
      <article className={styles.item} aria-labelledby={titleId} data-testid={`explore-${item.kind}-${item.id}`}>
        <h3 id={titleId} className={styles.itemTitle}>
          <Link href={item.url}>{item.title}</Link>
        </h3>
        {(item.label || item.when !== null) && (
          <p className={styles.itemMeta}>
            {item.label && <span>{item.label}</span>}
            {item.when !== null && <DayTime value={item.when} />}
          </p>
        )}
        {item.summary && <p className={styles.itemSummary}>{item.summary}</p>}
        {others.length > 0 && (
          <ul className={styles.itemTags} aria-label="Narrow by another tag">
            {others.map((tag) => (
              <li key={tag}>
                <Link href={exploreHref(toggledTags(chosen, tag))} rel="nofollow">
                  <span className="visually-hidden">Add </span>#{tag}
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
  return (
    <div className={styles.results}>
      {sections.map((section) => {
        const names = NAMES[section.kind];
        const id = `explore-${section.kind}s`;
        return (
          <section key={section.kind} aria-labelledby={id} className={styles.section} data-testid={`explore-section-${section.kind}`}>
            <h2 id={id} className={styles.sectionTitle}>
              {names.title} <span className={styles.found}>({foundText(section.found, names.one, names.many)})</span>
            </h2>
            {section.items.length === 0 ? (
              <p className="muted">No {names.many} carry {tags.length === 1 ? 'this tag' : 'all of these tags'}.</p>
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
                  See all {foundText(section.found, names.one, names.many)}
                </Link>
              </p>
            )}
          </section>
        );
      })}
    </div>
  );
}
