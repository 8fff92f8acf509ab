import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DialogHost } from '@/components/dialogs/DialogHost';
import { loadDialog } from '@/components/dialogs/lazyDialogs';
import MaintainerPanel from '@/components/projects/page/MaintainerPanel';
import { ProjectPage } from '@/components/projects/page';
import type { PostData } from '@/lib/discussions/types';
import { EMPTY_EVENT_FILTERS } from '@/lib/events/feed';
import type { ProjectView } from '@/lib/projects/page';
import type { ProjectData } from '@/lib/projects/types';
import type { PageSeed, ProjectListSeed } from '@/lib/ssr/seed';
import type { ClientConfig } from '@/services/session';
import { projectPageHead } from '@/server/seo/projectHead';
import { selectShownProject } from '@/store/projects/page';
import { answerFor, mockFail } from '@/mocks/answer';
import { eventSearchPages, eventsFrom } from '@/mocks/factories/events';
import { buildProject, projectPosts } from '@/mocks/factories/projects';
import { memberConfig, visitorConfig } from '@/mocks/factories/config';
import { server, startMswServer } from '../support/msw';
import { buildPost } from '@/mocks/factories/posts';
import { renderWithStore } from '../support/render';
import { createRouter } from '../support/router';

const mockRouter = createRouter('/projects/[id]/[...slug]');
jest.mock('next/router', () => ({ useRouter: () => mockRouter }));

startMswServer();
beforeAll(async () => {
  await loadDialog('login');
});

const releases: Array<() => void> = [];
afterEach(() => {
  releases.splice(0).forEach((release) => release());
  mockRouter.query = {};
  mockRouter.replace.mockClear();
});

let seeds = 0;
function renderPage(project: ProjectData, view: ProjectView, list: ProjectListSeed, config: ClientConfig = visitorConfig()) {
  seeds += 1;
  const seed: PageSeed = { id: `project-${seeds}`, project: { loaded: true, project, view, list } };
  const rendered = renderWithStore(
    <>
      <ProjectPage id={project.id} view={view} head={projectPageHead(project, view, 'https://community.example', { list })} seed={seed} />
      <DialogHost />
    </>,
    { config },
  );
  releases.push(rendered.release);
  return rendered;
}

const blogPost = (pid: number, tid: number, project: ProjectData, overrides: Partial<PostData> = {}) =>
  buildPost({ pid, tid, postType: 'blog', project_details: [{ id: project.id, name: project.name, slug: project.slug }], ...overrides });

describe('the project page (R1.11)', () => {
  it('R1.11 shows the header (logo, name, description, links, licence, language, tags, maintainers) and the tabs as links', () => {
    const project = buildProject(4, {
      logo: '/images/projects/p.png',
      repository_url: 'https://github.com/example/p',
      website: 'https://p.example',
      maintainers: [{ uid: 3, username: 'mei', userslug: 'mei', fullname: 'Mei Lin', picture: '' }],
    });
    renderPage(project, { tab: 'feed', postType: null, page: 1 }, { kind: 'posts', key: '4:feed:', page: 1, posts: [blogPost(1, 10, project)], found: 1, tags: [] });
    expect(screen.getByRole('heading', { level: 1, name: 'Project 4' })).toBeInTheDocument();
    expect(screen.getByText('Description of project 4')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Repository/ })).toHaveAttribute('href', 'https://github.com/example/p');
    expect(screen.getByRole('link', { name: /Website/ })).toHaveAttribute('href', 'https://p.example');
    expect(screen.getByText('MIT')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '#tooling' })).toHaveAttribute('href', '/projects?tags=tooling');
    expect(within(screen.getByRole('list', { name: 'Maintainers' })).getByRole('link', { name: /Mei Lin/ })).toHaveAttribute('href', '/user/mei');
    const tabs = within(screen.getByRole('navigation', { name: 'Project sections' }));
    expect(tabs.getByRole('link', { name: 'Feed' })).toHaveAttribute('aria-current', 'page');
    expect(tabs.getByRole('link', { name: 'Questions' })).toHaveAttribute('href', '/projects/4/project-4/questions');
    expect(tabs.getByRole('link', { name: 'FAQ' })).toHaveAttribute('href', '/projects/4/project-4/faq');
    expect(screen.getByText('1 post')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Manage the project' })).not.toBeInTheDocument();
  });

  it('R5.2 the feed’s type filter asks for that type and puts it in the address', async () => {
    const project = buildProject(5);
    const seen: URLSearchParams[] = [];
    server.use(
      ...answerFor('GET /api/projects/v1/project/{id}/feed', ({ params, query }) => {
        expect(params.id).toBe('5');
        seen.push(query);
        return projectPosts([blogPost(2, 20, project, { title: 'Only the blog' })]);
      }),
    );
    renderPage(project, { tab: 'feed', postType: null, page: 1 }, { kind: 'posts', key: '5:feed:', page: 1, posts: [], found: 0, tags: [] });
    await userEvent.click(within(screen.getByRole('group', { name: 'Post type' })).getByRole('button', { name: 'Blog' }));
    expect(await screen.findByText('Only the blog')).toBeInTheDocument();
    expect(seen[0]!.get('postType')).toBe('blog');
    expect(mockRouter.replace).toHaveBeenCalledWith('/projects/5/project-5?postType=blog', undefined, { shallow: true, scroll: false });
  });

  it('R1.11 the questions tab shows the tags with their counts and the found count; a tag narrows the list', async () => {
    const project = buildProject(6);
    const seen: URLSearchParams[] = [];
    server.use(
      ...answerFor('GET /api/projects/v1/project/{id}/questions', ({ params, query }) => {
        expect(params.id).toBe('6');
        seen.push(query);
        return projectPosts([buildPost({ pid: 3, tid: 30, postType: 'faq' })], [{ value: 'help', count: 1 }]);
      }),
    );
    const posts = [buildPost({ pid: 3, tid: 30, postType: 'faq' }), buildPost({ pid: 4, tid: 40, postType: 'faq' })];
    renderPage(project, { tab: 'questions', tag: null, page: 1 }, { kind: 'posts', key: '6:questions:', page: 1, posts, found: 2, tags: [{ value: 'setup', count: 2 }, { value: 'help', count: 1 }] });
    expect(screen.getByText('2 questions')).toBeInTheDocument();
    const tags = within(screen.getByRole('group', { name: 'Tag' }));
    expect(tags.getByRole('button', { name: '#setup (2)' })).toBeInTheDocument();
    await userEvent.click(tags.getByRole('button', { name: '#help (1)' }));
    await waitFor(() => expect(screen.getByText('1 question')).toBeInTheDocument());
    expect(seen[0]!.get('tags')).toBe('help');
    expect(mockRouter.replace).toHaveBeenCalledWith('/projects/6/project-6/questions?tags=help', undefined, { shallow: true, scroll: false });
  });

  it('R1.11 R9.4 the events tab searches the project’s events 250 ms after typing stops', async () => {
    const project = buildProject(7);
    const seen: URLSearchParams[] = [];
    server.use(...answerFor('GET /api/events/v1/search', eventSearchPages({ 1: eventsFrom(1, 2) }, 2, seen)));
    renderPage(project, { tab: 'events', filters: EMPTY_EVENT_FILTERS, page: 1 }, { kind: 'events', key: '7:events:{}', page: 1, events: [], found: 0 });
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search events' }), 'rust');
    await waitFor(() => expect(seen.length).toBe(1));
    expect(seen[0]!.get('term')).toBe('rust');
    expect(seen[0]!.get('projects')).toBe('project-7');
    expect(await screen.findByText('2 events')).toBeInTheDocument();
  });

  it('R1.11 the FAQ tab lists answered questions with their accepted answers', () => {
    const project = buildProject(8);
    const question = buildPost({ pid: 5, tid: 50, postType: 'faq', title: 'How do I install it?', topicTitle: 'How do I install it?' });
    const answer = buildPost({ pid: 6, tid: 50, content: '<p>Use the installer.</p>' });
    renderPage(project, { tab: 'faq' }, { kind: 'faq', key: '8:faq', entries: [{ question, answer }] });
    expect(screen.getByRole('link', { name: 'How do I install it?' })).toHaveAttribute('href', '/projects/8/project-8/questions/50/topic-50');
    expect(screen.getByText('Use the installer.')).toBeInTheDocument();
  });

  it('R1.10 a member follows the project; a visitor is asked to sign in', async () => {
    const project = buildProject(9);
    server.use(
      ...answerFor('PUT /api/projects/v1/project/{id}/follow', ({ params }) => {
        expect(params.id).toBe('9');
        return { is_following: true, follower_count: 4 };
      }),
    );
    const { store, unmount } = renderPage(project, { tab: 'faq' }, { kind: 'faq', key: '9:faq', entries: [] }, memberConfig());
    await userEvent.click(screen.getByRole('button', { name: 'Follow' }));
    expect(await screen.findByRole('button', { name: 'Following' })).toHaveAttribute('aria-pressed', 'true');
    expect(selectShownProject(store.getState())?.follower_count).toBe(4);
    unmount();

    renderPage(buildProject(10), { tab: 'faq' }, { kind: 'faq', key: '10:faq', entries: [] });
    await userEvent.click(screen.getByRole('button', { name: 'Follow' }));
    expect(await screen.findByRole('dialog')).toBeInTheDocument();
  });

  it('R1.11 the questions tab links each question to its project’s frame, under its first project', () => {
    const project = buildProject(7);
    const own = buildPost({ pid: 5, tid: 50, postType: 'faq', title: 'How to start', project_details: [{ id: 7, name: project.name, slug: project.slug }] });
    const first = { id: 8, name: 'Other', slug: 'other' };
    const shared = buildPost({ pid: 6, tid: 60, postType: 'faq', title: 'Shared question', project_details: [first, { id: 7, name: project.name, slug: project.slug }] });
    renderPage(project, { tab: 'questions', tag: null, page: 1 }, { kind: 'posts', key: '7:questions:', page: 1, posts: [own, shared], found: 2, tags: [] });
    expect(screen.getByRole('link', { name: 'How to start' })).toHaveAttribute('href', '/projects/7/project-7/questions/50/topic-50');
    expect(screen.getByRole('link', { name: 'Shared question' })).toHaveAttribute('href', '/projects/8/other/questions/60/topic-60');
  });

  it('R1.11 the feed’s cards link to the topic page itself; a hidden project’s label (moderators only) says so', () => {
    const project = buildProject(9);
    const details = [{ id: 9, name: project.name, slug: project.slug }, { id: 3, name: 'Shelved', slug: 'shelved', hidden: true as const }];
    renderPage(project, { tab: 'feed', postType: null, page: 1 }, { kind: 'posts', key: '9:feed:', page: 1, posts: [blogPost(7, 70, project, { title: 'A write-up', project_details: details })], found: 1, tags: [] });
    expect(screen.getByRole('link', { name: 'A write-up' })).toHaveAttribute('href', '/posts/70/topic-70');
    expect(within(screen.getByRole('list', { name: 'Projects' })).getAllByRole('listitem').map((li) => li.textContent)).toEqual(['Project 9', 'Shelved (hidden)']);
  });

  it('R4.8 a maintainer pins a topic of the project (not a topic whose first project is another)', async () => {
    const project = buildProject(11, { can_edit: true, is_maintainer: true });
    const pinned: string[] = [];
    server.use(
      ...answerFor('PUT /api/v3/topics/{tid}/pin', ({ params }) => {
        pinned.push(params.tid!);
        return {};
      }),
    );
    const own = blogPost(12, 120, project, { title: 'Release notes', topicTitle: 'Release notes' });
    const elsewhere = blogPost(13, 130, project, { title: 'Shared post', topicTitle: 'Shared post', project_details: [{ id: 99, name: 'Other', slug: 'other' }, { id: 11, name: project.name, slug: project.slug }] });
    renderPage(project, { tab: 'feed', postType: null, page: 1 }, { kind: 'posts', key: '11:feed:', page: 1, posts: [own, elsewhere], found: 2, tags: [] }, memberConfig());
    expect(screen.queryByRole('button', { name: 'Pin Shared post' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Pin Release notes' }));
    expect(await screen.findByRole('button', { name: 'Unpin Release notes' })).toHaveAttribute('aria-pressed', 'true');
    expect(pinned).toEqual(['120']);
  });

  it('R4.8 pinning or unpinning reorders the project’s list at once, pinned topics first', async () => {
    const project = buildProject(12, { can_edit: true, is_maintainer: true });
    server.use(
      ...answerFor('PUT /api/v3/topics/{tid}/pin', () => ({})),
      ...answerFor('DELETE /api/v3/topics/{tid}/pin', () => ({})),
    );
    const post = (pid: number, title: string, pinned: 0 | 1 = 0) => blogPost(pid, pid * 10, project, { title, topicTitle: title, pinned });
    const posts = [post(21, 'Kept on top', 1), post(22, 'Second'), post(23, 'Third')];
    renderPage(project, { tab: 'feed', postType: null, page: 1 }, { kind: 'posts', key: '12:feed:', page: 1, posts, found: 3, tags: [] }, memberConfig());
    const titles = () => screen.getAllByTestId(/^post-card-/).map((card) => within(card).getByRole('heading').textContent);
    expect(titles()).toEqual(['Kept on top', 'Second', 'Third']);

    await userEvent.click(screen.getByRole('button', { name: 'Pin Third' }));
    await screen.findByRole('button', { name: 'Unpin Third' });
    expect(titles()).toEqual(['Kept on top', 'Third', 'Second']);

    await userEvent.click(screen.getByRole('button', { name: 'Unpin Kept on top' }));
    await screen.findByRole('button', { name: 'Pin Kept on top' });
    expect(titles()).toEqual(['Third', 'Kept on top', 'Second']);
  });
});

describe('the maintainers’ controls (R1.10)', () => {
  function renderPanel(project: ProjectData) {
    const rendered = renderWithStore(<MaintainerPanel project={project} />, { config: memberConfig() });
    releases.push(rendered.release);
    // The panel edits the page's project: the page's store holds it.
    act(() => {
      rendered.store.dispatch({ type: 'projectPage/projectSeeded', payload: { seedId: 'panel', seed: { loaded: true, project, view: { tab: 'faq' }, list: { kind: 'none', key: 'x' } }, page: null, key: null } });
    });
    return rendered;
  }

  it('R1.10 the edit form checks addresses with the catalogue’s words and shows the server’s refusal', async () => {
    const project = buildProject(20, { can_edit: true, descriptionRaw: 'Source **text**' });
    const bodies: unknown[] = [];
    server.use(
      ...answerFor('PUT /api/projects/v1/project/{id}', ({ params, body }) => {
        expect(params.id).toBe('20');
        bodies.push(body);
        throw mockFail('project-name-taken');
      }),
    );
    renderPanel(project);
    await userEvent.click(screen.getByRole('button', { name: 'Edit the project' }));
    expect(screen.getByLabelText(/Description/)).toHaveValue('Source **text**');
    await userEvent.type(screen.getByLabelText(/Website/), 'not an address');
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Please enter a valid web address (URL).')).toBeInTheDocument();
    expect(bodies).toHaveLength(0);
    await userEvent.clear(screen.getByLabelText(/Website/));
    await userEvent.clear(screen.getByLabelText(/^Name/));
    await userEvent.type(screen.getByLabelText(/^Name/), 'Taken Name');
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('A project with this name already exists.');
    expect(bodies[0]).toMatchObject({ name: 'Taken Name', description: 'Source **text**', tags: ['tooling'] });
  });

  it('R1.10 adds a maintainer with the member picker and removes one', async () => {
    const mei = { uid: 3, username: 'mei', userslug: 'mei', fullname: 'Mei Lin', picture: '' };
    const jonas = { uid: 4, username: 'jonas', userslug: 'jonas', fullname: 'Jonas Berg', picture: '' };
    const project = buildProject(21, { can_edit: true, maintainers: [mei] });
    const calls: string[] = [];
    server.use(
      ...answerFor('GET /api/users', () => ({ users: [jonas] })),
      ...answerFor('POST /api/projects/v1/project/{id}/maintainers', ({ params, body }) => {
        expect(params.id).toBe('21');
        calls.push(`add ${JSON.stringify(body)}`);
        return { maintainers: [mei, jonas] };
      }),
      ...answerFor('DELETE /api/projects/v1/project/{id}/maintainers/{uid}', ({ params }) => {
        expect(params.id).toBe('21');
        calls.push(`remove ${params.uid}`);
        return { maintainers: [jonas] };
      }),
    );
    const first = renderPanel(project);
    const { store } = first;
    await userEvent.type(screen.getByRole('combobox', { name: /Add a maintainer/ }), 'jon');
    await userEvent.click(await screen.findByRole('option', { name: /Jonas Berg/ }));
    await waitFor(() => expect(selectShownProject(store.getState())?.maintainers.map((m) => m.uid)).toEqual([3, 4]));
    expect(calls[0]).toContain('"uid":4');
    first.unmount();
    renderPanel({ ...project, maintainers: [mei, jonas] });
    await userEvent.click(screen.getByRole('button', { name: 'Remove Mei Lin' }));
    await waitFor(() => expect(calls).toContain('remove 3'));
  });
});
