import { isHeldAnswer } from '@/lib/review/types';
import { createSelector, createSlice, type PayloadAction, type WithSlice } from '@reduxjs/toolkit';
import type { PostData, TopicData, TopicInput, UploadedFile } from '@/lib/discussions/types';
import { said, type Text } from '@/lib/i18n/said';
import * as discussions from '@/services/discussions';
import { postsCached } from '../feed/cache';
import { rootReducer, type AppThunk, type RootState } from '../index';
import { initialList, listFulfilled, listPending, listRejected, type ListState } from '../lists';
import { loggedOut } from '../sessionActions';
import { createApiThunk } from '../thunks';

/**
 * The composer (new topics of every post type, editing a main post): what it sends and what the
 * server answered. The form's values live in the component; here are the kept post id (a saved
 * draft or the post being edited), submitting, the server's refusal (shown inline, so the thunks
 * do not toast), the server-rendered preview, the one upload in progress and the drafts list.
 */

export type UploadPurpose = 'audio' | 'image';
export type SubmitKind = 'publish' | 'draft';

interface ComposerUpload {
  status: 'idle' | 'uploading' | 'done' | 'error';
  purpose: UploadPurpose | null;
  name: string;
  /** 0..1 while sending, when the browser reports it; null when unknown. */
  progress: number | null;
  error: Text | null;
  /** Why another file was not taken (one upload at a time), without touching the current one. */
  refused: { purpose: UploadPurpose; message: Text } | null;
  file: UploadedFile | null;
}

interface ComposerState {
  /** The main post the composer writes to: set when editing, and after the first draft save. */
  pid: number | null;
  tid: number | null;
  /** The kept post is still a draft (false once published, or when editing a published post). */
  draft: boolean;
  submitting: SubmitKind | null;
  /** The server's refusal, already catalogue text (R8.2), or a message said in the page's language when it gave none. */
  error: Text | null;
  errorKey: string | null;
  /** When a draft was last saved (ms). */
  savedAt: number | null;
  preview: { status: 'idle' | 'loading' | 'ready' | 'error'; html: string; source: string | null; error: Text | null };
  upload: ComposerUpload;
  /** The member's drafts (pids into the shared cache). */
  drafts: ListState<number>;
}

const idleUpload: ComposerUpload = { status: 'idle', purpose: null, name: '', progress: null, error: null, refused: null, file: null };

function initialState(): ComposerState {
  return {
    pid: null,
    tid: null,
    draft: false,
    submitting: null,
    error: null,
    errorKey: null,
    savedAt: null,
    preview: { status: 'idle', html: '', source: null, error: null },
    upload: { ...idleUpload },
    drafts: initialList<number>(),
  };
}

interface SavedPost {
  pid: number;
  tid: number;
  /** The topic page. */
  url: string;
  title: string;
  draft: boolean;
  /** Held for a moderator's approval (issue 35): not posted yet, no address. */
  held?: boolean;
}

function fromTopic(topic: TopicData, draft: boolean): SavedPost {
  return { pid: topic.mainPid, tid: topic.tid, url: topic.url || `/posts/${topic.slug}`, title: topic.titleRaw || topic.title, draft };
}

function fromPost(post: PostData, draft: boolean): SavedPost {
  return { pid: post.pid, tid: post.tid, url: post.url || `/posts/${post.slug}`, title: post.title, draft };
}

/** Writes the form to the server: the kept post is edited, otherwise a topic is created. */
async function write(input: TopicInput, draft: boolean, getState: () => RootState, cache: (posts: PostData[]) => void) {
  const pid = selectComposer(getState()).pid;
  if (pid !== null) {
    const post = await discussions.editTopicPost(pid, { ...input, draft });
    // Publishing a new member's (or a silenced member's) draft held for review (issue 35): it stays a draft.
    if (isHeldAnswer(post)) return { pid, tid: post.held.tid ?? 0, url: '', title: input.title ?? '', draft: true, held: true };
    cache([post]);
    return fromPost(post, draft);
  }
  const topic = await discussions.createTopic({ ...input, draft });
  // A new member's topic held for review (issue 35): nothing to show yet.
  if (isHeldAnswer(topic)) return { pid: 0, tid: 0, url: '', title: input.title ?? '', draft, held: true };
  cache(topic.posts);
  return fromTopic(topic, draft);
}

/** Publish (R7.2): create, or edit the kept draft / the post being edited, with draft false. */
export const publishTopic = createApiThunk(
  'composer/publish',
  (input: TopicInput, { getState, dispatch }) => write(input, false, getState, (posts) => dispatch(postsCached(posts))),
  { toast: false },
);

/** Save draft (R7.2): create with draft true the first time, then edit the kept pid. */
export const saveDraft = createApiThunk(
  'composer/saveDraft',
  (input: TopicInput, { getState, dispatch }) => write(input, true, getState, (posts) => dispatch(postsCached(posts))),
  { toast: false },
);

/** The preview is the server's own rendering, sanitised (only the server renders Markdown). */
export const loadPreview = createApiThunk(
  'composer/preview',
  async (content: string) => ({ source: content, html: (await discussions.previewMarkdown(content)).html }),
  { toast: false },
);

/** The member's draft topics, to resume one. */
export const loadDrafts = createApiThunk(
  'composer/drafts',
  async (_: void, { dispatch }) => {
    const { posts } = await discussions.fetchDrafts();
    dispatch(postsCached(posts));
    return posts.map((p) => p.pid);
  },
  { toast: false },
);

interface UploadRequest {
  file: File;
  cid?: number;
  purpose: UploadPurpose;
}

/** R5.7: sends one file (use `startUpload`, which refuses a second file while one is on its way). */
const uploadComposerFile = createApiThunk(
  'composer/upload',
  async ({ file, cid }: UploadRequest, { dispatch }) => {
    const files = await discussions.uploadFile(file, cid, (fraction) => dispatch(uploadProgressed(fraction)));
    const stored = files[0];
    if (!stored) throw new Error('upload answered no file');
    return stored;
  },
  { toast: false },
);

/** R5.7: one file per upload. */
/** A refusal the server answered without words. */
const SOMETHING_WRONG = said('composer', 'error.generic');

const ONE_FILE_MESSAGE = said('composer', 'upload.oneFile');

/**
 * Starts an upload of the one chosen file, unless one is already on its way (R5.7: one file at a
 * time) or `check` (the client's own rules) refuses it. Answers the stored file, or null when it
 * was refused or failed (the reason is in `composer.upload`).
 */
export const startUpload =
  ({ files, cid, purpose, check }: { files: File[]; cid?: number; purpose: UploadPurpose; check?: (file: File) => string | null }): AppThunk<
    Promise<UploadedFile | null>
  > =>
  async (dispatch, getState) => {
    if (files.length === 0) return null;
    if (selectComposer(getState()).upload.status === 'uploading') {
      dispatch(uploadRefused({ purpose, message: said('errors', 'still-uploading') }));
      return null;
    }
    if (files.length > 1) {
      dispatch(uploadRefused({ purpose, message: ONE_FILE_MESSAGE }));
      return null;
    }
    const file = files[0];
    const problem = check?.(file) ?? null;
    if (problem) {
      dispatch(uploadRejectedLocally({ name: file.name, purpose, error: problem }));
      return null;
    }
    const result = await dispatch(uploadComposerFile({ file, cid, purpose }));
    return uploadComposerFile.fulfilled.match(result) ? result.payload : null;
  };

const composerSlice = createSlice({
  name: 'composer',
  initialState: initialState(),
  reducers: {
    /** A composer opens: a new topic (null) or an existing main post. Drafts stay loaded. */
    composerOpened(state, action: PayloadAction<{ pid: number; tid: number; draft: boolean } | null>) {
      const fresh = initialState();
      fresh.drafts = state.drafts;
      if (action.payload) {
        fresh.pid = action.payload.pid;
        fresh.tid = action.payload.tid;
        fresh.draft = action.payload.draft;
      }
      return fresh;
    },
    uploadProgressed(state, action: PayloadAction<number>) {
      if (state.upload.status === 'uploading') state.upload.progress = action.payload;
    },
    uploadRefused(state, action: PayloadAction<{ purpose: UploadPurpose; message: Text }>) {
      state.upload.refused = action.payload;
    },
    /** A file chosen that the client already knows the server would refuse. */
    uploadRejectedLocally(state, action: PayloadAction<{ name: string; purpose: UploadPurpose; error: string }>) {
      if (state.upload.status === 'uploading') return;
      state.upload = { ...idleUpload, status: 'error', name: action.payload.name, purpose: action.payload.purpose, error: action.payload.error };
    },
  },
  extraReducers: (builder) => {
    const submitting = (kind: SubmitKind) => (state: ComposerState) => {
      state.submitting = kind;
      state.error = null;
      state.errorKey = null;
    };
    const refused = (state: ComposerState, action: { payload?: { message: string; key: string | null } }) => {
      state.submitting = null;
      state.error = action.payload?.message ?? SOMETHING_WRONG;
      state.errorKey = action.payload?.key ?? null;
    };
    const saved = (state: ComposerState, { pid, tid }: { pid: number; tid: number }, draft: boolean) => {
      state.submitting = null;
      state.pid = pid;
      state.tid = tid;
      state.draft = draft;
    };
    builder
      .addCase(publishTopic.pending, submitting('publish'))
      .addCase(publishTopic.fulfilled, (state, action) => {
        if (action.payload.held) {
          state.submitting = null;
          return;
        }
        saved(state, action.payload, false);
        state.drafts.ids = state.drafts.ids.filter((pid) => pid !== action.payload.pid);
      })
      .addCase(publishTopic.rejected, refused)
      .addCase(saveDraft.pending, submitting('draft'))
      .addCase(saveDraft.fulfilled, (state, action) => {
        saved(state, action.payload, true);
        state.savedAt = Date.now();
        if (!state.drafts.ids.includes(action.payload.pid)) state.drafts.ids.unshift(action.payload.pid);
      })
      .addCase(saveDraft.rejected, refused)
      .addCase(loadPreview.pending, (state, action) => {
        state.preview = { status: 'loading', html: state.preview.html, source: action.meta.arg, error: null };
      })
      .addCase(loadPreview.fulfilled, (state, action) => {
        // An older answer arriving after a newer request is dropped.
        if (state.preview.source !== action.payload.source) return;
        state.preview = { status: 'ready', html: action.payload.html, source: action.payload.source, error: null };
      })
      .addCase(loadPreview.rejected, (state, action) => {
        if (state.preview.source !== action.meta.arg) return;
        state.preview = { status: 'error', html: '', source: action.meta.arg, error: action.payload?.message ?? SOMETHING_WRONG };
      })
      .addCase(loadDrafts.pending, (state) => listPending(state.drafts, 1))
      .addCase(loadDrafts.fulfilled, (state, action) => listFulfilled(state.drafts, { page: 1, ids: action.payload, hasMore: false }))
      .addCase(loadDrafts.rejected, (state, action) => listRejected(state.drafts, action.payload))
      .addCase(uploadComposerFile.pending, (state, action) => {
        state.upload = { ...idleUpload, status: 'uploading', purpose: action.meta.arg.purpose, name: action.meta.arg.file.name };
      })
      .addCase(uploadComposerFile.fulfilled, (state, action) => {
        state.upload = { ...state.upload, status: 'done', progress: 1, error: null, refused: null, file: action.payload };
      })
      .addCase(uploadComposerFile.rejected, (state, action) => {
        state.upload = {
          ...state.upload,
          status: 'error',
          progress: null,
          refused: null,
          error: action.payload?.message ?? said('errors', 'upload-error-fallback'),
        };
      })
      .addCase(loggedOut, () => initialState());
  },
});

export const { composerOpened } = composerSlice.actions;
const { uploadProgressed, uploadRefused, uploadRejectedLocally } = composerSlice.actions;

declare module '../index' {
  export interface LazyLoadedSlices extends WithSlice<typeof composerSlice> {}
}

// Loads with the composer (its page, its dialogs and the drafts list), not with every page (store/index.ts).
const injected = composerSlice.injectInto(rootReducer);

/** The composer's state, or its initial state in a store that has not seen an action since the slice loaded. */
export const selectComposer = (state: RootState) => injected.selectSlice(state);
export const selectDraftPosts = createSelector(
  [(state: RootState) => selectComposer(state).drafts.ids, (state: RootState) => state.cache.posts.entities],
  (ids, entities): PostData[] => ids.map((pid): PostData | undefined => entities[pid]).filter((p): p is PostData => p !== undefined),
);
