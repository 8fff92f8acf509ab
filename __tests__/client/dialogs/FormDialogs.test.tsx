import { screen, waitFor, within } from '@testing-library/react';
import type { FormKind } from '@/lib/forms/schemas';
import type { ThankYouKind } from '@/store/modals/slice';
import { answerFor, mockFail } from '@/mocks/answer';
import { memberConfig, memberUser, visitorConfig } from '@/mocks/factories/config';
import { formReceipt, selfUser } from '@/mocks/factories/users';
import { server, startMswServer } from '../support/msw';
import { renderHost } from './harness';

startMswServer();

const FORMS = 'POST /api/v3/forms/{kind}';

/** Records the submissions and answers each with a receipt. */
function acceptForms() {
  const sent: Array<{ kind: string; body: unknown; token: string | null }> = [];
  server.use(
    ...answerFor(FORMS, ({ request, params, body }) => {
      const kind = params.kind as FormKind;
      sent.push({ kind, body, token: request.headers.get('X-XSRF-TOKEN') });
      return formReceipt(sent.length, kind);
    }),
  );
  return sent;
}

describe('R2.1/R2.2 talk to us', () => {
  it('prefills a member’s email (GET /api/self) and full name, submits, then thanks them', async () => {
    const sent = acceptForms();
    server.use(
      ...answerFor('GET /api/self', () => selfUser({ email: 'priya@example.test' })),
    );
    const { user, open, store } = renderHost(memberConfig());
    open('talktous');
    const dialog = screen.getByRole('dialog', { name: 'Talk to us' });
    expect(within(dialog).getByLabelText('Full name')).toHaveValue('Priya Raman');
    await waitFor(() => expect(within(dialog).getByLabelText('Email')).toHaveValue('priya@example.test'));
    await user.type(within(dialog).getByLabelText('Message'), 'We would like to host an AMA.');
    await user.type(within(dialog).getByLabelText(/Company/), 'Analytical Engines');
    await user.click(within(dialog).getByRole('button', { name: 'Send message' }));
    const thanks = await screen.findByRole('dialog', { name: 'Thanks for reaching out' });
    expect(thanks).toHaveTextContent('We have your message and will answer you by email soon.');
    expect(sent).toEqual([
      {
        kind: 'talktous',
        token: 'member-token',
        body: {
          email: 'priya@example.test',
          fullname: 'Priya Raman',
          message: 'We would like to host an AMA.',
          company: 'Analytical Engines',
        },
      },
    ]);
    expect(store.getState().modals).toEqual({ name: 'thankyou', props: { kind: 'talktous' } });
  });

  it('uses the email the session already has without asking the server', async () => {
    renderHost(memberConfig({ user: { ...memberUser, email: 'priya@example.test' } })).open('talktous');
    expect(screen.getByLabelText('Email')).toHaveValue('priya@example.test');
  });

  it('validates required fields on the client, without a request', async () => {
    const { user, open } = renderHost(visitorConfig());
    open('talktous');
    await user.type(screen.getByLabelText('Email'), 'nope');
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    expect(screen.getByText(/Enter a valid email address/)).toBeInTheDocument();
    expect(screen.getByText('Enter your full name.')).toBeInTheDocument();
    expect(screen.getByText('Write your message.')).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveFocus();
    expect(screen.getByRole('dialog', { name: 'Talk to us' })).toBeInTheDocument();
  });
});

describe('R2.1/R2.2 early access', () => {
  it('shows the server’s validation error inline, translated, and keeps the input', async () => {
    server.use(
      ...answerFor(FORMS, () => {
        throw mockFail('field-too-short', 'fullname', 2);
      }),
    );
    const { user, open, store } = renderHost(visitorConfig());
    open('earlyaccess');
    await user.type(screen.getByLabelText('Email'), 'ada@example.test');
    await user.type(screen.getByLabelText('Full name'), 'A');
    await user.type(screen.getByLabelText(/Your role/), 'Maintainer');
    await user.click(screen.getByRole('button', { name: 'Request early access' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The fullname field is too short: it needs at least 2 characters.',
    );
    expect(screen.getByLabelText('Email')).toHaveValue('ada@example.test');
    expect(screen.getByLabelText('Full name')).toHaveValue('A');
    expect(screen.getByLabelText(/Your role/)).toHaveValue('Maintainer');
    expect(store.getState().modals.name).toBe('earlyaccess');
    expect(store.getState().toasts.items).toEqual([]);
  });

  it('submits and is replaced by the thank-you dialog', async () => {
    const sent = acceptForms();
    const { user, open } = renderHost(visitorConfig());
    open('earlyaccess');
    await user.type(screen.getByLabelText('Email'), 'ada@example.test');
    await user.type(screen.getByLabelText('Full name'), 'Ada Lovelace');
    await user.type(screen.getByLabelText(/interested/), 'Paid events');
    await user.click(screen.getByRole('button', { name: 'Request early access' }));
    await screen.findByRole('dialog', { name: 'You are on the list' });
    expect(sent).toEqual([
      {
        kind: 'earlyaccess',
        token: 'visitor-token',
        body: { email: 'ada@example.test', fullname: 'Ada Lovelace', interest: 'Paid events' },
      },
    ]);
  });
});

describe('R2.1/R2.2 feedback', () => {
  it('a visitor sends a message, a rating, an email and the page they are on', async () => {
    window.history.replaceState(null, '', '/events/12/spring-ama?tab=polls#feedback');
    const sent = acceptForms();
    const { user, open } = renderHost(visitorConfig());
    open('feedback');
    const dialog = screen.getByRole('dialog', { name: 'Send feedback' });
    await user.type(within(dialog).getByLabelText('Your feedback'), 'Love the events page');
    const group = within(dialog).getByRole('group', { name: /How would you rate this site/ });
    const radios = within(group).getAllByRole('radio');
    expect(radios).toHaveLength(5);
    radios.forEach((radio) => expect(radio).not.toBeChecked());
    await user.click(within(group).getByRole('radio', { name: /^4 out of 5/ }));
    await user.type(within(dialog).getByLabelText(/Email/), 'visitor@example.test');
    await user.click(within(dialog).getByRole('button', { name: 'Send feedback' }));
    await screen.findByRole('dialog', { name: 'Thanks for your feedback' });
    expect(sent).toEqual([
      {
        kind: 'feedback',
        token: 'visitor-token',
        body: {
          message: 'Love the events page',
          rating: 4,
          email: 'visitor@example.test',
          page: '/events/12/spring-ama?tab=polls',
        },
      },
    ]);
  });

  it('a member is not asked for an email, and the rating is optional', async () => {
    const sent = acceptForms();
    const { user, open } = renderHost(memberConfig());
    open('feedback');
    expect(screen.queryByLabelText(/Email/)).not.toBeInTheDocument();
    await user.type(screen.getByLabelText('Your feedback'), 'More podcasts please');
    await user.click(screen.getByRole('button', { name: 'Send feedback' }));
    await screen.findByRole('dialog', { name: 'Thanks for your feedback' });
    expect(sent[0].body).toEqual({ message: 'More podcasts please', page: '/discussions' });
  });

  it('an empty message is refused on the client', async () => {
    const { user, open } = renderHost(visitorConfig());
    open('feedback');
    await user.click(screen.getByRole('button', { name: 'Send feedback' }));
    expect(screen.getByText('Tell us what you think.')).toBeInTheDocument();
    expect(screen.getByLabelText('Your feedback')).toHaveFocus();
  });

  it('a server failure is shown inline and the message kept', async () => {
    server.use(
      ...answerFor(FORMS, () => {
        throw mockFail('too-many-posts', 60);
      }),
    );
    const { user, open } = renderHost(visitorConfig());
    open('feedback');
    await user.type(screen.getByLabelText('Your feedback'), 'Hello');
    await user.click(screen.getByRole('button', { name: 'Send feedback' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).not.toMatch(/\[\[/);
    expect(alert.textContent).not.toBe('');
    expect(screen.getByLabelText('Your feedback')).toHaveValue('Hello');
  });
});

describe('R2.1 thank you', () => {
  it.each<[ThankYouKind | undefined, string]>([
    ['talktous', 'Thanks for reaching out'],
    ['earlyaccess', 'You are on the list'],
    ['feedback', 'Thanks for your feedback'],
    [undefined, 'Thank you'],
  ])('is worded for %s', async (kind, title) => {
    const { user, open, store } = renderHost(visitorConfig());
    open({ name: 'thankyou', props: { kind } });
    expect(screen.getByRole('dialog', { name: title })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Done' }));
    expect(store.getState().modals.name).toBeNull();
  });
});
