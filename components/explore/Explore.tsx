import { useRouter } from 'next/router';
import { TagPicker } from '@/components/ui';
import { tagsText } from '@/lib/explore/head';
import { exploreHref, toggledTags } from '@/lib/explore/tags';
import { useT } from '@/lib/i18n/useT';
import type { ExplorePageProps } from '@/lib/explore/types';
import { ChosenTags } from './ChosenTags';
import { ExploreResults } from './ExploreResults';
import { TagCloud } from './TagCloud';
import styles from './Explore.module.css';

/**
 * `/explore` (R1.6): trending and popular tags as clouds of links; with tags chosen, the posts,
 * events and projects carrying all of them. Everything is a link, so it works without JavaScript.
 */
export function Explore({ tags, popular, trending, sections, failed }: ExplorePageProps) {
  const t = useT('explore');
  const router = useRouter();
  const narrowed = tags.length > 0;
  const clouds = (
    <>
      {/* R7.4: any tag the community uses, by its first letters (the tag suggestions). */}
      <TagPicker label={t('picker.label')} exclude={tags} onPick={(tag) => void router.push(exploreHref(toggledTags(tags, tag)))} />
      <TagCloud title={t('cloud.trending')} id="explore-trending" tags={trending} chosen={tags} trending />
      <TagCloud title={t('cloud.popular')} id="explore-popular" tags={popular} chosen={tags} />
    </>
  );
  return (
    <>
      <div className={styles.head}>
        <h1 className={styles.heading}>{tags.length === 0 ? t('page.title') : t('page.headingTags', { tags: tagsText(tags) })}</h1>
        <p className={styles.intro}>
          {t(narrowed ? 'intro.narrowed' : 'intro.all')}
        </p>
      </div>
      <ChosenTags tags={tags} />
      <div className={styles.layout} data-narrowed={narrowed}>
        {narrowed && (
          <div className={styles.results}>
            {failed && (
              <p role="alert" className="muted">
                {t('results.failed')}
              </p>
            )}
            {sections && <ExploreResults tags={tags} sections={sections} />}
          </div>
        )}
        {narrowed ? <aside className={styles.side} aria-label={t('tags.label')}>{clouds}</aside> : <div className={styles.side}>{clouds}</div>}
      </div>
    </>
  );
}
