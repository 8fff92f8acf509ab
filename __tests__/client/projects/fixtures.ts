import { http, HttpResponse } from 'msw';
import type { ProjectData, ProjectListAnswer } from '@/lib/projects/types';
import { buildProject, projectsFrom } from '@/mocks/factories/projects';

export const PROJECTS_BASE = '/api/projects/v1';

export { buildProject, projectsFrom };

/** `GET /projects`: pages by number, with `found`; the requests' query values go to `seen`. */
export function projectListHandler(pages: Record<number, ProjectData[]>, found: number, seen: URLSearchParams[] = [], path = 'projects') {
  return http.get(`${PROJECTS_BASE}/${path}`, ({ request }) => {
    const query = new URL(request.url).searchParams;
    seen.push(query);
    const page = Number(query.get('page') ?? '1');
    const answer: ProjectListAnswer = { projects: pages[page] ?? [], found, page, per_page: 10, tags: [{ value: 'tooling', count: found }] };
    return HttpResponse.json(answer);
  });
}
