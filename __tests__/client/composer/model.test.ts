import { errorTextsIn } from '@/server/i18n/errors';
import {
  buildTopicInput,
  fieldForErrorKey,
  fileError,
  imageMarkdown,
  initialValues,
  insertAt,
  normalizeTag,
  tagError,
  validateComposer,
  type ComposerValues,
} from '@/components/composer/model';
import { TOPIC_LIMITS } from '@/lib/discussions/types';
import { editablePost, twoCategories } from '@/mocks/factories/composer';

const base: ComposerValues = {
  postType: 'faq',
  title: 'How do I set up the parser?',
  content: 'I tried the default options and it fails on YAML.',
  summary: '',
  tags: [],
  projectId: '',
  cid: '',
  audioUrl: '',
  linkUrl: '',
};

const english = errorTextsIn('en');

describe('composer checks mirror the server (TOPIC_LIMITS, R5.11 texts)', () => {
  it('R5.11: title and content bounds, with the bound in the text', () => {
    expect(validateComposer({ ...base, title: '  ab ' }, english).title).toBe('The title is too short: it needs at least 3 characters.');
    expect(validateComposer({ ...base, title: 'x'.repeat(TOPIC_LIMITS.titleMax + 1) }, english).title).toBe(
      'The title is too long: it can have at most 255 characters.',
    );
    expect(validateComposer({ ...base, title: 'x'.repeat(TOPIC_LIMITS.titleMax) }, english).title).toBeUndefined();
    expect(validateComposer({ ...base, content: ' 1234567 ' }, english).content).toBe('Your post is too short: it needs at least 8 characters.');
    expect(validateComposer({ ...base, content: '12345678' }, english).content).toBeUndefined();
    expect(validateComposer({ ...base, content: 'x'.repeat(TOPIC_LIMITS.contentMax + 1) }, english).content).toBe(
      'Your post is too long: it can have at most 32,768 characters.',
    );
    expect(validateComposer({ ...base, summary: 's'.repeat(501) }, english).summary).toBe(
      'The summary field is too long: it can have at most 500 characters.',
    );
    expect(validateComposer(base, english)).toEqual({});
  });

  it('R5.11: too many tags, and a tag too short or too long', () => {
    expect(validateComposer({ ...base, tags: ['aa', 'bb', 'cc', 'dd', 'ee', 'ff'] }, english).tags).toBe(
      'There are too many tags: at most 5 are allowed.',
    );
    expect(tagError('a', [], english)).toBe('That tag is too short: tags need at least 2 characters.');
    expect(tagError('x'.repeat(31), [], english)).toBe('That tag is too long: tags can have at most 30 characters.');
    expect(tagError('ff', ['aa', 'bb', 'cc', 'dd', 'ee'], english)).toBe('There are too many tags: at most 5 are allowed.');
    // A repeat is not refused (it is simply not added twice).
    expect(tagError('aa', ['aa', 'bb', 'cc', 'dd', 'ee'], english)).toBeNull();
  });

  it('tags are cleaned the way the server stores them', () => {
    expect(normalizeTag('  Machine Learning ')).toBe('machine-learning');
    expect(normalizeTag('#React!')).toBe('react');
    expect(normalizeTag('c++')).toBe('c++');
    expect(normalizeTag(' -- ')).toBe('');
  });

  it('a podcast needs its audio, a link its address (drafts too, as the server says)', () => {
    expect(validateComposer({ ...base, postType: 'podcast' }, english).audioUrl).toBe('A podcast needs an audio file or an audio link.');
    expect(validateComposer({ ...base, postType: 'podcast', audioUrl: 'ftp://x/a.mp3' }, english).audioUrl).toBe(
      'Please enter a valid web address (URL).',
    );
    expect(validateComposer({ ...base, postType: 'podcast', audioUrl: '/uploads/a.mp3' }, english).audioUrl).toBeUndefined();
    expect(validateComposer({ ...base, postType: 'podcast', audioUrl: '/etc/passwd' }, english).audioUrl).toBeDefined();
    expect(validateComposer({ ...base, postType: 'link' }, english).linkUrl).toBe('A link post needs the address it points to.');
    expect(validateComposer({ ...base, postType: 'link', linkUrl: 'example.org' }, english).linkUrl).toBe('Please enter a valid web address (URL).');
    expect(validateComposer({ ...base, postType: 'link', linkUrl: 'https://example.org/a' }, english)).toEqual({});
    // The other type's field does not matter.
    expect(validateComposer({ ...base, postType: 'blog', linkUrl: 'nonsense' }, english)).toEqual({});
  });

  it('R8.2: a server refusal is shown next to the field it is about', () => {
    expect(fieldForErrorKey('title-too-short', 'faq')).toBe('title');
    expect(fieldForErrorKey('content-too-long', 'faq')).toBe('content');
    expect(fieldForErrorKey('too-many-tags', 'faq')).toBe('tags');
    expect(fieldForErrorKey('audio-url-required', 'podcast')).toBe('audioUrl');
    expect(fieldForErrorKey('invalid-url', 'link')).toBe('linkUrl');
    expect(fieldForErrorKey('too-many-posts', 'faq')).toBeNull();
  });

  it('R5.7: only images or audio of the allowed types and size', () => {
    const audio = new File(['x'], 'a.mp3', { type: 'audio/mpeg' });
    expect(fileError(audio, 'audio', english)).toBeNull();
    expect(fileError(audio, 'image', english)).toMatch(/^That kind of file is not allowed \(audio\/mpeg\)\. Allowed: png, jpeg, gif, webp\.$/);
    const big = new File(['x'], 'big.png', { type: 'image/png' });
    Object.defineProperty(big, 'size', { value: 21 * 1024 * 1024 });
    expect(fileError(big, 'image', english)).toBe('The file is too large: the limit is 20480 kB.');
  });

  it('images go in as Markdown at the cursor', () => {
    expect(imageMarkdown('Parser_diagram-v2.png', '/uploads/p.png')).toBe('![Parser diagram v2](/uploads/p.png)');
    expect(insertAt('Hello world', 'X', 5)).toEqual({ value: 'HelloX world', caret: 6 });
    expect(insertAt('Hello world', 'X', 6, 11)).toEqual({ value: 'Hello X', caret: 7 });
  });
});

describe('the request body (R7.2, R5.6)', () => {
  it('R5.6: creating leaves empty values out', () => {
    expect(buildTopicInput({ ...base, title: ' Spaced ', summary: '  ' }, { draft: false, editing: false })).toEqual({
      title: 'Spaced',
      content: base.content,
      postType: 'faq',
      draft: false,
    });
    expect(
      buildTopicInput(
        { ...base, postType: 'podcast', audioUrl: '/uploads/e.mp3', linkUrl: 'https://ignored.example', tags: ['audio'], projectId: '5', cid: '2', summary: 'Ep 1' },
        { draft: true, editing: false },
      ),
    ).toEqual({
      title: base.title,
      content: base.content,
      postType: 'podcast',
      draft: true,
      summary: 'Ep 1',
      tags: ['audio'],
      cid: 2,
      projects: [5],
      metaData: { audioUrl: '/uploads/e.mp3' },
    });
  });

  it('editing sends summary, tags and projects even when emptied, and keeps other metaData keys', () => {
    const previous = editablePost();
    const values = { ...initialValues({ editing: previous, initialType: 'faq', categories: twoCategories }), summary: '', tags: [], projectId: '' };
    expect(values.cid).toBe('1');
    expect(buildTopicInput(values, { draft: false, editing: true, previous })).toEqual({
      title: 'Recording the meetup',
      content: previous.content,
      postType: 'podcast',
      draft: false,
      summary: '',
      tags: [],
      cid: 1,
      projects: [],
      metaData: { audioUrl: '/uploads/meetup.mp3', duration: 1820 },
    });
    // Becoming a blog drops the podcast's fields.
    expect(buildTopicInput({ ...values, postType: 'blog' }, { draft: false, editing: true, previous }).metaData).toBeUndefined();
  });
});
