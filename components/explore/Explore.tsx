import { useRouter } from 'next/router';
import { TagPicker } from '@/components/ui';
import { exploreHref, toggledTags } from '@/lib/explore/tags';
import type { ExplorePageProps } from '@/lib/explore/types';
import { ChosenTags } from './ChosenTags';
import { ExploreResults } from './ExploreResults';
import { TagCloud } from './TagCloud';
import styles from './Explore.module.css';

/** The explore page's heading: the chosen tags, or the page's name. */
function exploreTitle(tags: readonly string[]): string {
  return tags.length === 0 ? 'Explore' : `Explore ${tags.map((t) => `#${t}`).join(' + ')}`;
}

/**
 * `/explore` (R1.6): trending and popular tags as clouds of links; with tags chosen, the posts,
 * events and projects carrying all of them. Everything is a link, so it works without JavaScript.
 */
export function Explore({ tags, popular, trending, sections, failed }: ExplorePageProps) {
  const router = useRouter();
  const narrowed = tags.length > 0;
  const clouds = (
    <>
      {/* R7.4: any tag the community uses, by its first letters (the tag suggestions). */}
      <TagPicker label="Find a tag" exclude={tags} onPick={(tag) => void router.push(exploreHref(toggledTags(tags, tag)))} />
      <TagCloud title="Trending this week" id="explore-trending" tags={trending} chosen={tags} trending />
      <TagCloud title="Popular tags" id="explore-popular" tags={popular} chosen={tags} />
    </>
  );
  return (
    <>
      <div className={styles.head}>
        <h1 className={styles.heading}>{exploreTitle(tags)}</h1>
        <p className={styles.intro}>
          {narrowed
            ? 'Posts, events and projects carrying every chosen tag. Pick another tag to narrow further.'
            : 'Browse the community by topic: pick a tag to see its posts, events and projects together.'}
        </p>
      </div>
      <ChosenTags tags={tags} />
      <div className={styles.layout} data-narrowed={narrowed}>
        {narrowed && (
          <div className={styles.results}>
            {failed && (
              <p role="alert" className="muted">
                The results could not be loaded. Please try again in a moment.
              </p>
            )}
            {sections && <ExploreResults tags={tags} sections={sections} />}
          </div>
        )}
        {narrowed ? <aside className={styles.side} aria-label="Tags">{clouds}</aside> : <div className={styles.side}>{clouds}</div>}
      </div>
    </>
  );
}
