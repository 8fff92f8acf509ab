import type { ProjectData, ProjectListAnswer, ProjectSearchResponse } from '@/lib/projects/types';
import type { MockRequest } from '../endpoint';
import { searchAnswer } from '../present/discussions';

/** A project as the projects service answers it (R1.10), with the fields a test names changed. */
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

/** `GET /api/events/v1/search?type=project`: projects found by name (R1.10). */
export function projectSearch(projects: ProjectData[], found = projects.length, page = 1): ProjectSearchResponse {
  return searchAnswer(projects, found, page, 10);
}

/** `GET /api/projects/v1/projects` (and my-projects): one page of the list (R1.11). */
export function projectList(projects: ProjectData[], found = projects.length, page = 1): ProjectListAnswer {
  return { projects, found, page, per_page: 10, tags: [{ value: 'tooling', count: found }] };
}

/**
 * The project list as a resolver for `answerFor('GET /api/projects/v1/projects', ...)`: answers the
 * page asked for from `pages` and records every query in `seen`.
 */
export function projectListPages(pages: Record<number, ProjectData[]>, found: number, seen: URLSearchParams[] = []) {
  return ({ query }: Pick<MockRequest, 'query'>): ProjectListAnswer => {
    seen.push(query);
    const page = Number(query.get('page') ?? '1');
    return projectList(pages[page] ?? [], found, page);
  };
}
