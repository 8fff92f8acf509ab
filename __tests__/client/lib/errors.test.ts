import fs from 'node:fs';
import path from 'node:path';
import { isCatalogueMessage, parseCatalogueMessage, readableKey } from '@/lib/errors/catalogue';
import { ERROR_STATUS } from '@/lib/errors/keys';
import { LOCALES } from '@/lib/i18n/locales';
import { SOURCES } from '@/server/i18n/catalogues';
import { errorTextsIn } from '@/server/i18n/errors';
import { itWithSharedSpec, sharedSpecDir } from '../support/sharedSpec';

const sharedKeysFile = path.join(sharedSpecDir, 'error-keys.txt');
// A copy kept with the tests, for checkouts without the shared spec folder (kept equal below).
const fixtureKeysFile = path.join(__dirname, 'fixtures', 'error-keys.txt');
const keysFile = fs.existsSync(sharedKeysFile) ? sharedKeysFile : fixtureKeysFile;

/** key -> number of % parameters, from error-keys.txt ("key count" lines, # comments). */
function specKeys(file: string): Map<string, number> {
  const keys = new Map<string, number>();
  for (const line of fs.readFileSync(file, 'utf8').split('\n')) {
    const text = line.trim();
    if (!text || text.startsWith('#')) continue;
    const [key, count] = text.split(/\s+/);
    keys.set(key, Number(count));
  }
  return keys;
}

/** The distinct `{1}`…`{3}` parameters of an ICU message, as numbers, sorted. */
function placeholders(text: string): number[] {
  return [...new Set([...text.matchAll(/\{\s*(\d)\s*[,}]/g)].map((m) => Number(m[1])))].sort();
}

/** The English catalogue message of a key (undefined when the key is not in the catalogue). */
function textOf(key: string): string | undefined {
  return SOURCES.en.errors[key];
}

const { errorText, translateMessage } = errorTextsIn('en');

describe('R8.2 the catalogue covers every key', () => {
  const keys = specKeys(keysFile);

  it('R8.2 reads the spec key list', () => {
    expect(keys.size).toBeGreaterThan(250);
    expect(keys.get('user-banned-reason-until')).toBe(2);
    expect(keys.get('wrong-parameter-type')).toBe(3);
  });

  // Skipped (with the reason printed) when the shared spec folder is absent, failed in CI.
  itWithSharedSpec('R8.2 keeps the copy of error-keys.txt equal to the shared spec', () => {
    expect(fs.readFileSync(fixtureKeysFile, 'utf8')).toBe(fs.readFileSync(sharedKeysFile, 'utf8'));
  });

  it('R8.2 R5.11 every key of error-keys.txt has a text with exactly its number of parameters', () => {
    const problems: string[] = [];
    for (const [key, count] of keys) {
      const text = textOf(key);
      const expected = Array.from({ length: count }, (_, i) => i + 1);
      if (text === undefined) problems.push(`${key}: no text`);
      else if (placeholders(text).join() !== expected.join()) {
        problems.push(`${key}: has %${placeholders(text).join(',%')} but takes ${count}`);
      }
    }
    expect(problems).toEqual([]);
  });

  // Keys the server produces are `ErrorKey`s (fail, AppError and the status table take only those);
  // each has a message in the English catalogue, and every language has the English keys
  // (__tests__/server/i18n.test.ts).
  it('R8.2 every error key has a status and a non-empty text', () => {
    const keys = Object.keys(ERROR_STATUS);
    expect(keys.length).toBeGreaterThan(250);
    expect(Object.keys(SOURCES.en.errors).sort()).toEqual([...keys].sort());
    expect(keys.filter((key) => !textOf(key)?.trim())).toEqual([]);
    expect(Object.values(ERROR_STATUS).filter((status) => !(status >= 400 && status < 600))).toEqual([]);
  });

  it('R8.2 has the product keys with their parameters', () => {
    const expected: Record<string, number> = {
      'invite-invalid': 0, 'invite-expired': 0, 'badge-not-found': 0, 'form-rate-limited': 1, 'consent-required': 0,
      'github-login-failed': 0, 'github-login-disabled': 0, 'login-rate-limited': 1, 'registration-rate-limited': 1,
      'field-too-short': 2, 'field-too-long': 2, 'field-too-small': 2, 'field-too-big': 2, 'field-invalid': 1,
      'field-unknown': 1, 'method-not-allowed': 0, 'internal-error': 0, 'not-found': 0, 'no-user': 0,
    };
    for (const [key, count] of Object.entries(expected)) {
      expect([key, placeholders(textOf(key) ?? '').length]).toEqual([key, count]);
    }
  });

  it('R8.2 covers every family the spec lists', () => {
    const families = [
      'not-logged-in', 'account-locked', 'search-requires-login', 'invalid-tid', 'invalid-pid', 'invalid-uid',
      'invalid-login-credentials', 'username-taken', 'email-taken', 'email-not-confirmed', 'email-not-confirmed-chat',
      'user-banned', 'user-banned-reason', 'user-banned-reason-until', 'user-too-new', 'no-privileges', 'topic-locked',
      'post-edit-duration-expired', 'post-delete-duration-expired', 'content-too-short', 'content-too-long',
      'title-too-short', 'title-too-long', 'not-enough-tags', 'too-many-tags', 'too-many-posts', 'already-bookmarked',
      'already-unbookmarked', 'already-voting-for-this-post', 'self-vote', 'downvoting-disabled',
      'not-enough-reputation-to-upvote', 'post-already-flagged', 'group-not-member', 'chat-disabled', 'file-too-big',
      'invalid-image', 'chat-user-blocked', 'already-blocked', 'session-mismatch', 'no-connection',
    ];
    expect(families.filter((key) => !textOf(key))).toEqual([]);
  });

  it('R5.11 every text reads cleanly in every language with all, and with none, of its parameters', () => {
    const untidy = /[%{}]|\s{2}|\.\.|\s[.,:;،]|\(\s*\)|[:,،]$|^[a-z]|\bnone\b/;
    const problems = LOCALES.flatMap((locale) => {
      const texts = errorTextsIn(locale);
      return Object.keys(SOURCES.en.errors).flatMap((key) =>
        [texts.errorText(key, []), texts.errorText(key, ['A1', 'B2', 'C3']), texts.errorText(key, [2, 3, 11])]
          .filter((t) => untidy.test(t))
          .map((t) => `${locale} ${key}: ${t}`),
      );
    });
    expect(problems).toEqual([]);
  });
});

describe('R8.2 translateMessage', () => {
  it('R8.2 maps [[error:key]] to its text', () => {
    expect(translateMessage('[[error:not-logged-in]]')).toBe('Please log in to do that.');
    expect(translateMessage('[[error:no-privileges]]')).toBe('You do not have permission to do that.');
  });

  it('R5.11 fills %1 and %2 from the trimmed parameters', () => {
    expect(translateMessage('[[error:content-too-short, 8]]')).toBe('Your post is too short: it needs at least 8 characters.');
    expect(translateMessage('[[error:content-too-short, 1]]')).toBe('Your post is too short: it needs at least 1 character.');
    expect(translateMessage('[[error:field-too-short,  password ,8 ]]')).toBe(
      'The password field is too short: it needs at least 8 characters.',
    );
    expect(translateMessage('[[error:user-banned-reason-until, 2025-03-01, Spam links]]')).toBe(
      'Your account is suspended until 2025-03-01: you can read, but not post, reply or vote. Reason: Spam links',
    );
    // A moment (ISO 8601, as the server writes a suspension's end) in the language's way, in UTC.
    expect(translateMessage('[[error:user-banned-reason-until, 2025-03-01T09:05:00.000Z, Spam links]]')).toBe(
      'Your account is suspended until Mar 1, 2025, 9:05 AM UTC: you can read, but not post, reply or vote. Reason: Spam links',
    );
    expect(translateMessage('[[error:wrong-parameter-type, email, string, number]]')).toBe(
      'The email field has the wrong type: expected string, got number.',
    );
  });

  it('R5.11 accepts [[key, args]] without a namespace', () => {
    expect(translateMessage('[[too-many-posts, 15]]')).toBe('You are posting too quickly. Please wait 15 seconds before posting again.');
    expect(translateMessage('[[self-vote]]')).toBe(errorText('self-vote'));
  });

  it('R5.11 leaves missing parameters out cleanly', () => {
    expect(translateMessage('[[error:content-too-short]]')).toBe('Your post is too short.');
    expect(translateMessage('[[error:login-rate-limited]]')).toBe(
      'There were too many failed log-in attempts from your network. Please try again.',
    );
    expect(translateMessage('[[error:user-banned-reason-until, 2025-03-01]]')).toBe(
      'Your account is suspended until 2025-03-01: you can read, but not post, reply or vote.',
    );
    expect(translateMessage('[[error:user-banned-reason-until, , spam]]')).toBe(
      'Your account is suspended: you can read, but not post, reply or vote. Reason: spam',
    );
    expect(translateMessage('[[error:field-too-short, password]]')).toBe('The password field is too short.');
  });

  it('R8.2 shows an unknown key as readable words', () => {
    expect(translateMessage('[[error:some-new-thing]]')).toBe('Some new thing');
    expect(translateMessage('[[error:some-new-thing, 5]]')).toBe('Some new thing');
    expect(translateMessage('[[global:former_user]]')).toBe('Former user');
    expect(readableKey('category.handle-taken')).toBe('Category handle taken');
  });

  it('R8.2 returns plain strings unchanged', () => {
    expect(translateMessage('Login expired')).toBe('Login expired');
    expect(translateMessage('Error:500 Internal Server Error')).toBe('Error:500 Internal Server Error');
    expect(translateMessage('')).toBe('');
    expect(translateMessage('[not a key]')).toBe('[not a key]');
    expect(translateMessage('[[error:]]')).toBe('[[error:]]');
  });

  it('R8.2 translates keys inside a longer message', () => {
    expect(translateMessage('Upload failed: [[error:file-too-big, 512]]')).toBe('Upload failed: The file is too large: the limit is 512 kB.');
  });

  it('R8.2 handles keys with dots and digits', () => {
    expect(translateMessage('[[error:api.429]]')).toBe(textOf('api.429'));
    expect(translateMessage('[[error:category.handle-taken]]')).toBe(textOf('category.handle-taken'));
  });
});

describe('R8.2 isCatalogueMessage and parseCatalogueMessage', () => {
  it('R8.2 recognises whole-string catalogue tokens', () => {
    expect(isCatalogueMessage('[[error:no-privileges]]')).toBe(true);
    expect(isCatalogueMessage(' [[error:content-too-short, 8]] ')).toBe(true);
    expect(isCatalogueMessage('[[self-vote]]')).toBe(true);
    expect(isCatalogueMessage('Login expired')).toBe(false);
    expect(isCatalogueMessage('see [[error:no-privileges]]')).toBe(false);
    expect(isCatalogueMessage(undefined)).toBe(false);
    expect(isCatalogueMessage(42)).toBe(false);
  });

  it('R8.2 takes a token apart', () => {
    expect(parseCatalogueMessage('[[error:field-too-long, title , 120]]')).toEqual({
      namespace: 'error',
      key: 'field-too-long',
      args: ['title', '120'],
    });
    expect(parseCatalogueMessage('[[self-vote]]')).toEqual({ namespace: null, key: 'self-vote', args: [] });
    expect(parseCatalogueMessage('plain')).toBeNull();
  });

  it('R8.2 errorText takes numbers as parameters', () => {
    expect(errorText('title-too-long', [120])).toBe('The title is too long: it can have at most 120 characters.');
    expect(errorText('unknown-key')).toBe('Unknown key');
  });
});

describe('R8.2 the catalogue in other languages (issue 34)', () => {
  it('says a key in the language asked, with its plural forms', () => {
    expect(errorTextsIn('de').errorText('no-privileges')).toBe(SOURCES.de.errors['no-privileges']);
    expect(errorTextsIn('es').translateMessage('[[error:content-too-short, 8]]')).toMatch(/8/);
    expect(errorTextsIn('ar').translateMessage('[[error:content-too-short]]')).not.toMatch(/[{}]/);
  });
});
