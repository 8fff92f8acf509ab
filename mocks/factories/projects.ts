import dayjs from 'dayjs';
import type { ActiveMemberInterval, CommunityFigures, CommunityGraph, CommunitySummary } from '@/lib/community/types';
import type { FacetCount, PostData, SearchResponse } from '@/lib/discussions/types';
import type { ProjectData, ProjectListAnswer, ProjectSearchResponse } from '@/lib/projects/types';
import type { MockRequest } from '../endpoint';
import { searchResponse } from './searchResponse';

/** A project as the projects service answers it (R1.10), with the fields a test names changed. */
export function buildProject(id: number, overrides: Partial<ProjectData> = {}): ProjectData {
  const slug = `project-${id}`;
  return {
    id,
    name: `Project ${id}`,
    slug,
    url: `/projects/${id}/${slug}`,
    description: `<p>Description of project ${id}</p>`,
    summary: `Description of project ${id}`,
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
  return searchResponse(projects, found, page, 10);
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

/** `GET /api/projects/v1/project/{id}/feed` (and questions, resources): one page of the project's posts with their tags (R1.11). */
export function projectPosts(posts: PostData[], tags: FacetCount['counts'] = [], found = posts.length, page = 1): SearchResponse<PostData> {
  return searchResponse(posts, found, page, 10, '', [{ field_name: 'tags', counts: tags }]);
}

/** A figure of the community summary against the interval before it (R1.15): the change as a share, none from zero. */
export const comparison = (current: number, previous: number) => ({ current, previous, change: previous === 0 ? null : Math.round(((current - previous) / previous) * 1000) / 1000 });

/** A project's community figures for one interval (R1.15), with two top contributors. */
export function communityFigures(overrides: Partial<CommunityFigures> = {}): CommunityFigures {
  return {
    from: '2026-11-17',
    to: '2026-11-23',
    previous_from: '2026-11-10',
    active_members: comparison(12, 8),
    new_members: comparison(3, 4),
    posts: comparison(40, 40),
    questions: comparison(6, 0),
    answered_share: { current: 0.667, previous: 0.5, change: 0.334 },
    median_first_answer_seconds: { current: 3 * 3600, previous: 5 * 3600, change: -0.4 },
    events_held: comparison(0, 0),
    events_upcoming: 2,
    top_contributors: [
      { uid: 3, username: 'mei', userslug: 'mei', fullname: 'Mei Tanaka', picture: '/avatars/mei.svg', posts: 9, answers: 4, accepted: 2 },
      { uid: 4, username: 'jonas', userslug: 'jonas', fullname: '', picture: null, posts: 1, answers: 1, accepted: 0 },
    ],
    ...overrides,
  };
}

/** `GET /api/data/v1/community_summary` for one project and interval (R1.15, R9.6). */
export const communitySummary = (interval: ActiveMemberInterval, figures: CommunityFigures = communityFigures(), projectId = 7): CommunitySummary => ({
  project_id: projectId,
  active_member_interval: interval,
  community: figures,
});

/** `GET /api/data/v1/graph`: `days` days of activity from 26 August 2026, `value(i)` posts on day i (R1.15). */
export function communityGraph(days = 90, value: (i: number) => number = (i) => i % 7, projectId = 7): CommunityGraph {
  const start = dayjs('2026-08-26');
  return {
    project_id: projectId,
    days,
    series: Array.from({ length: days }, (_, i) => ({
      date: start.add(i, 'day').format('YYYY-MM-DD'),
      posts: value(i),
      answers: Math.floor(value(i) / 2),
      active_members: value(i) === 0 ? 0 : value(i) + 1,
      page_views: value(i) * 10,
    })),
  };
}
