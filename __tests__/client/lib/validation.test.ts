import { errorTextsIn } from '@/server/i18n/errors';
import { formatErrorKey } from '@/lib/errors/keys';
import { checkForm, formErrorText, validationIssue } from '@/lib/errors/validation';
import { topicBody } from '@/lib/discussions/schemas';
import { profileBody, signUpBody } from '@/lib/users/schemas';

const english = errorTextsIn('en');
const { translateMessage } = english;
const signUp = { username: 'validname', email: 'a@example.test', password: 'long enough pw' };

describe('R8.2 R5.11 forms show the message the API answers for a schema failure', () => {
  // The same bodies and answers as the sign-up cases of __tests__/api/accounts.test.ts.
  it.each([
    [{ ...signUp, username: 'x' }, '[[error:field-too-short, username, 2]]', 'username'],
    [{ ...signUp, username: 'y'.repeat(25) }, '[[error:field-too-long, username, 24]]', 'username'],
    [{ ...signUp, email: 'not-an-email' }, '[[error:invalid-email]]', 'email'],
    [{ username: 'validname', email: 'a@example.test' }, '[[error:required-parameters-missing, password]]', 'password'],
    [{ ...signUp, password: 'short' }, '[[error:field-too-short, password, 8]]', 'password'],
    [{ ...signUp, username: 42 }, '[[error:wrong-parameter-type, username, string, number]]', 'username'],
    [{ ...signUp, username: '<script>' }, '[[error:field-invalid, username]]', 'username'],
  ])('sign-up %j: %s', (body, apiMessage, field) => {
    expect(checkForm(signUpBody, body, english)).toEqual({ field, message: translateMessage(apiMessage) });
  });

  it('maps the catalogue length keys of title, content and aboutme with their bound', () => {
    const topic = topicBody.safeParse({ title: 'ab', content: 'long enough content' }, { reportInput: true });
    expect(topic.success).toBe(false);
    if (topic.success) return;
    const { key, args } = validationIssue(topic.error);
    expect(formatErrorKey(key, args)).toBe('[[error:title-too-short, 3]]');
    expect(formErrorText(topic.error, english)).toEqual({ field: 'title', message: 'The title is too short: it needs at least 3 characters.' });

    expect(checkForm(profileBody, { aboutme: 'x'.repeat(1001) }, english)?.message).toBe(translateMessage('[[error:about-me-too-long, 1000]]'));
  });

  it('answers null for valid values', () => {
    expect(checkForm(signUpBody, signUp, english)).toBeNull();
  });
});
