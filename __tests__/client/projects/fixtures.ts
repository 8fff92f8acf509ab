import { http, HttpResponse } from 'msw';
import type { ProjectData, ProjectListAnswer } from '@/lib/projects/types';

export const PROJECTS_BASE = '/api/projects/v1';

export function buildProject(id: number, overrides: Partial<ProjectData> = {}): ProjectData {
  const slug = `project-${id}`;
  return {
    id,
    name: `Project ${id}`,
    slug,
    url: `/projects/${id}/${slug}`,
    description: `<p>Description of project ${id}</p>`,
    logo: '',
    repository_url: '',
    website: '',
    licence: 'MIT',
    language: 'TypeScript',
    tags: ['tooling'],
    created_by: null,
    maintainers: [],
    follower_count: 3,
    topic_count: 7,
    hidden: false,
    created_at: 1_700_000_000_000,
    updated_at: 1_700_000_000_000,
    last_activity_at: 1_700_000_000_000,
    is_following: false,
    is_maintainer: false,
    can_edit: false,
    ...overrides,
  };
}

export const projectsFrom = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => buildProject(from + i));

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
