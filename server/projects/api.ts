import { highlightsContract } from '@/lib/discussions/contracts';
import {
  projectContract,
  projectFaqContract,
  projectFollowContract,
  projectListContract,
  projectMaintainersContract,
} from '@/lib/projects/contracts';
import {
  createProjectBody,
  maintainerBody,
  maintainerParams,
  myProjectsQuery,
  projectListQuery,
  projectParams,
  projectPostsQuery,
  projectSlugParams,
  resourcesParams,
  toggleBody,
  updateProjectBody,
} from '@/lib/projects/schemas';
import { endpoint } from '../http/route';
import * as reads from './reads';
import * as projects from './service';

/**
 * Endpoints of the projects service (R1.10, R1.11, R5.2) under `/api/projects/v1`, in the service
 * family (the object, errors as `{error}`). Project search is `GET /api/events/v1/search?type=project`
 * (server/events/api.ts hands it to ./reads). Writes need a member and the csrf token; the rules
 * are in ./service and ./reads.
 */

const TAG = 'projects';
const BASE = '/api/projects/v1';

export const createProjectEndpoint = endpoint({
  method: 'POST',
  path: `${BASE}/project`,
  summary:
    'Add a project (members who may post): name, optional slug (from the name), description (Markdown), logo ' +
    '(an image you uploaded, drawn into a 256 px square PNG), repository_url, website, licence, language, tags. ' +
    'You become its first maintainer. A name or slug in use: project-name-taken / project-slug-taken.',
  tag: TAG,
  family: 'service',
  access: 'member',
  body: createProjectBody,
  response: projectContract,
  handle: ({ body, viewer }) => projects.createProject(viewer, body),
});

export const projectEndpoint = endpoint({
  method: 'GET',
  path: `${BASE}/project/{id}`,
  summary: 'A project with its maintainers, counts and the viewer relation (is_following, is_maintainer, can_edit); hidden ones only for moderators.',
  tag: TAG,
  family: 'service',
  access: 'public',
  params: projectParams,
  response: projectContract,
  handle: ({ params, viewer }) => reads.getProject(params.id, viewer),
});

export const updateProjectEndpoint = endpoint({
  method: 'PUT',
  path: `${BASE}/project/{id}`,
  summary: "Edit a project's fields (its maintainers; moderators and administrators any project). Answers the project.",
  tag: TAG,
  family: 'service',
  access: 'member',
  params: projectParams,
  body: updateProjectBody,
  response: projectContract,
  handle: ({ params, body, viewer }) => projects.updateProject(viewer, params.id, body),
});

export const projectBySlugEndpoint = endpoint({
  method: 'GET',
  path: `${BASE}/slug/{slug}`,
  summary: 'A project by its address (slug), as GET project/{id} answers it.',
  tag: TAG,
  family: 'service',
  access: 'public',
  params: projectSlugParams,
  response: projectContract,
  handle: ({ params, viewer }) => reads.getProjectBySlug(params.slug, viewer),
});

export const hideProjectEndpoint = endpoint({
  method: 'PUT',
  path: `${BASE}/project/{id}/hidden`,
  summary: 'Hide a project (moderators and administrators): members and visitors no longer see it anywhere. Answers the project.',
  tag: TAG,
  family: 'service',
  access: 'member',
  params: projectParams,
  body: toggleBody,
  response: projectContract,
  handle: ({ params, viewer }) => projects.setHidden(viewer, params.id, true),
});

export const showProjectEndpoint = endpoint({
  method: 'DELETE',
  path: `${BASE}/project/{id}/hidden`,
  summary: 'Show a hidden project again (moderators and administrators). Answers the project.',
  tag: TAG,
  family: 'service',
  access: 'member',
  params: projectParams,
  body: toggleBody,
  response: projectContract,
  handle: ({ params, viewer }) => projects.setHidden(viewer, params.id, false),
});

export const addMaintainerEndpoint = endpoint({
  method: 'POST',
  path: `${BASE}/project/{id}/maintainers`,
  summary: "Add a maintainer (uid) to a project (its maintainers; moderators and administrators). Answers the project's maintainers.",
  tag: TAG,
  family: 'service',
  access: 'member',
  params: projectParams,
  body: maintainerBody,
  response: projectMaintainersContract,
  handle: ({ params, body, viewer }) => projects.addMaintainer(viewer, params.id, body),
});

export const removeMaintainerEndpoint = endpoint({
  method: 'DELETE',
  path: `${BASE}/project/{id}/maintainers/{uid}`,
  summary:
    "Remove a maintainer (its maintainers, themselves included; moderators and administrators). The last one stays: project-last-maintainer. Answers the project's maintainers.",
  tag: TAG,
  family: 'service',
  access: 'member',
  params: maintainerParams,
  body: toggleBody,
  response: projectMaintainersContract,
  handle: ({ params, viewer }) => projects.removeMaintainer(viewer, params.id, params.uid),
});

export const followProjectEndpoint = endpoint({
  method: 'PUT',
  path: `${BASE}/project/{id}/follow`,
  summary: 'Follow a project (again: no change). Answers is_following and follower_count.',
  tag: TAG,
  family: 'service',
  access: 'member',
  params: projectParams,
  body: toggleBody,
  response: projectFollowContract,
  handle: ({ params, viewer }) => projects.setFollowing(viewer, params.id, true),
});

export const unfollowProjectEndpoint = endpoint({
  method: 'DELETE',
  path: `${BASE}/project/{id}/follow`,
  summary: 'Stop following a project (not following: no change). Answers is_following and follower_count.',
  tag: TAG,
  family: 'service',
  access: 'member',
  ownStateOnly: true,
  params: projectParams,
  body: toggleBody,
  response: projectFollowContract,
  handle: ({ params, viewer }) => projects.setFollowing(viewer, params.id, false),
});

export const listProjectsEndpoint = endpoint({
  method: 'GET',
  path: `${BASE}/projects`,
  summary:
    'The projects list (R1.10): term, sort active | newest | followers, tags (comma list: any), page; 10 per page, ' +
    'with found and tag counts.',
  tag: TAG,
  family: 'service',
  access: 'public',
  query: projectListQuery,
  response: projectListContract,
  handle: ({ query, viewer }) => reads.listProjects(query, viewer),
});

export const myProjectsEndpoint = endpoint({
  method: 'GET',
  path: `${BASE}/my-projects`,
  summary: 'The projects you maintain or follow (R1.10), most active first, 10 per page.',
  tag: TAG,
  family: 'service',
  access: 'member',
  query: myProjectsQuery,
  response: projectListContract,
  handle: ({ query, viewer }) => reads.myProjects(viewer!, query.page),
});

export const projectFeedEndpoint = endpoint({
  method: 'GET',
  path: `${BASE}/project/{id}/feed`,
  summary:
    "A project's feed (R5.2): its main posts of types ama, podcast and blog (postType narrows to those; others are ignored), " +
    'term, tags, sortBy, page; 10 per page in the highlights shape.',
  tag: TAG,
  family: 'service',
  access: 'public',
  params: projectParams,
  query: projectPostsQuery,
  response: highlightsContract,
  handle: ({ params, query, viewer }) => reads.projectFeed(params.id, query, viewer),
});

export const projectQuestionsEndpoint = endpoint({
  method: 'GET',
  path: `${BASE}/project/{id}/questions`,
  summary: "A project's questions (R5.2): its faq topics only, with tags (filter and facet counts), term, sortBy, page and the found count.",
  tag: TAG,
  family: 'service',
  access: 'public',
  params: projectParams,
  query: projectPostsQuery,
  response: highlightsContract,
  handle: ({ params, query, viewer }) => reads.projectQuestions(params.id, query, viewer),
});

export const projectResourcesEndpoint = endpoint({
  method: 'GET',
  path: `${BASE}/project/{id}/resources/{tab}`,
  summary: "A project's feed items of one type (R1.11): tab blog, podcast or ama (others: not-found); term, tags, sortBy, page.",
  tag: TAG,
  family: 'service',
  access: 'public',
  params: resourcesParams,
  query: projectPostsQuery,
  response: highlightsContract,
  handle: ({ params, query, viewer }) => reads.projectResources(params.id, params.tab, query, viewer),
});

export const projectFaqEndpoint = endpoint({
  method: 'GET',
  path: `${BASE}/project/{id}/faq`,
  summary: "A project's FAQ: its answered questions (faq topics with an accepted answer), most upvoted first, each with its accepted answer (at most 20).",
  tag: TAG,
  family: 'service',
  access: 'public',
  params: projectParams,
  response: projectFaqContract,
  handle: ({ params, viewer }) => reads.projectFaq(params.id, viewer),
});
