import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AccountForms } from '@/components/account/AccountForms';
import { ProfileForm } from '@/components/onboarding';
import { Field, Icon, TextField, useForm } from '@/components/ui';
import { checkForm } from '@/lib/errors/validation';
import { errorTextsIn } from '@/server/i18n/errors';
import { profileBody, signUpBody } from '@/lib/users/schemas';
import { memberConfig, visitorConfig } from '@/mocks/factories/config';
import { startMswServer } from '../support/msw';
import { InEnglish, renderWithStore } from '../support/render';
import { createRouter } from '../support/router';

const mockRouter = createRouter('/login');
jest.mock('next/router', () => ({ useRouter: () => mockRouter }));

// No handlers: a request would fail the test, so these prove nothing was sent.
startMswServer();

describe('ui Field', () => {
  it('ties the label, hint and error to the control and marks it invalid', () => {
    render(
      <Field label="Title" hint="3 to 255 characters." error="Too short">
        {(control) => <input {...control} name="title" />}
      </Field>,
      { wrapper: InEnglish },
    );
    const input = screen.getByLabelText('Title');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('Too short 3 to 255 characters.');
  });

  it('TextField marks optional fields in their name', () => {
    render(<TextField label="Company" name="company" value="" onChange={() => undefined} />, { wrapper: InEnglish });
    expect(screen.getByLabelText('Company (optional)')).toHaveAttribute('name', 'company');
  });
});

describe('icons', () => {
  it('are decorative SVG, hidden from assistive technology', () => {
    const { container } = render(<Icon name="upvote" />);
    const svg = container.querySelector('svg');
    expect(svg).toHaveAttribute('aria-hidden', 'true');
    expect(svg).toHaveAttribute('focusable', 'false');
  });
});

describe('useForm with a request schema', () => {
  function SignUp({ onSend }: { onSend: () => void }) {
    const form = useForm({
      initial: { username: '', email: '', password: '' },
      schema: { schema: signUpBody, body: (v: { username: string; email: string; password: string }) => v },
    });
    return (
      <form onSubmit={form.handleSubmit(onSend)} noValidate>
        <TextField label="Username" name="username" required value={form.values.username} onChange={form.setField('username')} error={form.errors.username} />
        <TextField label="Email" name="email" required value={form.values.email} onChange={form.setField('email')} error={form.errors.email} />
        <TextField label="Password" name="password" required value={form.values.password} onChange={form.setField('password')} error={form.errors.password} />
        <button type="submit">Send</button>
      </form>
    );
  }

  it("shows the server's message next to the field, focuses it, keeps the values and sends nothing", async () => {
    const user = userEvent.setup();
    const onSend = jest.fn();
    render(<SignUp onSend={onSend} />, { wrapper: InEnglish });
    await user.type(screen.getByLabelText('Username'), 'newbie');
    await user.type(screen.getByLabelText('Email'), 'newbie@example.org');
    await user.type(screen.getByLabelText('Password'), 'short');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    const expected = checkForm(signUpBody, { username: 'newbie', email: 'newbie@example.org', password: 'short' }, errorTextsIn('en'));
    expect(expected?.field).toBe('password');
    const password = screen.getByLabelText('Password');
    expect(password).toHaveAccessibleDescription(expected?.message);
    expect(password).toHaveFocus();
    expect(password).toHaveValue('short');
    expect(onSend).not.toHaveBeenCalled();
  });
});

describe('forms validate with the server schema before sending', () => {
  it('the /login sign-up form', async () => {
    const user = userEvent.setup();
    const { release } = renderWithStore(<AccountForms initialMode="signup" />, { config: visitorConfig() });
    await user.type(screen.getByLabelText('Username'), 'new!bie');
    await user.type(screen.getByLabelText('Email'), 'newbie@example.org');
    await user.type(screen.getByLabelText('Password'), 'long-enough-1');
    await user.click(screen.getByRole('button', { name: 'Sign up' }));
    const expected = checkForm(signUpBody, { username: 'new!bie', email: 'newbie@example.org', password: 'long-enough-1' }, errorTextsIn('en'));
    expect(screen.getByLabelText('Username')).toHaveAccessibleDescription(expected?.message);
    expect(mockRouter.push).not.toHaveBeenCalled();
    release();
  });

  it('the profile form', async () => {
    const user = userEvent.setup();
    const initial = { username: 'priya', fullname: '', aboutme: '', location: '', website: '', picture: '' };
    const { release } = renderWithStore(
      <ProfileForm uid={7} initial={initial} fields={['fullname', 'website']} submitLabel="Save profile" onSaved={() => undefined} />,
      { config: memberConfig() },
    );
    await user.type(screen.getByLabelText('Website'), 'ftp://example.org');
    await user.click(screen.getByRole('button', { name: 'Save profile' }));
    const expected = checkForm(profileBody, { fullname: '', website: 'ftp://example.org' }, errorTextsIn('en'));
    expect(screen.getByLabelText('Website')).toHaveAccessibleDescription(expect.stringContaining(expected?.message ?? '?'));
    expect(screen.getByLabelText('Website')).toHaveValue('ftp://example.org');
    release();
  });
});
