import { selectComposer } from '@/store/composer/slice';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ComposerForm, type ComposerFormProps } from '@/components/composer/ComposerForm';
import type { TopicInput } from '@/lib/discussions/types';
import { answerFor, mockFail } from '@/mocks/answer';
import { editablePost, oneCategory, post, projects, topic, twoCategories } from '@/mocks/factories/composer';
import { memberConfig } from '@/mocks/factories/config';
import { buildProject, projectSearch } from '@/mocks/factories/projects';
import { server, startMswServer } from '../support/msw';
import { renderWithStore } from '../support/render';
import { createRouter } from '../support/router';
import { suggesting } from '../support/tagSuggestions';

const mockRouter = createRouter('/compose');
jest.mock('next/router', () => ({ useRouter: () => mockRouter }));

startMswServer();

beforeEach(() => {
  mockRouter.push.mockClear();
  mockRouter.replace.mockClear();
  mockRouter.query = {};
});

function renderForm(props: Partial<ComposerFormProps> = {}) {
  return renderWithStore(
    <ComposerForm projects={projects} categories={oneCategory} initialType="faq" editing={null} {...props} />,
    { config: memberConfig() },
  );
}

async function fillBasics(user: ReturnType<typeof userEvent.setup>, title = 'Setting up the parser', content = 'How do I set up the parser for YAML?') {
  await user.type(screen.getByLabelText('Title'), title);
  await user.type(screen.getByLabelText('Content'), content);
}

describe('composer validation (R7.2, R5.11)', () => {
  it('R5.11: title and content bounds show the catalogue text next to the field, nothing is sent', async () => {
    const user = userEvent.setup();
    const { release } = renderForm();
    await user.type(screen.getByLabelText('Title'), 'Hi');
    await user.type(screen.getByLabelText('Content'), 'short');
    await user.click(screen.getByRole('button', { name: 'Publish' }));

    const title = screen.getByLabelText('Title');
    expect(title).toHaveAttribute('aria-invalid', 'true');
    expect(title).toHaveAccessibleDescription(expect.stringContaining('The title is too short: it needs at least 3 characters.'));
    const content = screen.getByLabelText('Content');
    expect(content).toHaveAttribute('aria-invalid', 'true');
    expect(content).toHaveAccessibleDescription(expect.stringContaining('Your post is too short: it needs at least 8 characters.'));
    expect(title).toHaveFocus();

    // Fixing a field clears its message; a title over 255 characters is refused too.
    await user.clear(title);
    await user.click(title);
    await user.paste('t'.repeat(256));
    expect(title).not.toHaveAttribute('aria-invalid');
    await user.click(screen.getByRole('button', { name: 'Publish' }));
    expect(title).toHaveAccessibleDescription(expect.stringContaining('The title is too long: it can have at most 255 characters.'));
    expect(mockRouter.push).not.toHaveBeenCalled();
    release();
  });

  it('R7.2: a podcast without audio and a link without its address are refused before sending', async () => {
    const user = userEvent.setup();
    const { release } = renderForm();
    await fillBasics(user);
    await user.click(screen.getByRole('radio', { name: 'Podcast' }));
    expect(screen.getByRole('radio', { name: 'Podcast' })).toHaveAccessibleDescription(/Publish an audio episode/);
    await user.click(screen.getByRole('button', { name: 'Publish' }));
    const audio = screen.getByLabelText('Audio address');
    expect(audio).toHaveAttribute('aria-invalid', 'true');
    expect(audio).toHaveAccessibleDescription(expect.stringContaining('A podcast needs an audio file or an audio link.'));
    expect(audio).toHaveFocus();

    await user.click(screen.getByRole('radio', { name: 'Link' }));
    expect(screen.queryByLabelText('Audio address')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save draft' }));
    const link = screen.getByLabelText('Link address');
    expect(link).toHaveAccessibleDescription(expect.stringContaining('A link post needs the address it points to.'));
    await user.type(link, 'example.org');
    await user.click(screen.getByRole('button', { name: 'Publish' }));
    expect(link).toHaveAccessibleDescription(expect.stringContaining('Please enter a valid web address (URL).'));
    release();
  });

  it('R5.11: a sixth tag is refused with the catalogue text', async () => {
    const user = userEvent.setup();
    const { release } = renderForm();
    const tags = screen.getByLabelText('Tags (optional)');
    for (const tag of ['one', 'two', 'three', 'four', 'five']) await user.type(tags, `${tag}{Enter}`);
    await user.type(tags, 'six{Enter}');
    expect(tags).toHaveAccessibleDescription(expect.stringContaining('There are too many tags: at most 5 are allowed.'));
    expect(tags).toHaveValue('six');
    expect(within(screen.getByRole('list', { name: 'Chosen tags' })).getAllByRole('listitem')).toHaveLength(5);
    release();
  });
});

describe('tags input keyboard (R7.2)', () => {
  it('R7.4 a tag the community uses is suggested (GET /search?term=*&facetQuery=tags:{text}) and picking it adds it', async () => {
    const user = userEvent.setup();
    const asked = suggesting([{ value: 'parsers', count: 9 }, { value: 'parsing', count: 3 }]);
    const { release } = renderForm();
    await user.type(screen.getByRole('combobox', { name: 'Or pick a tag others use' }), 'pars');
    await user.click(await screen.findByRole('option', { name: '#parsers (9)' }));
    expect(asked.map((q) => [q.get('term'), q.get('facetQuery')])).toEqual([['*', 'tags:pars']]);
    expect(within(screen.getByRole('list', { name: 'Chosen tags' })).getAllByRole('listitem').map((li) => li.textContent)).toEqual(['parsers×']);
    release();
  });

  it('Enter or comma adds (lowercased), Backspace on empty removes the last, each chip removable by keyboard', async () => {
    const user = userEvent.setup();
    const { release } = renderForm();
    const tags = screen.getByLabelText('Tags (optional)');
    await user.type(tags, 'React{Enter}');
    await user.type(tags, 'Node JS,');
    const chips = () => within(screen.getByRole('list', { name: 'Chosen tags' })).getAllByRole('listitem').map((li) => li.textContent);
    expect(chips()).toEqual(['react×', 'node-js×']);
    expect(tags).toHaveValue('');
    expect(screen.getByText('Tag node-js added.')).toBeInTheDocument();

    // A repeat is not added twice; too short is refused and the text kept.
    await user.type(tags, 'react{Enter}');
    expect(chips()).toHaveLength(2);
    await user.type(tags, 'a{Enter}');
    expect(tags).toHaveAccessibleDescription(expect.stringContaining('That tag is too short: tags need at least 2 characters.'));
    expect(tags).toHaveValue('a');
    await user.clear(tags);

    await user.keyboard('{Backspace}');
    expect(chips()).toEqual(['react×']);
    expect(screen.getByText('Tag node-js removed.')).toBeInTheDocument();

    await user.type(tags, 'yaml{Enter}');
    // Shift+Tab from the input reaches the last chip's remove button; Enter removes it.
    await user.tab({ shift: true });
    expect(screen.getByRole('button', { name: 'Remove tag yaml' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(chips()).toEqual(['react×']);
    expect(tags).toHaveFocus();
    screen.getByRole('button', { name: 'Remove tag react' }).focus();
    await user.keyboard('{Delete}');
    expect(screen.queryByRole('list', { name: 'Chosen tags' })).not.toBeInTheDocument();
    release();
  });
});

describe('preview (R7.2)', () => {
  it('shows the HTML the server rendered, in ARIA tabs moved by arrow keys', async () => {
    const sent: Array<{ content: string }> = [];
    server.use(
      ...answerFor('POST /api/post/preview', ({ body }) => {
        sent.push(body as { content: string });
        return { html: '<p>Use <strong>strict</strong> mode</p>' };
      }),
    );
    const user = userEvent.setup();
    const { release } = renderForm();
    await user.type(screen.getByLabelText('Content'), 'Use **strict** mode');
    const write = screen.getByRole('tab', { name: 'Write' });
    expect(write).toHaveAttribute('aria-selected', 'true');
    write.focus();
    await user.keyboard('{ArrowRight}');
    const previewTab = screen.getByRole('tab', { name: 'Preview' });
    expect(previewTab).toHaveAttribute('aria-selected', 'true');
    expect(previewTab).toHaveFocus();
    const panel = screen.getByRole('tabpanel', { name: 'Preview' });
    await waitFor(() => expect(within(panel).getByText('strict').tagName).toBe('STRONG'));
    expect(sent).toEqual([{ content: 'Use **strict** mode' }]);

    // Back to Write (Home), the textarea is there again; the same content is not fetched twice.
    await user.keyboard('{Home}');
    expect(screen.getByLabelText('Content')).toBeVisible();
    await user.keyboard('{End}');
    expect(within(screen.getByRole('tabpanel', { name: 'Preview' })).getByText('strict')).toBeInTheDocument();
    expect(sent).toHaveLength(1);
    release();
  });

  it('R8.2: a failed preview says why inline and can be retried', async () => {
    let calls = 0;
    server.use(
      ...answerFor('POST /api/post/preview', () => {
        calls += 1;
        if (calls === 1) throw mockFail('content-too-long', 32768);
        return { html: '<p>fine</p>' };
      }),
    );
    const user = userEvent.setup();
    const { store, release } = renderForm();
    await user.type(screen.getByLabelText('Content'), 'Some content here');
    await user.click(screen.getByRole('tab', { name: 'Preview' }));
    expect(await screen.findByText('Your post is too long: it can have at most 32,768 characters.')).toBeInTheDocument();
    expect(store.getState().toasts.items).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('fine')).toBeInTheDocument();
    expect(calls).toBe(2);
    release();
  });
});

describe('uploads (R5.7)', () => {
  it('R5.7: an uploaded audio file sets the audio address; a second file at once is refused', async () => {
    let requests = 0;
    let finish!: () => void;
    const gate = new Promise<void>((resolve) => {
      finish = resolve;
    });
    server.use(
      ...answerFor('POST /api/post/upload', async () => {
        requests += 1;
        await gate;
        return [{ url: '/uploads/2025/episode-1.mp3', name: 'episode-1.mp3', type: 'audio/mpeg', size: 3 }];
      }),
    );
    // What goes into the multipart body (the test network cannot read jsdom's FormData back).
    const append = jest.spyOn(FormData.prototype, 'append');
    const user = userEvent.setup();
    const { store, release } = renderForm({ initialType: 'podcast', categories: twoCategories });
    await user.selectOptions(screen.getByLabelText('Category'), '2');
    const picker = screen.getByLabelText('Upload an audio file');
    expect(picker).toHaveAttribute('accept', 'audio/*');
    const first = new File(['abc'], 'episode-1.mp3', { type: 'audio/mpeg' });
    await user.upload(picker, first);
    expect(await screen.findByText(/Uploading episode-1\.mp3/)).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Uploading episode-1.mp3' })).toBeInTheDocument();

    await user.upload(picker, new File(['def'], 'episode-2.mp3', { type: 'audio/mpeg' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Please wait until the upload has finished.');

    await act(async () => finish());
    await waitFor(() => expect(screen.getByLabelText('Audio address')).toHaveValue('/uploads/2025/episode-1.mp3'));
    expect(screen.getByText('Uploaded episode-1.mp3')).toBeInTheDocument();
    expect(requests).toBe(1);
    expect(append.mock.calls).toEqual([
      ['files[]', first],
      ['cid', '2'],
    ]);
    expect(selectComposer(store.getState()).upload).toMatchObject({ status: 'done', name: 'episode-1.mp3', refused: null });
    append.mockRestore();
    release();
  });

  it('R5.7: a file of the wrong type is refused with its reason; the server refusal shows too', async () => {
    let uploads = 0;
    server.use(
      ...answerFor('POST /api/post/upload', () => {
        uploads += 1;
        throw mockFail('file-too-big', 20480);
      }),
    );
    const user = userEvent.setup({ applyAccept: false });
    const { release } = renderForm({ initialType: 'podcast' });
    const picker = screen.getByLabelText('Upload an audio file');
    await user.upload(picker, new File(['x'], 'cover.png', { type: 'image/png' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(/cover\.png: That kind of file is not allowed \(image\/png\)/);
    await user.upload(picker, new File(['x'], 'long.mp3', { type: 'audio/mpeg' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('long.mp3: The file is too large: the limit is 20480 kB.'));
    expect(screen.getByLabelText('Audio address')).toHaveValue('');
    // The wrong type never reached the server; the audio file did, once.
    expect(uploads).toBe(1);
    release();
  });

  it('an uploaded image goes into the content as Markdown at the cursor', async () => {
    server.use(
      ...answerFor('POST /api/post/upload', () => [{ url: '/uploads/2025/parser-diagram.png', name: 'parser-diagram.png', type: 'image/png', size: 3 }]),
    );
    const user = userEvent.setup();
    const { release } = renderForm();
    const content = screen.getByLabelText('Content') as HTMLTextAreaElement;
    await user.type(content, 'Before after');
    content.setSelectionRange(6, 6);
    fireEvent.select(content);
    await user.upload(screen.getByLabelText('Add image'), new File(['png'], 'parser-diagram.png', { type: 'image/png' }));
    await waitFor(() => expect(content).toHaveValue('Before ![parser diagram](/uploads/2025/parser-diagram.png) after'));
    release();
  });
});

describe('publishing and drafts (R7.2)', () => {
  it('R7.2/R5.6: publish sends the body without empty values and goes to the topic', async () => {
    const bodies: TopicInput[] = [];
    const created = post({ pid: 31, tid: 12, postType: 'blog', tags: ['react'] });
    server.use(
      ...answerFor('POST /api/v3/topics', ({ body }) => {
        bodies.push(body as unknown as TopicInput);
        return topic(created);
      }),
    );
    const user = userEvent.setup();
    const { store, release } = renderForm();
    await user.click(screen.getByRole('radio', { name: 'Blog' }));
    await fillBasics(user);
    await user.type(screen.getByLabelText('Tags (optional)'), 'React');
    // R1.10: the project comes from project search (type=project), picked in the combobox.
    const searched: URLSearchParams[] = [];
    server.use(
      ...answerFor('GET /api/events/v1/search', ({ query }) => {
        searched.push(query);
        return projectSearch([buildProject(3, { name: 'Tree Parser', slug: 'tree-parser' })], 2);
      }),
    );
    await user.type(screen.getByRole('combobox', { name: 'Project (optional)' }), 'Tree');
    await user.click(await screen.findByRole('option', { name: 'Tree Parser' }));
    expect(searched[0]!.get('type')).toBe('project');
    expect(searched[0]!.get('term')).toBe('Tree');
    expect(screen.getByRole('list', { name: 'Project (optional): chosen' })).toHaveTextContent('Tree Parser');
    expect(screen.queryByLabelText('Category')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Publish' }));

    await waitFor(() => expect(mockRouter.push).toHaveBeenCalledWith('/posts/12/setting-up-the-parser'));
    expect(bodies).toEqual([
      {
        title: 'Setting up the parser',
        content: 'How do I set up the parser for YAML?',
        postType: 'blog',
        draft: false,
        tags: ['react'],
        projects: [3],
      },
    ]);
    expect(store.getState().cache.posts.entities[31]).toMatchObject({ pid: 31, title: 'Setting up the parser' });
    release();
  });

  it('R7.2: save draft creates once, then edits the kept pid; publishing edits it with draft false', async () => {
    const created = { bodies: [] as TopicInput[] };
    const edited = { bodies: [] as Array<TopicInput & { pid: number }>, at: [] as string[] };
    const draft = post({ pid: 21, tid: 9, draft: true });
    server.use(
      ...answerFor('POST /api/v3/topics', ({ body }) => {
        created.bodies.push(body as unknown as TopicInput);
        return topic(draft);
      }),
      ...answerFor('PUT /api/v3/posts/{pid}', ({ body, params }) => {
        edited.at.push(params.pid!);
        edited.bodies.push(body as unknown as TopicInput & { pid: number });
        return post({ pid: 21, tid: 9, title: String(body.title), draft: body.draft === true });
      }),
    );
    const user = userEvent.setup();
    const { store, release } = renderForm();
    await fillBasics(user);
    await user.click(screen.getByRole('button', { name: 'Save draft' }));
    await waitFor(() => expect(screen.getByText(/^Draft saved at \d\d:\d\d\.$/)).toHaveAttribute('role', 'status'));
    expect(created.bodies).toEqual([
      { title: 'Setting up the parser', content: 'How do I set up the parser for YAML?', postType: 'faq', draft: true },
    ]);
    expect(mockRouter.replace).toHaveBeenCalledWith({ pathname: '/compose', query: { pid: 21 } }, undefined, { shallow: true });
    expect(selectComposer(store.getState()).drafts.ids).toEqual([21]);

    await user.type(screen.getByLabelText('Title'), ' again');
    await user.click(screen.getByRole('button', { name: 'Save draft' }));
    await waitFor(() => expect(edited.bodies).toHaveLength(1));
    expect(edited.bodies[0]).toMatchObject({ pid: 21, title: 'Setting up the parser again', draft: true, tags: [], projects: [] });

    await user.click(screen.getByRole('button', { name: 'Publish' }));
    await waitFor(() => expect(mockRouter.push).toHaveBeenCalledWith('/posts/9/setting-up-the-parser'));
    expect(edited.bodies[1]).toMatchObject({ pid: 21, title: 'Setting up the parser again', draft: false });
    expect(created.bodies).toHaveLength(1);
    expect(edited.at).toEqual(['21', '21']);
    expect(selectComposer(store.getState()).drafts.ids).toEqual([]);
    release();
  });

  it('R8.2/R5.11: the server refusal shows its catalogue text inline, next to its field when it has one', async () => {
    let refusal = mockFail('content-too-short', 20);
    server.use(
      ...answerFor('POST /api/v3/topics', () => {
        throw refusal;
      }),
    );
    const user = userEvent.setup();
    const { store, release } = renderForm();
    await fillBasics(user);
    await user.click(screen.getByRole('button', { name: 'Publish' }));
    const content = screen.getByLabelText('Content');
    await waitFor(() =>
      expect(content).toHaveAccessibleDescription(expect.stringContaining('Your post is too short: it needs at least 20 characters.')),
    );
    expect(content).toHaveAttribute('aria-invalid', 'true');
    expect(content).toHaveFocus();

    refusal = mockFail('too-many-posts', 30);
    await user.click(screen.getByRole('button', { name: 'Publish' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('You are posting too quickly. Please wait 30 seconds before posting again.');
    expect(store.getState().toasts.items).toEqual([]);
    expect(mockRouter.push).not.toHaveBeenCalled();
    expect(screen.getByLabelText('Title')).toHaveValue('Setting up the parser');
    release();
  });

  it('R7.2: editing a published main post prefills it, sends PUT with its pid and goes back to the topic', async () => {
    const bodies: Array<TopicInput & { pid: number; at: number }> = [];
    const editing = editablePost();
    server.use(
      ...answerFor('PUT /api/v3/posts/{pid}', ({ body, params }) => {
        bodies.push({ at: Number(params.pid), ...(body as unknown as TopicInput & { pid: number }) });
        return post({ pid: 40, tid: 14, slug: '14/recording-the-meetup', url: '/posts/14/recording-the-meetup' });
      }),
    );
    const user = userEvent.setup();
    const { release } = renderForm({ editing, initialType: 'podcast', categories: twoCategories });
    expect(screen.getByRole('heading', { name: 'Edit post' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Podcast' })).toBeChecked();
    expect(screen.getByLabelText('Title')).toHaveValue('Recording the meetup');
    expect(screen.getByLabelText('Content')).toHaveValue('We recorded **the meetup**; here it is.');
    expect(screen.getByLabelText('Audio address')).toHaveValue('/uploads/meetup.mp3');
    expect(screen.getByRole('list', { name: 'Project (optional): chosen' })).toHaveTextContent('Audio Kit');
    expect(screen.queryByRole('button', { name: 'Save draft' })).not.toBeInTheDocument();

    await user.clear(screen.getByLabelText('Summary (optional)'));
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(mockRouter.push).toHaveBeenCalledWith('/posts/14/recording-the-meetup'));
    expect(bodies).toEqual([
      {
        at: 40,
        pid: 40,
        title: 'Recording the meetup',
        content: 'We recorded **the meetup**; here it is.',
        postType: 'podcast',
        draft: false,
        summary: '',
        tags: ['meetup'],
        cid: 1,
        projects: [5],
        metaData: { audioUrl: '/uploads/meetup.mp3', duration: 1820 },
      },
    ]);
    release();
  });

  it('Cancel goes back without sending anything', async () => {
    const user = userEvent.setup();
    const { release } = renderForm();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(mockRouter.push).toHaveBeenCalledWith('/discussions');
    release();
  });
});
