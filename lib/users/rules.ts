import type { UserSettings } from './types';

/**
 * A member's full name as another viewer sees it: shown when their `showfullname` setting allows
 * it (the default) or to the member and administrators (`privileged`); else ''.
 */
export function visibleFullname(
  fullname: string,
  settings: Pick<UserSettings, 'showfullname'> | undefined,
  privileged = false,
): string {
  return privileged || (settings?.showfullname ?? true) ? fullname : '';
}
