import { createEntityAdapter, createSlice, type PayloadAction, type WithSlice } from '@reduxjs/toolkit';
import { EMPTY_PROJECT_FILTERS, projectFilterParams, sameProjectFilters, type ProjectFilters } from '@/lib/projects/filters';
import { PROJECT_PAGE_SIZE, type ProjectData } from '@/lib/projects/types';
import type { CreateProjectBody } from '@/lib/projects/schemas';
import * as projects from '@/services/projects';
import { rootReducer, type AppThunk, type RootState } from '../index';
import { hasMoreByPageSize, initialList, listFulfilled, listPending, listRejected, type ListState } from '../lists';
import { loggedOut, personalLoaded } from '../sessionActions';
import { selectLoggedIn } from '../selectors';
import { createApiThunk } from '../thunks';
import { registerSeedHydrator } from '../seed';

/**
 * Projects on screen (R1.10): the `/projects` list and the member's `/projects/my-projects`. Lists
 * hold project ids; the projects live once in the entity adapter (`entities`), so a follow toggle
 * or an edit shows in every list and on the project page at once. Other project views put the
 * projects they load here with `projectsCached`.
 */

const adapter = createEntityAdapter<ProjectData>();

type ProjectTagCount = { value: string; count: number };

interface ProjectsState {
  entities: ReturnType<typeof adapter.getInitialState>;
  list: {
    filters: ProjectFilters;
    list: ListState<number>;
    found: number;
    /** Tags of the matching projects with their counts (the tag filter's choices). */
    tags: ProjectTagCount[];
    requestId: string | null;
    seedId: string | null;
  };
  mine: ListState<number>;
  /** Follow toggles under way, by project id (the button waits). */
  following: Record<number, boolean>;
}

const initialState: ProjectsState = {
  entities: adapter.getInitialState(),
  list: { filters: EMPTY_PROJECT_FILTERS, list: initialList<number>(), found: 0, tags: [], requestId: null, seedId: null },
  mine: initialList<number>(),
  following: {},
};

const listHasMore = (page: number, found: number) => page * PROJECT_PAGE_SIZE.list < found;

interface LoadProjectsArg {
  filters: ProjectFilters;
  page: number;
}

/** A page of `/projects`: page 1 replaces the list (R4.4), later pages append. */
export const loadProjects = createApiThunk('projects/loadList', async ({ filters, page }: LoadProjectsArg) => {
  const answer = await projects.fetchProjects({ ...projectFilterParams(filters), page });
  return { page, projects: answer.projects ?? [], found: answer.found ?? 0, tags: answer.tags ?? [] };
});

/** A page of My projects (maintained or followed), 10 a page. */
export const loadMyProjects = createApiThunk('projects/loadMine', async (page: number) => {
  const answer = await projects.fetchMyProjects(page);
  return { page, projects: answer.projects ?? [], found: answer.found ?? 0 };
});

/** Follow or unfollow (R1.10); the answer's state and count go to the one cached project. */
export const toggleProjectFollow = createApiThunk('projects/follow', async ({ id, follow }: { id: number; follow: boolean }) => {
  const answer = await projects.setProjectFollowing(id, follow);
  return { id, ...answer };
});

/**
 * Adds a project; the form shows refusals by field, so no toast. The new project joins the cache
 * and the top of My projects.
 */
export const createProject = createApiThunk('projects/create', async (body: CreateProjectBody) => projects.createProject(body), {
  toast: false,
});

export interface ProjectsListSeedPayload {
  id: string;
  filters: ProjectFilters;
  page: number;
  projects: ProjectData[];
  found: number;
  tags: ProjectTagCount[];
}

const projectsSlice = createSlice({
  name: 'projects',
  initialState,
  reducers: {
    /** Projects loaded anywhere (project page, search, pickers): stored once, newest answer wins. */
    projectsCached(state, action: PayloadAction<ProjectData[]>) {
      adapter.upsertMany(state.entities, action.payload);
    },
    listSeeded(state, action: PayloadAction<ProjectsListSeedPayload>) {
      const { id, filters, page, projects: list, found, tags } = action.payload;
      adapter.upsertMany(state.entities, list);
      state.list.seedId = id;
      state.list.filters = filters;
      state.list.requestId = null;
      state.list.tags = tags;
      state.list.found = found;
      listPending(state.list.list, 1);
      listFulfilled(state.list.list, { page, ids: list.map((p) => p.id), hasMore: listHasMore(page, found), total: found });
    },
  },
  extraReducers: (builder) => {
    builder
      .addCase(loadProjects.pending, (state, action) => {
        const { filters, page } = action.meta.arg;
        state.list.requestId = action.meta.requestId;
        if (page < 2) state.list.filters = filters;
        listPending(state.list.list, page);
      })
      .addCase(loadProjects.fulfilled, (state, action) => {
        if (action.meta.requestId !== state.list.requestId) return;
        const { page, projects: list, found, tags } = action.payload;
        adapter.upsertMany(state.entities, list);
        listFulfilled(state.list.list, { page, ids: list.map((p) => p.id), hasMore: listHasMore(page, found), total: found });
        state.list.found = found;
        if (page < 2) state.list.tags = tags;
      })
      .addCase(loadProjects.rejected, (state, action) => {
        if (action.meta.requestId !== state.list.requestId) return;
        listRejected(state.list.list, action.payload ?? { message: action.error.message });
      })
      .addCase(loadMyProjects.pending, (state, action) => {
        listPending(state.mine, action.meta.arg);
      })
      .addCase(loadMyProjects.fulfilled, (state, action) => {
        const { page, projects: list, found } = action.payload;
        adapter.upsertMany(state.entities, list);
        const hasMore = found > 0 ? page * PROJECT_PAGE_SIZE.mine < found : hasMoreByPageSize(list.length, PROJECT_PAGE_SIZE.mine);
        listFulfilled(state.mine, { page, ids: list.map((p) => p.id), hasMore, total: found });
      })
      .addCase(loadMyProjects.rejected, (state, action) => {
        listRejected(state.mine, action.payload ?? { message: action.error.message });
      })
      .addCase(toggleProjectFollow.pending, (state, action) => {
        state.following[action.meta.arg.id] = true;
      })
      .addCase(toggleProjectFollow.fulfilled, (state, action) => {
        const { id, is_following, follower_count } = action.payload;
        delete state.following[id];
        adapter.updateOne(state.entities, { id, changes: { is_following, follower_count } });
        // A followed project joins a loaded My projects list; one no longer followed (and not
        // maintained) leaves it.
        const project = state.entities.entities[id];
        if (state.mine.status === 'initial') return;
        if (is_following && !state.mine.ids.includes(id)) state.mine.ids = [id, ...state.mine.ids];
        if (!is_following && project && !project.is_maintainer) state.mine.ids = state.mine.ids.filter((other) => other !== id);
      })
      .addCase(toggleProjectFollow.rejected, (state, action) => {
        delete state.following[action.meta.arg.id];
      })
      .addCase(createProject.fulfilled, (state, action) => {
        const project = action.payload;
        adapter.upsertOne(state.entities, project);
        if (state.mine.status !== 'initial' && !state.mine.ids.includes(project.id)) state.mine.ids = [project.id, ...state.mine.ids];
      })
      // A shared page's personal layer: the member's relation to the projects it shows (lib/personal).
      .addCase(personalLoaded, (state, action) => {
        for (const [id, changes] of Object.entries(action.payload.layer.projects)) adapter.updateOne(state.entities, { id: Number(id), changes });
      })
      .addCase(loggedOut, (state) => {
        // The viewer's relation was the member's: lists load again for the visitor.
        state.mine = initialList<number>();
        state.following = {};
        for (const id of state.entities.ids) {
          const project = state.entities.entities[id];
          if (project) Object.assign(project, { is_following: false, is_maintainer: false, can_edit: false });
        }
      });
  },
});

declare module '../index' {
  export interface LazyLoadedSlices extends WithSlice<typeof projectsSlice> {}
}

// Loads with the project pages and dialogs, not with every page (store/index.ts).
const injected = projectsSlice.injectInto(rootReducer);
/** The projects state, or its initial state in a store that has not seen an action since the slice loaded. */
export const selectProjectsState = (state: RootState): ProjectsState => injected.selectSlice(state);

export const { projectsCached } = projectsSlice.actions;
const { listSeeded } = projectsSlice.actions;

/** The `/projects` part of a page seed: once per render. */
export const hydrateProjectsList =
  (seed: ProjectsListSeedPayload): AppThunk =>
  (dispatch, getState) => {
    if (selectProjectsState(getState()).list.seedId === seed.id) return;
    dispatch(listSeeded({ ...seed, page: Math.max(1, seed.page) }));
  };
registerSeedHydrator('projectsList', (id, part) => hydrateProjectsList({ id, ...part }));


/** The URL's filters: page 1 unless the list already holds (or is loading) these filters. */
export const syncProjects =
  (filters: ProjectFilters): AppThunk =>
  (dispatch, getState) => {
    const { list, filters: current } = selectProjectsState(getState()).list;
    if (list.status !== 'initial' && sameProjectFilters(current, filters)) return;
    void dispatch(loadProjects({ filters, page: 1 }));
  };

export const loadMoreProjects = (): AppThunk => (dispatch, getState) => {
  const { list, filters } = selectProjectsState(getState()).list;
  if (list.status !== 'hasMore') return;
  void dispatch(loadProjects({ filters, page: list.page + 1 }));
};

export const retryProjects = (): AppThunk => (dispatch, getState) => {
  const { list, filters } = selectProjectsState(getState()).list;
  void dispatch(loadProjects({ filters, page: Math.max(1, list.page) }));
};

/** My projects' first page, once per session (members only). */
export const syncMyProjects = (): AppThunk => (dispatch, getState) => {
  if (!selectLoggedIn(getState())) return;
  if (selectProjectsState(getState()).mine.status !== 'initial') return;
  void dispatch(loadMyProjects(1));
};

export const loadMoreMyProjects = (): AppThunk => (dispatch, getState) => {
  const { mine } = selectProjectsState(getState());
  if (mine.status !== 'hasMore') return;
  void dispatch(loadMyProjects(mine.page + 1));
};

export const retryMyProjects = (): AppThunk => (dispatch, getState) => {
  void dispatch(loadMyProjects(Math.max(1, selectProjectsState(getState()).mine.page)));
};

const entitySelectors = adapter.getSelectors((state: RootState) => selectProjectsState(state).entities);

export const selectProjectById = (state: RootState, id: number): ProjectData | undefined => entitySelectors.selectById(state, id);
export const selectProjectsList = (state: RootState) => selectProjectsState(state).list;
export const selectMyProjects = (state: RootState) => selectProjectsState(state).mine;
export const selectFollowPending = (state: RootState, id: number) => Boolean(selectProjectsState(state).following[id]);
