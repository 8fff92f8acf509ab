import { createSlice, type PayloadAction, type WithSlice } from '@reduxjs/toolkit';
import { readHighlights, type TagFacet } from '@/lib/discussions/feed';
import { DISCUSSION_PAGE_SIZE } from '@/lib/discussions/types';
import { eventSearchParams } from '@/lib/events/feed';
import { EVENT_PAGE_SIZE, type EventData } from '@/lib/events/types';
import { projectListKey, projectPostsParams, withPage, type ProjectView } from '@/lib/projects/page';
import { said } from '@/lib/i18n/said';
import type { UpdateProjectBody } from '@/lib/projects/schemas';
import type { ProjectData, ProjectMember } from '@/lib/projects/types';
import type { ProjectListSeed, ProjectPageSeed } from '@/lib/ssr/seed';
import { pinTopic, unpinTopic } from '@/services/discussions';
import { searchEvents } from '@/services/events';
import * as api from '@/services/projects';
import { rootReducer, type AppThunk, type RootState } from '../index';
import { eventsCached, postPatched, postsCached, selectPost } from '../feed/cache';
import { initialList, listFulfilled, listPending, listRejected, type ListState } from '../lists';
import { requireLogin } from '../login/slice';
import { loggedOut, personalLoaded } from '../sessionActions';
import { createApiThunk } from '../thunks';
import { registerSeedHydrator } from '../seed';
import { projectsCached, toggleProjectFollow } from './slice';
import { addToast } from '../toasts/slice';

/**
 * The project page (R1.11, R1.15): the project, and the one list its view shows (the feed, the
 * questions, one type of resources or the events) with the shared list state; posts and events
 * live in the entity cache, the list holds their ids. The FAQ keeps its pairs of pids. Follow,
 * edit, maintainers and pins change the project (or the cached post) from the server's answer; a
 * follow is the projects slice's (`toggleProjectFollow`), so it shows in the lists too.
 */

interface FaqPair {
  question: number;
  answer: number;
}

interface ProjectPageState {
  id: number;
  status: 'idle' | 'ready' | 'error';
  project: ProjectData | null;
  error: string | null;
  errorCode: number | null;
  /** The view the list holds (its filters and first page). */
  view: ProjectView | null;
  key: string | null;
  kind: 'posts' | 'events' | 'faq' | 'none';
  list: ListState<number>;
  found: number;
  tags: TagFacet[];
  faq: FaqPair[];
  requestId: string | null;
  seedId: string | null;
}

const initialState: ProjectPageState = {
  id: 0,
  status: 'idle',
  project: null,
  error: null,
  errorCode: null,
  view: null,
  key: null,
  kind: 'none',
  list: initialList<number>(),
  found: 0,
  tags: [],
  faq: [],
  requestId: null,
  seedId: null,
};

const pageSize = (kind: 'posts' | 'events') => (kind === 'posts' ? DISCUSSION_PAGE_SIZE.feed : EVENT_PAGE_SIZE.search);

interface ListPage {
  kind: ProjectPageState['kind'];
  page: number;
  ids: number[];
  found: number;
  tags: TagFacet[];
  faq: FaqPair[];
}

/** A list seed or answer as the store keeps it; posts and events go to the cache. */
function pageOf(list: ProjectListSeed): ListPage {
  switch (list.kind) {
    case 'posts':
      return { kind: 'posts', page: list.page, ids: list.posts.map((p) => p.pid), found: list.found, tags: list.tags, faq: [] };
    case 'events':
      return { kind: 'events', page: list.page, ids: list.events.map((e) => e.id), found: list.found, tags: [], faq: [] };
    case 'faq':
      return { kind: 'faq', page: 1, ids: [], found: list.entries.length, tags: [], faq: list.entries.map((e) => ({ question: e.question.pid, answer: e.answer.pid })) };
    default:
      return { kind: 'none', page: 1, ids: [], found: 0, tags: [], faq: [] };
  }
}

function applyPage(state: ProjectPageState, page: ListPage) {
  state.kind = page.kind;
  const more = page.kind === 'posts' || page.kind === 'events' ? page.page * pageSize(page.kind) < page.found : false;
  listFulfilled(state.list, { page: page.page, ids: page.ids, hasMore: more, total: page.found });
  state.found = page.found;
  if (page.page < 2) state.tags = page.tags;
  state.faq = page.faq;
}

/** Loads a page of a view's list (page 1 replaces it). */
export const loadProjectList = createApiThunk(
  'projectPage/loadList',
  async ({ project, view }: { project: ProjectData; view: ProjectView; key: string }, { dispatch }): Promise<ListPage> => {
    if (view.tab === 'feed' || view.tab === 'questions' || view.tab === 'resources') {
      const params = projectPostsParams(view);
      const answer =
        view.tab === 'feed'
          ? await api.fetchProjectFeed(project.id, params)
          : view.tab === 'questions'
            ? await api.fetchProjectQuestions(project.id, params)
            : await api.fetchProjectResources(project.id, view.type, params);
      const { posts, found, tags } = readHighlights(answer);
      dispatch(postsCached(posts));
      return pageOf({ kind: 'posts', key: '', page: params.page, posts, found, tags });
    }
    if (view.tab === 'events') {
      const answer = await searchEvents({ ...eventSearchParams(view.filters, view.page, Date.now()), projects: project.slug });
      const set = answer?.results?.[0];
      const events = (set?.hits ?? []).map((hit) => hit.document).filter((e): e is EventData => Boolean(e));
      dispatch(eventsCached(events));
      return pageOf({ kind: 'events', key: '', page: view.page, events, found: set?.found ?? 0 });
    }
    if (view.tab === 'faq') {
      const { entries } = await api.fetchProjectFaq(project.id);
      dispatch(postsCached(entries.flatMap((e) => [e.question, e.answer])));
      return pageOf({ kind: 'faq', key: '', entries });
    }
    return pageOf({ kind: 'none', key: '' });
  },
);

/** The project again for a new viewer (their relation to it). */
export const reloadProject = createApiThunk('projectPage/reload', async (id: number) => api.fetchProject(id), { toast: false });

/** Edits the project (maintainers, moderators); the form shows a refusal itself. */
export const saveProject = createApiThunk(
  'projectPage/save',
  async ({ id, body }: { id: number; body: UpdateProjectBody }, { dispatch }) => {
    const project = await api.updateProject(id, body);
    // The lists' one cached project (store/projects/slice.ts) shows the edit too.
    dispatch(projectsCached([project]));
    return project;
  },
  { toast: false },
);

export const addMaintainer = createApiThunk('projectPage/addMaintainer', async ({ id, uid }: { id: number; uid: number }) => ({
  id,
  ...(await api.addProjectMaintainer(id, uid)),
}));

export const removeMaintainer = createApiThunk('projectPage/removeMaintainer', async ({ id, uid }: { id: number; uid: number }) => ({
  id,
  ...(await api.removeProjectMaintainer(id, uid)),
}));

/**
 * The list's order after a pin or unpin (R4.8): pinned topics first, as the server sorts, each
 * group in the order the list had (a stable partition). The server's exact place within a group
 * (its sort's counts, which a card does not all carry) comes with the next load.
 */
function pinnedFirstOrder(ids: readonly number[], isPinned: (pid: number) => boolean): number[] {
  return [...ids.filter(isPinned), ...ids.filter((pid) => !isPinned(pid))];
}

/** R4.8: pins or unpins a topic of the project (its maintainers may, for topics whose first project it is). */
export const pinProjectTopic = createApiThunk(
  'projectPage/pin',
  async ({ pid, tid, pinned }: { pid: number; tid: number; pinned: boolean }, { dispatch, getState }) => {
    if (pinned) await pinTopic(tid);
    else await unpinTopic(tid);
    dispatch(postPatched({ pid, changes: { pinned: pinned ? 1 : 0 } }));
    dispatch(addToast(pinned ? said('projects', 'pin.pinned') : said('projects', 'pin.unpinned'), 'success'));
    const state = getState();
    const order = pinnedFirstOrder(selectProjectPage(state).list.ids, (id) => selectPost(state, id)?.pinned === 1);
    return { pid, pinned, order };
  },
);

function maintainersChanged(state: ProjectPageState, answer: { id: number; maintainers: ProjectMember[] }) {
  if (state.project?.id === answer.id) state.project.maintainers = answer.maintainers;
}

const projectPageSlice = createSlice({
  name: 'projectPage',
  initialState,
  reducers: {
    projectSeeded(state, action: PayloadAction<{ seedId: string; seed: ProjectPageSeed; page: ListPage | null; key: string | null }>) {
      const { seedId, seed, page, key } = action.payload;
      state.seedId = seedId;
      state.requestId = null;
      if (!seed.loaded) {
        Object.assign(state, { ...initialState, seedId, id: seed.id, status: 'error', error: seed.message, errorCode: seed.code });
        return;
      }
      state.id = seed.project.id;
      state.status = 'ready';
      state.project = seed.project;
      state.error = null;
      state.errorCode = null;
      state.view = seed.view;
      state.key = key;
      listPending(state.list, 1);
      if (page) applyPage(state, page);
    },
  },
  extraReducers: (builder) => {
    builder
      .addCase(loadProjectList.pending, (state, action) => {
        const { view, key } = action.meta.arg;
        const page = 'page' in view ? view.page : 1;
        state.requestId = action.meta.requestId;
        if (page < 2) {
          state.view = view;
          state.key = key;
        }
        listPending(state.list, page);
      })
      .addCase(loadProjectList.fulfilled, (state, action) => {
        if (action.meta.requestId !== state.requestId) return;
        applyPage(state, action.payload);
      })
      .addCase(loadProjectList.rejected, (state, action) => {
        if (action.meta.requestId !== state.requestId) return;
        listRejected(state.list, action.payload ?? { message: action.error.message });
      })
      .addCase(toggleProjectFollow.fulfilled, (state, action) => {
        if (state.project?.id !== action.payload.id) return;
        state.project.is_following = action.payload.is_following;
        state.project.follower_count = action.payload.follower_count;
      })
      .addCase(saveProject.fulfilled, (state, action) => {
        if (state.project?.id === action.payload.id) state.project = action.payload;
      })
      // The list shows the pin at once (pinned first), the same posts in a new order.
      .addCase(pinProjectTopic.fulfilled, (state, action) => {
        const { order } = action.payload;
        const held = new Set(state.list.ids);
        if (order.length === held.size && order.every((pid) => held.has(pid))) state.list.ids = order;
      })
      .addCase(addMaintainer.fulfilled, (state, action) => maintainersChanged(state, action.payload))
      .addCase(removeMaintainer.fulfilled, (state, action) => maintainersChanged(state, action.payload))
      .addCase(reloadProject.fulfilled, (state, action) => {
        if (state.project?.id === action.payload.id) state.project = action.payload;
      })
      // A shared page's personal layer: the member's relation to the project (lib/personal).
      .addCase(personalLoaded, (state, action) => {
        const mine = state.project ? action.payload.layer.projects[state.project.id] : undefined;
        if (state.project && mine) state.project = { ...state.project, ...mine };
      })
      // R4.12: the viewer's relation and the editor's fields go with the session.
      .addCase(loggedOut, (state) => {
        if (!state.project) return;
        state.project = { ...state.project, is_following: false, is_maintainer: false, can_edit: false };
        delete state.project.descriptionRaw;
      });
  },
});

declare module '../index' {
  export interface LazyLoadedSlices extends WithSlice<typeof projectPageSlice> {}
}

// Loads with the project page (store/index.ts).
const injected = projectPageSlice.injectInto(rootReducer);

const { projectSeeded } = projectPageSlice.actions;

/** The project page's part of a page seed: posts and events into the cache, ids into the list, once per render. */
export const hydrateProjectPage =
  (seedId: string, seed: ProjectPageSeed): AppThunk =>
  (dispatch, getState) => {
    if (selectProjectPage(getState()).seedId === seedId) return;
    if (seed.loaded) {
      if (seed.list.kind === 'posts') dispatch(postsCached(seed.list.posts));
      if (seed.list.kind === 'events') dispatch(eventsCached(seed.list.events));
      if (seed.list.kind === 'faq') dispatch(postsCached(seed.list.entries.flatMap((e) => [e.question, e.answer])));
    }
    dispatch(projectSeeded({ seedId, seed, page: seed.loaded ? pageOf(seed.list) : null, key: seed.loaded ? seed.list.key : null }));
  };
registerSeedHydrator('project', hydrateProjectPage);


/** The address's view: loads its page 1 unless the list already holds (or is loading) it. */
export const syncProjectView =
  (view: ProjectView): AppThunk =>
  (dispatch, getState) => {
    const { project, key, list } = selectProjectPage(getState());
    if (!project) return;
    const next = projectListKey(project.id, view);
    if (next === key && list.status !== 'initial') return;
    void dispatch(loadProjectList({ project, view: withPage(view, 1), key: next }));
  };

/** The next page, only when there is one and nothing is loading. */
export const loadMoreProjectList = (): AppThunk => (dispatch, getState) => {
  const { project, view, key, list } = selectProjectPage(getState());
  if (!project || !view || !key || list.status !== 'hasMore') return;
  void dispatch(loadProjectList({ project, view: withPage(view, list.page + 1), key }));
};

/** Retry: the page that failed. */
export const retryProjectList = (): AppThunk => (dispatch, getState) => {
  const { project, view, key, list } = selectProjectPage(getState());
  if (!project || !view || !key) return;
  void dispatch(loadProjectList({ project, view: withPage(view, Math.max(1, list.page)), key }));
};

/** The follow button: members follow or unfollow; visitors are asked to sign in. */
export const toggleFollow = (): AppThunk => (dispatch, getState) => {
  const { project } = selectProjectPage(getState());
  if (!project || !dispatch(requireLogin('follow'))) return;
  void dispatch(toggleProjectFollow({ id: project.id, follow: !project.is_following }));
};

export const selectProjectPage = (state: RootState): ProjectPageState => injected.selectSlice(state);
export const selectShownProject = (state: RootState) => selectProjectPage(state).project;
