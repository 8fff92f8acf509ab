import { SuspensionNoticeView, suspendedIn } from '@/components/moderation';
import { Skeleton } from '@/components/ui';
import type { PersonalAnswer } from '@/lib/personal/types';
import { lazyView } from '@/lib/react/lazyView';
import type { ClientConfig } from '@/services/session';
import { MemberArea as MemberAreaView } from './MemberArea';

/** Keeps the account area's place while the member's header loads (as while the session does). */
function MemberAreaPlaceholder() {
  return <Skeleton width={96} height={32} rounded />;
}

/**
 * The member's part of the header (./MemberArea.tsx) loads for members only: a visitor's first
 * load carries none of its code. A page rendered for its member keeps the server's markup until
 * the code arrives; on a shared page the member's state waits for it (`memberAreaReady`), so the
 * header is painted whole in the frame that shows the member's state.
 */
export const MemberArea = lazyView(() => import('./MemberArea').then((m) => m.MemberArea), {
  loading: MemberAreaPlaceholder,
  server: typeof window === 'undefined' || process.env.NODE_ENV !== 'production' ? MemberAreaView : undefined,
  module: 'components/shell/LazyMemberArea.tsx -> ./MemberArea',
});

/** The code of what shows a member's state in the shell: the header's member area, a suspended member's notice. */
function preloadFor(config: ClientConfig): Promise<unknown> {
  return Promise.all([MemberArea.preload(), suspendedIn(config) ? SuspensionNoticeView.preload() : null]);
}

/** Loads the member's header ahead of a sign-in (the login dialog asks while it is open). */
export function preloadMemberHeader(): void {
  void MemberArea.preload();
}

/**
 * Starts loading the member's header as the app starts, when the page is a member's: rendered for
 * its member (`config`), or a shared page whose first script saw the member hint (`<html data-member>`,
 * lib/personal/script.ts).
 */
export function preloadMemberArea(config: ClientConfig | undefined): void {
  if (typeof document === 'undefined') return;
  if (config?.loggedIn) void preloadFor(config);
  else if (document.documentElement.dataset.member !== undefined) void MemberArea.preload();
}

/**
 * What a shared page's personal layer waits for before it is shown (store/personal.ts): the code
 * of what shows the member in the shell, so it is painted in the frame that shows their state.
 */
export function memberAreaReady(answer: PersonalAnswer): Promise<unknown> | undefined {
  return answer.config.loggedIn ? preloadFor(answer.config) : undefined;
}
