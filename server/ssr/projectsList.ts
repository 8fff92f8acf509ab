import type { GetServerSidePropsContext } from 'next';
import { projectFilterParams, projectFiltersFromQuery } from '@/lib/projects/filters';
import { projectsListPage } from '@/lib/projects/page';
import { projectListQuery } from '@/lib/projects/schemas';
import { pageNumber } from '@/lib/pageNumber';
import type { SeededPageProps } from '@/lib/ssr/seed';
import { listProjects } from '../projects/reads';
import type { SsrContext } from './appState';

/**
 * /projects (R1.10): the page of the list the address asks for, read for the viewer through the
 * read module the API uses, so visitors and crawlers get the projects as HTML and the browser store
 * starts from the seed. A page past the end answers 404.
 */
export async function loadProjectsListPage(ctx: GetServerSidePropsContext, { viewer }: SsrContext): Promise<{ props: SeededPageProps }> {
  const filters = projectFiltersFromQuery(ctx.query);
  const page = pageNumber(ctx.query.page);
  try {
    const { seed, pastEnd } = projectsListPage(filters, page, await listProjects(projectListQuery.parse({ ...projectFilterParams(filters), page }), viewer));
    if (pastEnd) ctx.res.statusCode = 404;
    return { props: { seed } };
  } catch (err) {
    console.error('[projects] the list failed to load on the server:', err);
    return { props: { seed: null } };
  }
}
