import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DialogHost } from '@/components/dialogs/DialogHost';
import { loadDialog } from '@/components/dialogs/lazyDialogs';
import { MyProjects } from '@/components/projects/MyProjects';
import { NAV_SECTIONS } from '@/components/shell/navigation';
import { EMPTY_PROJECT_FILTERS } from '@/lib/projects/filters';
import type { ProjectData } from '@/lib/projects/types';
import type { PageSeed } from '@/lib/ssr/seed';
import type { ClientConfig } from '@/services/session';
import { memberConfig, visitorConfig } from '@/mocks/factories/config';
import { answerFor, mockFail } from '@/mocks/answer';
import { buildProject, projectListPages, projectsFrom } from '@/mocks/factories/projects';
import { server, startMswServer } from '../support/msw';
import { renderWithStore } from '../support/render';
import { createRouter } from '../support/router';

const mockRouter = createRouter('/projects');
jest.mock('next/router', () => ({ useRouter: () => mockRouter }));
jest.mock('@/server/ssr/appState', () => ({ withAppConfig: () => async () => ({ props: {} }) }));
jest.mock('@/server/ssr/projectsList', () => ({ loadProjectsListPage: async () => ({ props: {} }) }));

/* eslint-disable-next-line @typescript-eslint/no-require-imports -- loaded after the mocks above */
const ProjectsPage = (require('@/pages/projects') as { default: (props: { seed: PageSeed | null }) => React.JSX.Element }).default;

startMswServer();
beforeAll(async () => {
  await loadDialog('addProject');
  await loadDialog('login');
});

const releases: Array<() => void> = [];
afterEach(() => {
  releases.splice(0).forEach((release) => release());
  mockRouter.query = {};
  mockRouter.replace.mockClear();
  mockRouter.push.mockClear();
  mockRouter.pushed.length = 0;
});

function renderUi(ui: React.ReactElement, config: ClientConfig = visitorConfig()) {
  const view = renderWithStore(
    <>
      {ui}
      <DialogHost />
    </>,
    { config },
  );
  releases.push(view.release);
  return view;
}

let seeds = 0;
const seedOf = (projects: ProjectData[], found = projects.length): PageSeed => {
  seeds += 1;
  return { id: `projects-${seeds}`, projectsList: { filters: EMPTY_PROJECT_FILTERS, page: 1, projects, found, tags: [{ value: 'rust', count: 4 }] } };
};

describe('/projects (R1.10)', () => {
  it('R1.10 shows the server-rendered page: logo with alt text, name linking to the page, summary, tags, counts', () => {
    const projects = [
      buildProject(1, { name: 'Kitbash', logo: '/uploads/logos/kitbash.png', tags: ['rust', 'cli'], follower_count: 1, topic_count: 12, maintainers: [{ uid: 3, username: 'mei', userslug: 'mei', fullname: '', picture: '' }] }),
      buildProject(2),
    ];
    renderUi(<ProjectsPage seed={seedOf(projects)} />);
    const cards = within(screen.getByRole('list', { name: 'Projects' })).getAllByRole('article');
    expect(cards).toHaveLength(2);
    const first = cards[0]!;
    expect(within(first).getByRole('img', { name: 'Kitbash logo' })).toHaveAttribute('src', '/uploads/logos/kitbash.png');
    expect(within(first).getByRole('link', { name: 'Kitbash' })).toHaveAttribute('href', '/projects/1/project-1');
    expect(first).toHaveTextContent('Description of project 1');
    expect(within(first).getByRole('list', { name: 'Tags' })).toHaveTextContent('rustcli');
    expect(first).toHaveTextContent('1 maintainer');
    expect(first).toHaveTextContent('1 follower');
    expect(first).toHaveTextContent('12 posts');
    expect(screen.getByRole('status')).toHaveTextContent('2 projects');
    expect(screen.getByRole('link', { name: 'Add a project' })).toHaveAttribute('href', '/projects?addnow=true');
  });

  it('R9.4 the search waits 250 ms after the last keystroke, then asks once; sort and tags go to the URL', async () => {
    const seen: URLSearchParams[] = [];
    server.use(...answerFor('GET /api/projects/v1/projects', projectListPages({ 1: projectsFrom(20, 21) }, 2, seen)));
    const user = userEvent.setup();
    renderUi(<ProjectsPage seed={seedOf(projectsFrom(1, 3))} />);
    await user.type(screen.getByRole('searchbox', { name: 'Search projects' }), 'kit');
    expect(seen).toHaveLength(0);
    await waitFor(() => expect(seen).toHaveLength(1));
    expect(seen[0]!.get('term')).toBe('kit');
    const [target, , options] = mockRouter.replace.mock.calls.at(-1) as unknown as [{ query: Record<string, string> }, unknown, { shallow: boolean }];
    expect(target.query).toEqual({ term: 'kit' });
    expect(options.shallow).toBe(true);
    await user.click(screen.getByRole('button', { name: 'Most followed' }));
    await waitFor(() => expect(seen).toHaveLength(2));
    expect(seen[1]!.get('sort')).toBe('followers');
    await user.click(screen.getByRole('button', { name: /^tooling/ }));
    await waitFor(() => expect(seen).toHaveLength(3));
    expect(seen[2]!.get('tags')).toBe('tooling');
    expect((mockRouter.replace.mock.calls.at(-1) as unknown as [{ query: Record<string, string> }])[0].query).toEqual({ tags: 'tooling', sort: 'followers', term: 'kit' });
  });

  it('R5.3 a visitor who follows gets the login dialog; a member follows and the count moves', async () => {
    const user = userEvent.setup();
    const visitor = renderUi(<ProjectsPage seed={seedOf(projectsFrom(1, 1))} />);
    await user.click(screen.getByRole('button', { name: 'Follow Project 1' }));
    expect(visitor.store.getState().modals).toEqual({ name: 'login', props: { from: 'follow' } });
    releases.splice(0).forEach((release) => release());
    visitor.unmount();

    server.use(
      ...answerFor('PUT /api/projects/v1/project/{id}/follow', ({ params }) => {
        expect(params.id).toBe('1');
        return { is_following: true, follower_count: 4 };
      }),
    );
    renderUi(<ProjectsPage seed={seedOf(projectsFrom(1, 1))} />, memberConfig());
    await user.click(screen.getByRole('button', { name: 'Follow Project 1' }));
    const button = await screen.findByRole('button', { name: 'Following Project 1' });
    expect(button).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByTestId('project-card-1')).toHaveTextContent('4 followers');
  });

  it('Projects is in the header navigation', () => {
    expect(NAV_SECTIONS.map((s) => s.href)).toContain('/projects');
  });
});

describe('adding a project (R1.10)', () => {
  it('R1.10 ?addnow=true opens the dialog; a taken name shows next to the name; success lands on the project page', async () => {
    const bodies: unknown[] = [];
    let calls = 0;
    server.use(
      ...answerFor('POST /api/projects/v1/project', ({ body }) => {
        bodies.push(body);
        calls += 1;
        if (calls === 1) throw mockFail('project-name-taken');
        return buildProject(41, { name: 'Kitbash Two', slug: 'kitbash-two' });
      }),
    );
    const user = userEvent.setup();
    mockRouter.query = { addnow: 'true' };
    renderUi(<ProjectsPage seed={seedOf([])} />, memberConfig());
    const dialog = await screen.findByRole('dialog', { name: 'Add a project' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Name' }), 'Kitbash');
    await user.type(within(dialog).getByRole('textbox', { name: /Repository URL/ }), 'not a url');
    await user.click(within(dialog).getByRole('button', { name: 'Add project' }));
    // The form's own check first: nothing is sent.
    expect(within(dialog).getByRole('textbox', { name: /Repository URL/ })).toHaveAttribute('aria-invalid', 'true');
    expect(bodies).toHaveLength(0);
    await user.clear(within(dialog).getByRole('textbox', { name: /Repository URL/ }));
    await user.type(within(dialog).getByRole('textbox', { name: /Repository URL/ }), 'https://example.org/kitbash');
    await user.type(within(dialog).getByRole('textbox', { name: /Tags/ }), 'Rust, CLI');
    await user.click(within(dialog).getByRole('button', { name: 'Add project' }));
    const name = within(dialog).getByRole('textbox', { name: 'Name' });
    await waitFor(() => expect(name).toHaveAttribute('aria-invalid', 'true'));
    expect(name).toHaveAccessibleDescription('A project with this name already exists.');
    expect(name).toHaveFocus();
    expect(bodies[0]).toMatchObject({ name: 'Kitbash', repository_url: 'https://example.org/kitbash', tags: ['rust', 'cli'] });
    await user.type(name, ' Two');
    await user.click(within(dialog).getByRole('button', { name: 'Add project' }));
    await waitFor(() => expect(mockRouter.pushed).toEqual(['/projects/41/kitbash-two']));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('R1.10 a visitor who asks to add a project is asked to log in first', async () => {
    mockRouter.query = { addnow: 'true' };
    const view = renderUi(<ProjectsPage seed={seedOf([])} />);
    await screen.findByRole('dialog', { name: 'Sign in' });
    expect(view.store.getState().modals).toMatchObject({ name: 'login', props: { then: 'addProject' } });
  });
});

describe('/projects/my-projects (R1.10)', () => {
  it('R1.10 lists the projects the member maintains or follows', async () => {
    server.use(
      ...answerFor('GET /api/projects/v1/my-projects', projectListPages({ 1: [buildProject(5, { name: 'Mine', is_maintainer: true }), buildProject(6, { name: 'Followed', is_following: true })] }, 2)),
    );
    renderUi(<MyProjects />, memberConfig());
    const list = await screen.findByRole('list', { name: 'My projects' });
    await waitFor(() => expect(within(list).getAllByRole('article')).toHaveLength(2));
    expect(within(list).getByTestId('project-card-5')).toHaveTextContent('You maintain this project');
    expect(within(list).getByRole('button', { name: 'Following Followed' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('R1.10 a visitor is asked to log in', async () => {
    const user = userEvent.setup();
    const view = renderUi(<MyProjects />);
    expect(screen.getByRole('heading', { name: 'Log in to see your projects' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    act(() => undefined);
    expect(view.store.getState().modals.name).toBe('login');
  });
});
