import MarkdownIt from 'markdown-it';
import { highlightsContract } from '@/lib/discussions/contracts';
import type { PostData, PostType } from '@/lib/discussions/types';
import type { ErrorIssue } from '@/lib/errors/validation';
import { projectPath } from '@/lib/projects/page';
import {
  projectContract,
  projectFaqContract,
  projectFollowContract,
  projectListContract,
  projectMaintainersContract,
} from '@/lib/projects/contracts';
import { normalizeProjectTags, projectSlugFromName, projectSlugIssue, projectSort, projectTagsIssue, projectUrlIssue } from '@/lib/projects/rules';
import { createProjectBody, maintainerBody, projectListQuery, projectPostsQuery, updateProjectBody } from '@/lib/projects/schemas';
import { PROJECT_FAQ_SIZE, PROJECT_PAGE_SIZE, type ProjectData } from '@/lib/projects/types';
import { memberByUid, postByPid, type MockDb, type MockMember } from '../db';
import { mockEndpoint, mockFail, type MockRequest } from '../endpoint';
import { projectsOf, type MockProject } from '../fixtures/projects';
import { postData, postUserOf, searchAnswer } from '../present/discussions';

/**
 * Projects (R1.10, R1.11, R5.2): the list with term, tags and sort, my projects, a project with the
 * viewer's relation, its feed, questions, resources and FAQ in the post search shape, and the
 * writes (add, edit, hide, follow, maintainers) kept in memory, refused as server/projects/service.ts does.
 */

const markdown = new MarkdownIt({ html: false, linkify: true });
const FEED_TYPES: readonly PostType[] = ['ama', 'podcast', 'blog'];

const maySee = (project: MockProject, viewer: MockMember | null) => !project.hidden || Boolean(viewer?.isModerator || viewer?.isAdmin);
const mayEdit = (project: MockProject, viewer: MockMember | null) =>
  Boolean(viewer && (viewer.isModerator || viewer.isAdmin || project.maintainers.includes(viewer.uid)));

/** The topics attached to a project, drafts and deleted ones left out. */
function topicsOf(db: MockDb, project: MockProject) {
  return db.topics.filter((t) => !t.draft && !postByPid(db, t.mainPid)?.deleted && t.projects.some((p) => p.id === project.id));
}

function lastActivity(db: MockDb, project: MockProject): number {
  return Math.max(project.updated_at, ...topicsOf(db, project).map((t) => t.timestamp));
}

export function projectData(db: MockDb, project: MockProject, viewer: MockMember | null): ProjectData {
  const editor = mayEdit(project, viewer);
  return {
    id: project.id,
    name: project.name,
    slug: project.slug,
    url: projectPath(project),
    description: markdown.render(project.descriptionRaw),
    ...(editor ? { descriptionRaw: project.descriptionRaw } : {}),
    logo: project.logo,
    repository_url: project.repository_url,
    website: project.website,
    licence: project.licence,
    language: project.language,
    tags: project.tags,
    created_by: memberByUid(db, project.createdBy) ? postUserOf(memberByUid(db, project.createdBy)) : null,
    maintainers: project.maintainers.map((uid) => postUserOf(memberByUid(db, uid))),
    follower_count: project.followers.size,
    topic_count: topicsOf(db, project).length,
    hidden: project.hidden,
    created_at: project.created_at,
    updated_at: project.updated_at,
    last_activity_at: lastActivity(db, project),
    is_following: viewer ? project.followers.has(viewer.uid) : false,
    is_maintainer: viewer ? project.maintainers.includes(viewer.uid) : false,
    can_edit: editor,
  };
}

/** A project the viewer may see (`no-project` otherwise). */
export function visibleProject(db: MockDb, id: number, viewer: MockMember | null): MockProject {
  const project = projectsOf(db).projects.find((p) => p.id === id);
  if (!project || !maySee(project, viewer)) throw mockFail('no-project');
  return project;
}

function editable(db: MockDb, id: number, viewer: MockMember | null): MockProject {
  const project = visibleProject(db, id, viewer);
  if (!mayEdit(project, viewer)) throw mockFail('no-privileges');
  return project;
}

const raise = (issue: ErrorIssue | null) => {
  if (issue) throw mockFail(issue.key, ...issue.args);
};

const queryOf = (query: URLSearchParams) => Object.fromEntries(query);

function page<T>(rows: T[], at: number, size: number): T[] {
  return rows.slice((at - 1) * size, at * size);
}

function listAnswer(db: MockDb, rows: MockProject[], at: number, viewer: MockMember | null) {
  const counts = new Map<string, number>();
  for (const p of rows) for (const tag of p.tags) counts.set(tag, (counts.get(tag) ?? 0) + 1);
  return {
    projects: page(rows, at, PROJECT_PAGE_SIZE.list).map((p) => projectData(db, p, viewer)),
    found: rows.length,
    page: at,
    per_page: PROJECT_PAGE_SIZE.list,
    tags: [...counts].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0])).map(([value, count]) => ({ value, count })),
  };
}

const byActivity = (db: MockDb) => (a: MockProject, b: MockProject) => lastActivity(db, b) - lastActivity(db, a) || b.id - a.id;

/** A project's posts (main posts of the given types), filtered and sorted as the highlights feed. */
function projectPosts(req: MockRequest, types: readonly PostType[]) {
  const { db, viewer, params, query } = req;
  const project = visibleProject(db, Number(params.id), viewer);
  const asked = projectPostsQuery.parse(queryOf(query));
  const term = (asked.term ?? '').trim().toLowerCase();
  const wanted = (asked.postType ?? '').split(',').filter((t): t is PostType => types.includes(t as PostType));
  const tags = (asked.tags ?? '').split(',').map((t) => t.trim()).filter(Boolean);
  const inTypes = topicsOf(db, project).filter((t) => (wanted.length ? wanted : types).includes(t.postType));
  const matching = inTypes.filter(
    (t) =>
      (tags.length === 0 || t.tags.some((tag) => tags.includes(tag))) &&
      (term === '' || t.title.toLowerCase().includes(term) || (postByPid(db, t.mainPid)?.markdown.toLowerCase().includes(term) ?? false)),
  );
  const recent = asked.sortBy !== 'popular';
  matching.sort((a, b) => (recent ? b.timestamp - a.timestamp : (postByPid(db, b.mainPid)?.upvotes ?? 0) - (postByPid(db, a.mainPid)?.upvotes ?? 0)) || b.tid - a.tid);
  const counts = new Map<string, number>();
  for (const t of inTypes) for (const tag of t.tags) counts.set(tag, (counts.get(tag) ?? 0) + 1);
  const size = PROJECT_PAGE_SIZE.list;
  return searchAnswer<PostData>(
    page(matching, asked.page, size).map((t) => postData(db, postByPid(db, t.mainPid)!, viewer)),
    matching.length,
    asked.page,
    size,
    term,
    [{ field_name: 'tags', counts: [...counts].sort((a, b) => b[1] - a[1]).map(([value, count]) => ({ value, count })) }],
  );
}

/**
 * The project's FAQ: its faq topics with an answer, most upvoted first, each with the accepted
 * answer given in the topic (the generated community accepts answers on the questions asked in a
 * topic), else the topic's first reply.
 */
function faq(db: MockDb, project: MockProject, viewer: MockMember | null) {
  const entries = topicsOf(db, project)
    .filter((t) => t.postType === 'faq')
    .map((t) => postByPid(db, t.mainPid)!)
    .sort((a, b) => b.upvotes - a.upvotes || b.pid - a.pid)
    .flatMap((question) => {
      const replies = db.posts.filter((p) => p.tid === question.tid && !p.isMainPost && !p.deleted).sort((a, b) => a.timestamp - b.timestamp);
      const accepted = new Set(replies.map((p) => p.aid).filter((aid) => aid > 0));
      const answer = replies.find((p) => accepted.has(p.pid)) ?? replies[0];
      return answer ? [{ question: postData(db, question, viewer), answer: postData(db, answer, viewer) }] : [];
    })
    .slice(0, PROJECT_FAQ_SIZE);
  return { project: { id: project.id, name: project.name, slug: project.slug, url: projectPath(project) }, entries };
}

/** Checks and applies the fields of an add or an edit (name and slug unique, addresses, tags). */
function applyFields(db: MockDb, project: MockProject, fields: { name?: string; slug?: string; description?: string; logo?: string; repository_url?: string; website?: string; licence?: string; language?: string; tags?: string[] }) {
  const others = projectsOf(db).projects.filter((p) => p !== project);
  if (fields.name !== undefined) {
    if (others.some((p) => p.name.toLowerCase() === fields.name!.toLowerCase())) throw mockFail('project-name-taken');
    project.name = fields.name;
  }
  if (fields.slug !== undefined && fields.slug !== '') {
    raise(projectSlugIssue(fields.slug));
    if (others.some((p) => p.slug === fields.slug)) throw mockFail('project-slug-taken');
    project.slug = fields.slug;
  }
  for (const key of ['repository_url', 'website'] as const) {
    if (fields[key] !== undefined) {
      raise(projectUrlIssue(fields[key]));
      project[key] = fields[key];
    }
  }
  if (fields.logo !== undefined) project.logo = fields.logo;
  if (fields.description !== undefined) project.descriptionRaw = fields.description;
  if (fields.licence !== undefined) project.licence = fields.licence;
  if (fields.language !== undefined) project.language = fields.language;
  if (fields.tags !== undefined) {
    const tags = normalizeProjectTags(fields.tags);
    raise(projectTagsIssue(tags));
    project.tags = tags;
  }
  project.updated_at = Date.now();
}

function parsed<T>(result: { success: true; data: T } | { success: false }): T {
  if (!result.success) throw mockFail('invalid-data');
  return result.data;
}

const BASE = '/api/projects/v1';
const firstId = (db: MockDb) => projectsOf(db).projects[0]!.id;

export const projectsMocks = [
  mockEndpoint(
    {
      method: 'POST',
      path: `${BASE}/project`,
      family: 'service',
      access: 'member',
      response: projectContract,
      example: () => ({ body: { name: 'Tidewater', description: 'Tide tables as a library.', tags: ['rust'] } }),
    },
    ({ db, viewer, body }) => {
      const fields = parsed(createProjectBody.safeParse(body));
      const data = projectsOf(db);
      const slug = fields.slug || projectSlugFromName(fields.name);
      const now = Date.now();
      const project: MockProject = {
        id: Math.max(0, ...data.projects.map((p) => p.id)) + 1,
        name: '',
        slug: '',
        descriptionRaw: '',
        logo: '',
        repository_url: '',
        website: '',
        licence: '',
        language: '',
        tags: [],
        createdBy: viewer!.uid,
        maintainers: [viewer!.uid],
        followers: new Set([viewer!.uid]),
        hidden: false,
        created_at: now,
        updated_at: now,
      };
      applyFields(db, project, { ...fields, slug });
      data.projects.push(project);
      return projectData(db, project, viewer);
    },
  ),
  mockEndpoint(
    { method: 'GET', path: `${BASE}/project/{id}`, family: 'service', access: 'public', response: projectContract, example: (db) => ({ url: `${BASE}/project/${firstId(db)}` }) },
    ({ db, viewer, params }) => projectData(db, visibleProject(db, Number(params.id), viewer), viewer),
  ),
  mockEndpoint(
    {
      method: 'PUT',
      path: `${BASE}/project/{id}`,
      family: 'service',
      access: 'member',
      response: projectContract,
      example: (db) => ({ url: `${BASE}/project/${firstId(db)}`, body: { licence: 'MIT' } }),
    },
    ({ db, viewer, params, body }) => {
      const project = editable(db, Number(params.id), viewer);
      applyFields(db, project, parsed(updateProjectBody.safeParse(body)));
      return projectData(db, project, viewer);
    },
  ),
  mockEndpoint(
    {
      method: 'GET',
      path: `${BASE}/slug/{slug}`,
      family: 'service',
      access: 'public',
      response: projectContract,
      example: (db) => ({ url: `${BASE}/slug/${projectsOf(db).projects[0]!.slug}` }),
    },
    ({ db, viewer, params }) => {
      const project = projectsOf(db).projects.find((p) => p.slug === params.slug);
      if (!project) throw mockFail('no-project');
      return projectData(db, visibleProject(db, project.id, viewer), viewer);
    },
  ),
  ...(['PUT', 'DELETE'] as const).map((method) =>
    mockEndpoint(
      {
        method,
        path: `${BASE}/project/{id}/hidden`,
        family: 'service',
        access: 'member',
        response: projectContract,
        example: (db) => ({ url: `${BASE}/project/${firstId(db)}/hidden`, as: db.members.find((m) => m.isModerator)?.uid }),
      },
      ({ db, viewer, params }) => {
        if (!viewer!.isModerator && !viewer!.isAdmin) throw mockFail('no-privileges');
        const project = visibleProject(db, Number(params.id), viewer);
        project.hidden = method === 'PUT';
        return projectData(db, project, viewer);
      },
    ),
  ),
  mockEndpoint(
    {
      method: 'POST',
      path: `${BASE}/project/{id}/maintainers`,
      family: 'service',
      access: 'member',
      response: projectMaintainersContract,
      example: (db) => ({ url: `${BASE}/project/${firstId(db)}/maintainers`, body: { uid: db.members[db.members.length - 1]!.uid } }),
    },
    ({ db, viewer, params, body }) => {
      const project = editable(db, Number(params.id), viewer);
      const { uid } = parsed(maintainerBody.safeParse(body));
      if (!memberByUid(db, uid)) throw mockFail('no-user');
      if (!project.maintainers.includes(uid)) project.maintainers.push(uid);
      return { maintainers: project.maintainers.map((m) => postUserOf(memberByUid(db, m))) };
    },
  ),
  mockEndpoint(
    {
      method: 'DELETE',
      path: `${BASE}/project/{id}/maintainers/{uid}`,
      family: 'service',
      access: 'member',
      response: projectMaintainersContract,
      example: (db) => {
        const project = projectsOf(db).projects[0]!;
        return { url: `${BASE}/project/${project.id}/maintainers/${project.maintainers.find((uid) => uid !== db.defaultUid)!}` };
      },
    },
    ({ db, viewer, params }) => {
      const project = editable(db, Number(params.id), viewer);
      const uid = Number(params.uid);
      if (!project.maintainers.includes(uid)) throw mockFail('no-user');
      if (project.maintainers.length === 1) throw mockFail('project-last-maintainer');
      project.maintainers = project.maintainers.filter((m) => m !== uid);
      return { maintainers: project.maintainers.map((m) => postUserOf(memberByUid(db, m))) };
    },
  ),
  ...(['PUT', 'DELETE'] as const).map((method) =>
    mockEndpoint(
      {
        method,
        path: `${BASE}/project/{id}/follow`,
        family: 'service',
        access: 'member',
        response: projectFollowContract,
        example: (db) => ({ url: `${BASE}/project/${firstId(db)}/follow` }),
      },
      ({ db, viewer, params }) => {
        const project = visibleProject(db, Number(params.id), viewer);
        if (method === 'PUT') project.followers.add(viewer!.uid);
        else project.followers.delete(viewer!.uid);
        return { is_following: method === 'PUT', follower_count: project.followers.size };
      },
    ),
  ),
  mockEndpoint({ method: 'GET', path: `${BASE}/projects`, family: 'service', access: 'public', response: projectListContract }, ({ db, viewer, query }) => {
    const asked = projectListQuery.parse(queryOf(query));
    const term = (asked.term ?? '').trim().toLowerCase();
    const tags = (asked.tags ?? '').split(',').map((t) => t.trim().toLowerCase()).filter(Boolean);
    const sort = projectSort(asked.sort);
    const rows = projectsOf(db).projects.filter(
      (p) =>
        maySee(p, viewer) &&
        (term === '' || p.name.toLowerCase().includes(term) || p.descriptionRaw.toLowerCase().includes(term)) &&
        (tags.length === 0 || p.tags.some((tag) => tags.includes(tag))),
    );
    rows.sort(
      sort === 'newest' ? (a, b) => b.created_at - a.created_at || b.id - a.id : sort === 'followers' ? (a, b) => b.followers.size - a.followers.size || b.id - a.id : byActivity(db),
    );
    return listAnswer(db, rows, asked.page, viewer);
  }),
  mockEndpoint({ method: 'GET', path: `${BASE}/my-projects`, family: 'service', access: 'member', response: projectListContract }, ({ db, viewer, query }) => {
    const at = projectListQuery.parse(queryOf(query)).page;
    const uid = viewer!.uid;
    const rows = projectsOf(db)
      .projects.filter((p) => maySee(p, viewer) && (p.maintainers.includes(uid) || p.followers.has(uid)))
      .sort(byActivity(db));
    return listAnswer(db, rows, at, viewer);
  }),
  mockEndpoint(
    { method: 'GET', path: `${BASE}/project/{id}/feed`, family: 'service', access: 'public', response: highlightsContract, example: (db) => ({ url: `${BASE}/project/${firstId(db)}/feed` }) },
    (req) => projectPosts(req, FEED_TYPES),
  ),
  mockEndpoint(
    {
      method: 'GET',
      path: `${BASE}/project/{id}/questions`,
      family: 'service',
      access: 'public',
      response: highlightsContract,
      example: (db) => ({ url: `${BASE}/project/${questionsExample(db)}/questions` }),
    },
    (req) => projectPosts(req, ['faq']),
  ),
  mockEndpoint(
    {
      method: 'GET',
      path: `${BASE}/project/{id}/resources/{tab}`,
      family: 'service',
      access: 'public',
      response: highlightsContract,
      example: (db) => ({ url: `${BASE}/project/${firstId(db)}/resources/blog` }),
    },
    (req) => {
      const tab = req.params.tab as PostType;
      if (!FEED_TYPES.includes(tab)) throw mockFail('not-found');
      return projectPosts(req, [tab]);
    },
  ),
  mockEndpoint(
    { method: 'GET', path: `${BASE}/project/{id}/faq`, family: 'service', access: 'public', response: projectFaqContract, example: (db) => ({ url: `${BASE}/project/${faqExample(db)}/faq` }) },
    ({ db, viewer, params }) => faq(db, visibleProject(db, Number(params.id), viewer), viewer),
  ),
];

/** A project with questions (the first one otherwise). */
function questionsExample(db: MockDb): number {
  return projectsOf(db).projects.find((p) => topicsOf(db, p).some((t) => t.postType === 'faq'))?.id ?? firstId(db);
}

/** A project with answered questions (the first one otherwise). */
function faqExample(db: MockDb): number {
  return projectsOf(db).projects.find((p) => faq(db, p, null).entries.length > 0)?.id ?? firstId(db);
}
