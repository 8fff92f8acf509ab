import type { ClientConfig } from '@/lib/session/types';
import { lazyView } from '@/lib/react/lazyView';
import { useAppSelector } from '@/store/hooks';
import { SuspensionNotice } from './SuspensionNotice';

/** Whether a configuration is a suspended member's. */
export const suspendedIn = (config: ClientConfig | null | undefined): boolean => Boolean(config?.loggedIn && config.user?.suspension);

/**
 * The suspended member's notice (./SuspensionNotice.tsx): its code loads for a suspended member
 * only. A page rendered for them keeps the server's markup while it loads; the shell preloads it
 * with the member's header (components/shell/LazyMemberArea.tsx).
 */
export const SuspensionNoticeView = lazyView(() => import('./SuspensionNotice').then((m) => m.SuspensionNotice), {
  server: typeof window === 'undefined' || process.env.NODE_ENV !== 'production' ? SuspensionNotice : undefined,
  module: 'components/moderation/SuspensionNoticeMount.tsx -> ./SuspensionNotice',
});

/** At the top of every page: the notice for a suspended member (issue 35), nothing for anyone else. */
export function SuspensionNoticeMount() {
  const suspended = useAppSelector((state) => suspendedIn(state.config.data));
  return suspended ? <SuspensionNoticeView /> : null;
}
