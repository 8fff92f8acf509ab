import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ConsentForm } from '@/components/account/ConsentForm';
import { answerFor, mockFail } from '@/mocks/answer';
import { memberConfig, visitorConfig } from '@/mocks/factories/config';
import { registrationResult } from '@/mocks/factories/session';
import { server, startMswServer } from '../support/msw';
import { renderWithStore } from '../support/render';
import { createRouter } from '../support/router';
import { selectLogin } from '@/store/selectors';

const mockRouter = createRouter('/register/complete');
jest.mock('next/router', () => ({ useRouter: () => mockRouter }));

startMswServer();

const incomplete = () => memberConfig({ registrationComplete: false, canPost: false, user: { ...memberConfig().user!, groups: [] } });

beforeEach(() => mockRouter.push.mockClear());

describe('registration completion /register/complete', () => {
  it('R1.14/R7.1: posts both consents only after the member ticked both boxes, then goes to onboarding', async () => {
    const posts: Array<{ url: string; body: unknown; token: string | null }> = [];
    server.use(
      ...answerFor('POST /api/register/complete', ({ request, body }) => {
        posts.push({ url: request.url, body, token: request.headers.get('x-xsrf-token') });
        return registrationResult();
      }),
      ...answerFor('GET /api/config', () => memberConfig()),
    );
    const { store, release } = renderWithStore(<ConsentForm />, { config: incomplete() });
    const agree = screen.getByRole('button', { name: 'Agree and continue' });
    expect(agree).toBeDisabled();

    await userEvent.click(screen.getByRole('checkbox', { name: /stores and processes the data/ }));
    expect(agree).toBeDisabled();
    await userEvent.click(agree);
    expect(posts).toHaveLength(0);

    await userEvent.click(screen.getByRole('checkbox', { name: /receive emails/ }));
    expect(agree).toBeEnabled();
    await userEvent.click(agree);

    await waitFor(() => expect(mockRouter.push).toHaveBeenCalledWith('/onboarding/basic?redirect=/discussions'));
    expect(posts).toEqual([
      {
        url: 'http://localhost/register/complete/?_csrf=member-token',
        body: { gdpr_agree_data: 'on', gdpr_agree_email: 'on' },
        token: 'member-token',
      },
    ]);
    expect(selectLogin(store.getState()).canPost).toBe(true);
    release();
  });

  it('R1.14: a refusal is shown inline and nothing navigates', async () => {
    server.use(
      ...answerFor('POST /api/register/complete', () => {
        throw mockFail('consent-required');
      }),
    );
    const { release } = renderWithStore(<ConsentForm />, { config: incomplete() });
    await userEvent.click(screen.getByRole('checkbox', { name: /stores and processes the data/ }));
    await userEvent.click(screen.getByRole('checkbox', { name: /receive emails/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Agree and continue' }));
    expect(await screen.findByRole('alert')).not.toBeEmptyDOMElement();
    expect(mockRouter.push).not.toHaveBeenCalled();
    release();
  });

  it('R1.14: a visitor is asked to sign in', () => {
    const { release } = renderWithStore(<ConsentForm />, { config: visitorConfig() });
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login?returnTo=%2Fregister%2Fcomplete');
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
    release();
  });
});
