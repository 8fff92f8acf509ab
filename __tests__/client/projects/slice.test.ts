import { waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { EMPTY_PROJECT_FILTERS, projectFiltersFromQuery, projectsPath } from '@/lib/projects/filters';
import { loadConfig } from '@/store/config/slice';
import {
  createProject,
  hydrateProjectsList,
  loadMyProjects,
  loadProjects,
  projectsCached,
  selectMyProjects,
  selectProjectById,
  selectProjectsList,
  toggleProjectFollow,
} from '@/store/projects/slice';
import { startStoreFeature } from '@/store/features';
import { projectsFeature } from '@/store/projects/listeners';
import { loggedOut } from '@/store/sessionActions';
import { memberConfig, visitorConfig } from '@/mocks/factories/config';
import { answerFor, mockFail } from '@/mocks/answer';
import { buildProject, projectListPages, projectsFrom } from '@/mocks/factories/projects';
import { server, startMswServer } from '../support/msw';
import { sliceStore } from '../support/store';

startMswServer();


const storeFor = (config = memberConfig()) => sliceStore(config);

describe('projects list filters (R1.10, R5.1)', () => {
  it('R5.1 an unknown sort is active, tags are normalised and bounded, term is a string', () => {
    expect(projectFiltersFromQuery({ sort: 'loudest', term: ['a', 'b'], tags: 'Rust, ,CLI,rust' })).toEqual({ term: 'a', sort: 'active', tags: ['rust', 'cli'] });
    expect(projectFiltersFromQuery({ sort: 'followers' }).sort).toBe('followers');
    expect(projectFiltersFromQuery({ tags: 'a1,b2,c3,d4,e5,f6' }).tags).toHaveLength(5);
  });

  it('R1.10 the address keeps meaningful values in one order', () => {
    expect(projectsPath(EMPTY_PROJECT_FILTERS)).toBe('/projects');
    expect(projectsPath({ term: ' db ', sort: 'newest', tags: ['sql'] }, 2)).toBe('/projects?tags=sql&sort=newest&term=db&page=2');
  });
});

describe('projects state (R1.10, R3.18, R4.4, R9.2)', () => {
  it('R4.4 page 1 sets the list, later pages append; the list ends at found', async () => {
    const seen: URLSearchParams[] = [];
    server.use(...answerFor('GET /api/projects/v1/projects', projectListPages({ 1: projectsFrom(1, 10), 2: projectsFrom(11, 12) }, 12, seen)));
    const store = storeFor(visitorConfig());
    const filters = { term: 'kit', sort: 'newest' as const, tags: ['tooling'] };
    await store.dispatch(loadProjects({ filters, page: 1 }));
    expect(selectProjectsList(store.getState()).list).toMatchObject({ status: 'hasMore', page: 1 });
    expect(selectProjectsList(store.getState()).tags).toEqual([{ value: 'tooling', count: 12 }]);
    await store.dispatch(loadProjects({ filters, page: 2 }));
    expect(selectProjectsList(store.getState()).list).toMatchObject({ status: 'end', page: 2 });
    expect(selectProjectsList(store.getState()).list.ids).toEqual(Array.from({ length: 12 }, (_, i) => i + 1));
    expect(Object.fromEntries(seen[1])).toEqual({ term: 'kit', sort: 'newest', tags: 'tooling', page: '2' });
    expect(selectProjectById(store.getState(), 12)?.name).toBe('Project 12');
  });

  it('R8.5 a failed page keeps its status', async () => {
    // A proxy's 502 (no catalogue error has that status): the page keeps the status it got.
    server.use(http.get('http://localhost/api/projects/v1/projects', () => HttpResponse.json({ error: '[[error:internal-error]]' }, { status: 502 })));
    const store = storeFor(visitorConfig());
    await store.dispatch(loadProjects({ filters: EMPTY_PROJECT_FILTERS, page: 1 }));
    expect(selectProjectsList(store.getState()).list).toMatchObject({ status: 'error', errorCode: 502 });
  });

  it('applies a server-rendered page once', () => {
    const store = storeFor(visitorConfig());
    const seed = { id: 's1', filters: EMPTY_PROJECT_FILTERS, page: 1, projects: projectsFrom(1, 3), found: 3, tags: [] };
    store.dispatch(hydrateProjectsList(seed));
    store.dispatch(hydrateProjectsList({ ...seed, projects: [] }));
    expect(selectProjectsList(store.getState()).list).toMatchObject({ ids: [1, 2, 3], status: 'end' });
  });

  it('R1.10 one follow toggle updates the project in every list, and My projects gains it', async () => {
    server.use(
      ...answerFor('GET /api/projects/v1/my-projects', projectListPages({ 1: [buildProject(5, { is_maintainer: true })] }, 1)),
      ...answerFor('PUT /api/projects/v1/project/{id}/follow', ({ params }) => {
        expect(params.id).toBe('2');
        return { is_following: true, follower_count: 4 };
      }),
      ...answerFor('DELETE /api/projects/v1/project/{id}/follow', ({ params }) => {
        expect(params.id).toBe('2');
        return { is_following: false, follower_count: 3 };
      }),
    );
    const store = storeFor();
    store.dispatch(hydrateProjectsList({ id: 's', filters: EMPTY_PROJECT_FILTERS, page: 1, projects: projectsFrom(1, 3), found: 3, tags: [] }));
    await store.dispatch(loadMyProjects(1));
    await store.dispatch(toggleProjectFollow({ id: 2, follow: true }));
    expect(selectProjectById(store.getState(), 2)).toMatchObject({ is_following: true, follower_count: 4 });
    expect(selectMyProjects(store.getState()).ids).toEqual([2, 5]);
    await store.dispatch(toggleProjectFollow({ id: 2, follow: false }));
    expect(selectMyProjects(store.getState()).ids).toEqual([5]);
    expect(selectProjectById(store.getState(), 2)?.follower_count).toBe(3);
  });

  it('a refused create rejects with the catalogue key and shows no toast', async () => {
    server.use(
      ...answerFor('POST /api/projects/v1/project', () => {
        throw mockFail('project-name-taken');
      }),
    );
    const store = storeFor();
    const result = await store.dispatch(createProject({ name: 'Taken' }));
    expect(createProject.rejected.match(result) && result.payload?.key).toBe('project-name-taken');
    expect(store.getState().toasts.items).toHaveLength(0);
  });

  it('logging out forgets the member relation and My projects', () => {
    const store = storeFor();
    store.dispatch(projectsCached([buildProject(1, { is_following: true, is_maintainer: true, can_edit: true })]));
    store.dispatch(loggedOut());
    expect(selectProjectById(store.getState(), 1)).toMatchObject({ is_following: false, is_maintainer: false, can_edit: false });
    expect(selectMyProjects(store.getState()).status).toBe('initial');
  });

  it('R6.3 signing in reads a loaded list again for the member (their follows)', async () => {
    const seen: URLSearchParams[] = [];
    server.use(...answerFor('GET /api/projects/v1/projects', projectListPages({ 1: [buildProject(1, { is_following: true })] }, 1, seen)));
    const store = storeFor(visitorConfig());
    // The lists' components start the feature's listeners (store/features.ts).
    store.dispatch(startStoreFeature(projectsFeature));
    store.dispatch(startStoreFeature(projectsFeature));
    store.dispatch(hydrateProjectsList({ id: 's', filters: { ...EMPTY_PROJECT_FILTERS, sort: 'newest' }, page: 1, projects: projectsFrom(1, 1), found: 1, tags: [] }));
    store.dispatch(loadConfig.fulfilled(memberConfig(), 'signed-in'));
    await waitFor(() => expect(selectProjectById(store.getState(), 1)?.is_following).toBe(true));
    expect(seen[0]!.get('sort')).toBe('newest');
    // Started twice, listening once: one request.
    expect(seen).toHaveLength(1);
  });

  it('a store whose listeners for the lists never started does not read the list again', async () => {
    const seen: URLSearchParams[] = [];
    server.use(...answerFor('GET /api/projects/v1/projects', projectListPages({ 1: [buildProject(1, { is_following: true })] }, 1, seen)));
    const store = storeFor(visitorConfig());
    store.dispatch(hydrateProjectsList({ id: 's', filters: EMPTY_PROJECT_FILTERS, page: 1, projects: projectsFrom(1, 1), found: 1, tags: [] }));
    store.dispatch(loadConfig.fulfilled(memberConfig(), 'signed-in'));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(seen).toHaveLength(0);
  });
});
