import { dictionary } from '@zxcvbn-ts/language-common';
import { fail } from '../http/errors';
import { passwordIssue } from '@/lib/users/rules';

/**
 * What a new password must not be (hardening 4): one of the ~49,000 most common passwords (the
 * ranked list @zxcvbn-ts/language-common maintains, compared without case), or the member's
 * username or e-mail address, or contain them (lib/users/rules.ts, which the forms check too).
 */

let common: ReadonlySet<string> | null = null;

function commonPasswords(): ReadonlySet<string> {
  common ??= new Set(dictionary['passwords-common']);
  return common;
}

function isCommonPassword(password: string): boolean {
  const list = commonPasswords();
  const lower = password.toLowerCase();
  return list.has(lower) || list.has(lower.trim());
}

/** Throws the catalogue error for a password the member may not choose. */
export function assertAcceptablePassword(password: string, owner: { username: string; email: string }): void {
  const issue = passwordIssue(password, owner);
  if (issue) throw fail(issue.key, ...issue.args);
  if (isCommonPassword(password)) throw fail('password-too-common');
}
