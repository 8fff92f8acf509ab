import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { safeReturnTo } from '@/lib/returnTo';
import { OnboardingBasic } from '@/components/onboarding/OnboardingBasic';
import type { ProfilePatch } from '@/services/users';
import { answerFor, mockFail } from '@/mocks/answer';
import { memberConfig, memberUser } from '@/mocks/factories/config';
import { publicUser } from '@/mocks/factories/profile';
import { server, startMswServer } from '../support/msw';
import { renderWithStore } from '../support/render';
import { createRouter } from '../support/router';
import { selectLogin } from '@/store/selectors';

const mockRouter = createRouter('/onboarding/basic');
jest.mock('next/router', () => ({ useRouter: () => mockRouter }));

startMswServer();

const initial = {
  fullname: 'Priya Raman',
  username: 'priya',
  aboutme: '',
  location: '',
  picture: '',
  website: '',
};

/** The member's public face after the save. */
function saved(uid: number, patch: ProfilePatch) {
  return publicUser({
    uid,
    username: patch.username ?? 'priya',
    userslug: 'priya',
    fullname: patch.fullname ?? '',
    picture: patch.picture ?? '',
    aboutme: patch.aboutme ?? '',
    location: patch.location ?? '',
    isSelf: true,
  });
}

/** PUT /api/v3/users/{uid} saving the profile; records each body. */
function acceptProfile(bodies: ProfilePatch[]) {
  server.use(
    ...answerFor('PUT /api/v3/users/{uid}', ({ params, body }) => {
      const patch = body as ProfilePatch;
      bodies.push(patch);
      return saved(Number(params.uid), patch);
    }),
    ...answerFor('GET /api/config', () => memberConfig()),
  );
}

beforeEach(() => {
  mockRouter.push.mockClear();
  mockRouter.pushed.length = 0;
});

describe('onboarding /onboarding/basic', () => {
  it('R1.13: saves the profile with PUT /api/v3/users/{uid}, then goes to the same-site redirect', async () => {
    const bodies: ProfilePatch[] = [];
    acceptProfile(bodies);
    const { release } = renderWithStore(<OnboardingBasic uid={7} initial={initial} redirect="/events?x=1" />, {
      config: memberConfig(),
    });
    expect(screen.getByLabelText('Full name')).toHaveValue('Priya Raman');
    await userEvent.type(screen.getByLabelText('About you'), 'Maintainer of a YAML parser.');
    await userEvent.type(screen.getByLabelText('Location'), 'Chennai');
    await userEvent.click(screen.getByRole('radio', { name: 'Teal waves' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save and continue' }));

    await waitFor(() => expect(mockRouter.push).toHaveBeenCalledWith('/events?x=1'));
    expect(bodies).toEqual([
      {
        fullname: 'Priya Raman',
        username: 'priya',
        aboutme: 'Maintainer of a YAML parser.',
        location: 'Chennai',
        picture: '/avatars/shapes/waves.svg',
      },
    ]);
    release();
  });

  it.each(['//evil.example/phish', 'https://evil.example/', '/\\evil.example', 'javascript:alert(1)', null, '/\t/evil.example', '/%09/evil.example', '/%5Cevil.example'])(
    'R1.13 hardening 2: redirect %p is not followed; the member goes to /discussions',
    async (redirect) => {
      acceptProfile([]);
      const { release } = renderWithStore(<OnboardingBasic uid={7} initial={initial} redirect={redirect} />, {
        config: memberConfig(),
      });
      expect(screen.getByRole('link', { name: 'Skip for now' })).toHaveAttribute('href', '/discussions');
      await userEvent.click(screen.getByRole('button', { name: 'Save and continue' }));
      await waitFor(() => expect(mockRouter.push).toHaveBeenCalledWith('/discussions'));
      release();
    },
  );

  it('hardening 5: the choices are no picture, the member’s own initials, patterns and an upload; no web address, no other member’s initials', async () => {
    const bodies: ProfilePatch[] = [];
    acceptProfile(bodies);
    const { release } = renderWithStore(<OnboardingBasic uid={7} initial={initial} redirect="/discussions" />, {
      config: memberConfig(),
    });
    const radios = screen.getAllByRole('radio');
    expect(radios.map((r) => r.getAttribute('value'))).toEqual([
      '',
      '/api/avatar/7',
      '/avatars/shapes/circles.svg',
      '/avatars/shapes/waves.svg',
      '/avatars/shapes/triangles.svg',
      '/avatars/shapes/squares.svg',
      '/avatars/shapes/diamond.svg',
      '/avatars/shapes/sun.svg',
    ]);
    expect(screen.queryByRole('radio', { name: /letters/ })).toBeNull();
    expect(screen.queryByLabelText('Picture URL')).toBeNull();
    expect(screen.getByRole('img', { name: 'Your initials' })).toHaveAttribute('src', '/api/avatar/7');
    await userEvent.click(screen.getByRole('radio', { name: 'Your initials' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save and continue' }));
    await waitFor(() => expect(bodies[0]?.picture).toBe('/api/avatar/7'));
    release();
  });

  it('hardening 5: an uploaded picture becomes the choice', async () => {
    const bodies: ProfilePatch[] = [];
    acceptProfile(bodies);
    server.use(
      ...answerFor('POST /api/post/upload', () => [
        { url: '/uploads/2026/01/0123456789abcdef0123456789abcdef.png', name: 'me.png', type: 'image/png', size: 3 },
      ]),
    );
    const { container, release } = renderWithStore(<OnboardingBasic uid={7} initial={initial} redirect="/discussions" />, {
      config: memberConfig(),
    });
    const file = new File([new Uint8Array([1, 2, 3])], 'me.png', { type: 'image/png' });
    await userEvent.upload(container.querySelector('input[type="file"]') as HTMLInputElement, file);
    const uploaded = await screen.findByRole('radio', { name: 'Your uploaded picture' });
    expect(uploaded).toBeChecked();
    await userEvent.click(screen.getByRole('button', { name: 'Save and continue' }));
    await waitFor(() => expect(bodies[0]?.picture).toBe('/uploads/2026/01/0123456789abcdef0123456789abcdef.png'));
    release();
  });

  it('R1.13/R8.2: a refusal is shown inline and the input is kept; no navigation', async () => {
    server.use(
      ...answerFor('PUT /api/v3/users/{uid}', () => {
        throw mockFail('username-taken');
      }),
    );
    const { store, release } = renderWithStore(<OnboardingBasic uid={7} initial={initial} redirect="/discussions" />, {
      config: memberConfig(),
    });
    const username = screen.getByLabelText('Username');
    await userEvent.clear(username);
    await userEvent.type(username, 'ada');
    await userEvent.click(screen.getByRole('button', { name: 'Save and continue' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('That username is already taken.');
    expect(username).toHaveValue('ada');
    expect(mockRouter.push).not.toHaveBeenCalled();
    // Inline, not toasted.
    expect(store.getState().toasts.items).toEqual([]);
    expect(selectLogin(store.getState()).user?.userslug).toBe(memberUser.userslug);
    release();
  });
});

describe('safeReturnTo', () => {
  it('R1.13: accepts same-site paths only', () => {
    expect(safeReturnTo('/discussions?sort=recent#top')).toBe('/discussions?sort=recent#top');
    expect(safeReturnTo(['/events'])).toBe('/events');
    for (const bad of ['//x.org', '/\\x.org', 'x', '', '/\tx', 'http://x.org', undefined, 42]) {
      expect(safeReturnTo(bad)).toBe('/discussions');
    }
  });
});
