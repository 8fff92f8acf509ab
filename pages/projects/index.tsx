import { useRouter } from 'next/router';
import { useEffect } from 'react';
import { ProjectsIntro } from '@/components/projects/ProjectsIntro';
import { ProjectsList } from '@/components/projects/ProjectsList';
import { PageHead } from '@/components/ui';
import { useT } from '@/lib/i18n/useT';
import { pageCardImage } from '@/lib/seo/cards';
import { projectFiltersFromQuery, projectsPath } from '@/lib/projects/filters';
import { PROJECT_PAGE_SIZE } from '@/lib/projects/types';
import { pageQueryNumber } from '@/lib/pageNumber';
import type { SeededPageProps } from '@/lib/ssr/seed';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { showModal } from '@/store/modals/slice';
import { selectProjectsList } from '@/store/projects/slice';
import { useServerSeed } from '@/store/serverSeed';
import { withAppConfig } from '@/server/ssr/appState';
import { loadProjectsListPage } from '@/server/ssr/projectsList';

/**
 * /projects (R1.10): the projects list with its search, sort and tags in the URL, rendered on the
 * server (server/ssr/projectsList.ts). `?addnow=true` opens the add-project dialog at once.
 */
export const getServerSideProps = withAppConfig(loadProjectsListPage, { messages: ['projects'] });

export default function ProjectsPage({ seed }: SeededPageProps) {
  useServerSeed(seed);
  const t = useT('projects');
  const router = useRouter();
  const dispatch = useAppDispatch();
  const { found } = useAppSelector(selectProjectsList);
  const filters = projectFiltersFromQuery(router.query);
  const page = pageQueryNumber(router.query.page);
  const term = filters.term.trim();
  const listTitle = page > 1 ? t('head.listPage', { page }) : t('list.title');
  const title = term ? t('head.search', { term, title: listTitle }) : listTitle;

  const addNow = router.query.addnow === 'true';
  useEffect(() => {
    if (!addNow) return;
    dispatch(showModal({ name: 'addProject' }));
    // Opened once: the address goes back to the list's own.
    const { addnow: _addnow, ...rest } = router.query;
    void router.replace({ pathname: router.pathname, query: rest }, undefined, { shallow: true, scroll: false });
  }, [addNow, dispatch, router]);

  return (
    <main className="page">
      {term ? (
        <PageHead title={title} noindex />
      ) : (
        <PageHead
          title={title}
          description={t('head.listDescription')}
          image={pageCardImage('list', 'projects', title)}
          path={projectsPath(filters, page)}
          prev={page > 1 ? projectsPath(filters, page - 1) : undefined}
          next={page * PROJECT_PAGE_SIZE.list < found ? projectsPath(filters, page + 1) : undefined}
        />
      )}
      <ProjectsIntro title={t('list.title')} other={{ href: '/projects/my-projects', label: t('mine.title') }} />
      <ProjectsList />
    </main>
  );
}
