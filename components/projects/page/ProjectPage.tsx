import { lazyView } from '@/lib/react/lazyView';
import { useRouter } from 'next/router';
import { useEffect, useMemo } from 'react';
import { CommunityTab } from '@/components/projects/community';
import { TopicHead } from '@/components/topic';
import { PageHead } from '@/components/ui';
import { useT } from '@/lib/i18n/useT';
import { projectViewOf, projectViewPath, tabOfView, type ProjectView } from '@/lib/projects/page';
import { unescapeText } from '@/lib/names';
import type { ProjectData } from '@/lib/projects/types';
import type { ProjectPageProps } from '@/lib/ssr/seed';
import { useStoreFeature } from '@/store/features';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { selectProjectPage, syncProjectView } from '@/store/projects/page';
import { projectPageFeature } from '@/store/projects/pageListeners';
import { useServerSeed } from '@/store/serverSeed';
import { ProjectEvents } from './ProjectEvents';
import { ProjectFaq } from './ProjectFaq';
import { ProjectHeader } from './ProjectHeader';
import { ProjectPosts } from './ProjectPosts';
import { ProjectQuestion } from './ProjectQuestion';
import { ProjectTabs } from './ProjectTabs';
import type { PageHeadProps } from '@/lib/seo/head';
import styles from './ProjectPage.module.css';

/** Only those who may edit get the controls (and the form's schemas): their own chunk. */
const MaintainerPanel = lazyView(() => import('./MaintainerPanel'), { ssr: false });

/** The view the address names: the router's (it follows shallow filter changes), else the loader's. */
function useAddressView(fallback: ProjectView | null): ProjectView | null {
  const router = useRouter();
  return useMemo(() => {
    const slug = router.query.slug;
    if (!Array.isArray(slug)) return fallback;
    return projectViewOf(slug.slice(1), router.query);
  }, [router.query, fallback]);
}

/** The loader's head; its canonical address follows the filters the view changes in place (shallow). */
function ProjectHeadTags({ project, view, head }: { project: ProjectData; view: ProjectView; head: PageHeadProps | null }) {
  const t = useT('projects');
  if (view.tab === 'question') return head ? <TopicHead head={head} tid={view.tid} /> : <PageHead title={t('page.question')} noindex />;
  if (!head) return <PageHead title={unescapeText(project.name)} noindex />;
  return <PageHead {...head} {...(head.noindex ? {} : { path: projectViewPath(project, view) })} />;
}

/**
 * The project page (R1.11, R1.15): header, tabs in the address (feed, questions, events,
 * community, FAQ), the resources of one type and a question in the project's frame; maintainers'
 * controls for those who may edit. Rendered in full on the server from the loader's seed.
 */
export function ProjectPage({ id, view: loadedView, head, seed }: ProjectPageProps) {
  useStoreFeature(projectPageFeature);
  useServerSeed(seed);
  const t = useT('projects');
  const dispatch = useAppDispatch();
  const state = useAppSelector(selectProjectPage);
  const view = useAddressView(loadedView);
  const project = state.project && state.project.id === id ? state.project : null;

  useEffect(() => {
    if (project && view) dispatch(syncProjectView(view));
  }, [dispatch, project, view]);

  if (!project || !view) {
    const code = state.id === id && state.status === 'error' ? (state.errorCode ?? 500) : 404;
    const title = code === 404 ? t('page.notFound') : t('page.unavailable');
    return (
      <main className="page">
        <PageHead title={title} noindex />
        <h1>{title}</h1>
        <p role="alert">{(state.id === id && state.error) || t('page.noSuchPage')}</p>
      </main>
    );
  }

  const tab = tabOfView(view);
  return (
    <main className={`page ${styles.page}`}>
      <ProjectHeadTags project={project} view={view} head={head} />
      <ProjectHeader project={project} headingLevel={view.tab === 'question' ? 2 : 1} manage={project.can_edit && <MaintainerPanel project={project} />} />
      <ProjectTabs project={project} current={tab} />
      <div className={styles.panel}>
        {(view.tab === 'feed' || view.tab === 'questions' || view.tab === 'resources') && <ProjectPosts project={project} view={view} />}
        {view.tab === 'events' && <ProjectEvents project={project} view={view} />}
        {view.tab === 'faq' && <ProjectFaq project={project} />}
        {view.tab === 'question' && <ProjectQuestion project={project} tid={view.tid} />}
        {view.tab === 'community' && <CommunityTab projectId={project.id} name={unescapeText(project.name)} />}
      </div>
    </main>
  );
}
