import {
  UPLOAD_LIMITS,
  type ComposeCategory,
  type ComposePageProps,
  type EditablePost,
  type PostMetaData,
  type PostType,
  type TopicInput,
} from '@/lib/discussions/types';

export type { ComposeCategory, ComposePageProps, EditablePost };
import {
  contentIssue,
  isAudioUrl as isAudioAddress,
  isWebUrl as isHttpUrl,
  normalizeTag,
  summaryIssue,
  tagIssue,
  tagsIssue,
  titleIssue,
} from '@/lib/discussions/rules';
import type { ErrorTexts } from '@/lib/errors/catalogue';
import type { MessageKey } from '@/lib/i18n/catalogues';
import type { ErrorIssue } from '@/lib/errors/validation';
import type { UploadPurpose } from '@/store/composer/slice';

/**
 * The composer's form model: the values it edits, the client-side checks (the same bounds the
 * server enforces, TOPIC_LIMITS, with the catalogue's own texts, R5.11) and the request body it
 * sends (no empty values, R5.6).
 */

export interface ComposerValues {
  postType: PostType;
  title: string;
  content: string;
  summary: string;
  tags: string[];
  /** '' for no project, else the project id. */
  projectId: string;
  /** '' when there is no category choice. */
  cid: string;
  audioUrl: string;
  linkUrl: string;
}

export type ComposerField = keyof ComposerValues;
type ComposerErrors = Partial<Record<ComposerField, string>>;

/** Order in which fields appear (the first invalid one gets focus). */
export const FIELD_ORDER: ReadonlyArray<ComposerField> = [
  'postType',
  'title',
  'audioUrl',
  'linkUrl',
  'content',
  'summary',
  'tags',
  'projectId',
  'cid',
];

/** Each post type's help text in the composer (messages/<locale>/composer.json). */
export const POST_TYPE_HELP: Readonly<Record<PostType, MessageKey<'composer'>>> = {
  faq: 'postType.help.faq',
  blog: 'postType.help.blog',
  link: 'postType.help.link',
  podcast: 'postType.help.podcast',
  ama: 'postType.help.ama',
};

/** The composer's heading and the page's title: a new post, or the draft or post being edited. */
export function composeHeading(editing: Pick<EditablePost, 'draft'> | null | false): MessageKey<'composer'> {
  if (!editing) return 'heading.new';
  return editing.draft ? 'heading.editDraft' : 'heading.editPost';
}

export function initialValues(options: {
  editing: EditablePost | null;
  initialType: PostType;
  categories: ReadonlyArray<ComposeCategory>;
}): ComposerValues {
  const { editing, initialType, categories } = options;
  const firstCid = categories.length > 1 ? String(categories[0].cid) : '';
  if (!editing) {
    return {
      postType: initialType,
      title: '',
      content: '',
      summary: '',
      tags: [],
      projectId: '',
      cid: firstCid,
      audioUrl: '',
      linkUrl: '',
    };
  }
  const cidKnown = categories.some((c) => c.cid === editing.cid);
  return {
    postType: editing.postType,
    title: editing.title,
    content: editing.content,
    summary: editing.summary,
    tags: [...editing.tags],
    projectId: editing.projects[0] ? String(editing.projects[0].id) : '',
    cid: categories.length > 1 ? (cidKnown ? String(editing.cid) : firstCid) : '',
    audioUrl: typeof editing.metaData.audioUrl === 'string' ? editing.metaData.audioUrl : '',
    linkUrl: typeof editing.metaData.url === 'string' ? editing.metaData.url : '',
  };
}

// --- Tags ------------------------------------------------------------------------------------

/** A tag as the server stores it (the one rule, lib/discussions/rules.ts). */
export { normalizeTag };

/** Why a tag cannot be added, or null when it can (a repeat is not an error: it is ignored). */
export function tagError(tag: string, current: ReadonlyArray<string>, texts: ErrorTexts): string | null {
  const issue = tagIssue(tag, current);
  return issue ? texts.errorText(issue.key, issue.args) : null;
}

// --- Checks ----------------------------------------------------------------------------------

/** An absolute http(s) address. */
const isWebUrl = (value: string) => isHttpUrl(value.trim());

/** Audio may also be a file this site serves (`/uploads/...`, `/audio/...`). */
const isAudioUrl = (value: string) => isAudioAddress(value.trim());

/**
 * The client-side checks: the server's rules (drafts included: a podcast needs its audio and a
 * link its address even as a draft), so a refusal is shown before anything is sent, in the
 * catalogue's words of the page's language (`texts`, lib/errors/useErrorTexts.ts).
 */
export function validateComposer(values: ComposerValues, { errorText }: ErrorTexts): ComposerErrors {
  const errors: ComposerErrors = {};
  // The server's own rules (lib/discussions/rules.ts), in the catalogue's words.
  const refuse = (field: ComposerField, issue: ErrorIssue | null) => {
    if (issue) errors[field] = errorText(issue.key, issue.args);
  };
  refuse('title', titleIssue(values.title));
  refuse('content', contentIssue(values.content));
  refuse('summary', summaryIssue(values.summary));
  refuse('tags', tagsIssue(values.tags));
  if (values.postType === 'podcast') {
    const audio = values.audioUrl.trim();
    if (audio === '') errors.audioUrl = errorText('audio-url-required');
    else if (!isAudioUrl(audio)) errors.audioUrl = errorText('invalid-url');
  }
  if (values.postType === 'link') {
    const url = values.linkUrl.trim();
    if (url === '') errors.linkUrl = errorText('link-url-required');
    else if (!isWebUrl(url)) errors.linkUrl = errorText('invalid-url');
  }
  return errors;
}

export function firstInvalid(errors: ComposerErrors): ComposerField | null {
  return FIELD_ORDER.find((field) => errors[field]) ?? null;
}

/** Which field a server refusal is about, so its text shows next to it (R8.2). */
export function fieldForErrorKey(key: string | null | undefined, postType: PostType): ComposerField | null {
  switch (key) {
    case 'title-too-short':
    case 'title-too-long':
    case 'invalid-title':
      return 'title';
    case 'content-too-short':
    case 'content-too-long':
      return 'content';
    case 'too-many-tags':
    case 'not-enough-tags':
    case 'tag-too-short':
    case 'tag-too-long':
    case 'tag-not-allowed':
    case 'cant-use-system-tag':
      return 'tags';
    case 'invalid-post-type':
      return 'postType';
    case 'audio-url-required':
      return 'audioUrl';
    case 'link-url-required':
      return 'linkUrl';
    case 'invalid-url':
      return postType === 'podcast' ? 'audioUrl' : postType === 'link' ? 'linkUrl' : null;
    default:
      return null;
  }
}

// --- Uploads ---------------------------------------------------------------------------------

/** Why a chosen file cannot be uploaded, or null (R5.7: the server checks again). */
export function fileError(file: File, purpose: UploadPurpose, { errorText }: ErrorTexts): string | null {
  const allowed = UPLOAD_LIMITS.types.filter((type) => type.startsWith(purpose === 'audio' ? 'audio/' : 'image/'));
  if (!allowed.some((type) => type === file.type)) {
    return errorText('invalid-file-type', [file.type || 'unknown', allowed.map((t) => t.split('/')[1]).join(', ')]);
  }
  if (file.size > UPLOAD_LIMITS.maxBytes) return errorText('file-too-big', [Math.round(UPLOAD_LIMITS.maxBytes / 1024)]);
  return null;
}

/** Markdown for an uploaded image, alt text from the file name. */
export function imageMarkdown(name: string, url: string): string {
  const alt = name.replace(/\.[^.]+$/, '').replace(/[[\]\\]/g, ' ').replace(/[-_]+/g, ' ').trim() || 'image';
  return `![${alt}](${url})`;
}

/** Inserts text into `value` in place of the selection [start, end). */
export function insertAt(value: string, text: string, start: number, end: number = start): { value: string; caret: number } {
  const from = Math.max(0, Math.min(start, value.length));
  const to = Math.max(from, Math.min(end, value.length));
  return { value: value.slice(0, from) + text + value.slice(to), caret: from + text.length };
}

// --- The request body ------------------------------------------------------------------------

/**
 * The body of create (POST /api/v3/topics) and edit (PUT /api/v3/posts/{pid}). Creating leaves
 * empty values out (R5.6). Editing sends summary, tags and projects even when empty (that is how
 * they are removed); other metaData keys of the edited post (a podcast's duration) are kept.
 */
export function buildTopicInput(
  values: ComposerValues,
  options: { draft: boolean; editing: boolean; previous?: EditablePost | null },
): TopicInput {
  const { draft, editing, previous } = options;
  const input: TopicInput = { title: values.title.trim(), content: values.content.trim(), postType: values.postType, draft };
  const summary = values.summary.trim();
  if (summary || editing) input.summary = summary;
  if (values.tags.length > 0 || editing) input.tags = [...values.tags];
  if (values.cid) input.cid = Number(values.cid);
  if (values.projectId) input.projects = [Number(values.projectId)];
  else if (editing) input.projects = [];

  const meta: PostMetaData = {};
  for (const [key, value] of Object.entries(previous?.metaData ?? {})) {
    if (key !== 'audioUrl' && key !== 'url' && value !== undefined && value !== null && value !== '') meta[key] = value;
  }
  if (values.postType === 'podcast' && values.audioUrl.trim()) meta.audioUrl = values.audioUrl.trim();
  if (values.postType === 'link' && values.linkUrl.trim()) meta.url = values.linkUrl.trim();
  if (values.postType !== 'podcast') delete meta.duration;
  if (Object.keys(meta).length > 0) input.metaData = meta;
  return input;
}
