import { lazyView } from '@/lib/react/lazyView';
import type { ReactNode } from 'react';
import { DialogHostMount } from '@/components/dialogs';
import { HovercardMount } from '@/components/hovercard';
import { SuspensionNoticeMount } from '@/components/moderation';
import { PlayerMount } from '@/components/player';
import { useT } from '@/lib/i18n/useT';
import { Footer } from './Footer';
import { HashDialogMount } from './HashDialogMount';
import { MAIN_CONTENT_ID } from './mainContent';
import { Header } from './Header';
import { PageViews } from './PageViews';
import { PersonalMark } from './PersonalMark';
import { RealtimeMark } from './RealtimeMark';
import { RouteProgress } from './RouteProgress';
import { ThemeSync } from './ThemeSync';
import { Toaster } from './Toaster';
import styles from './Shell.module.css';

// `npm run dev:mock` only: a build-time constant, so other builds leave the badge and its styles out.
const MockApiBadge =
  process.env.NEXT_PUBLIC_MOCK_API === '1' ? lazyView(() => import('./MockApiBadge').then((m) => m.MockApiBadge), { ssr: false }) : null;

/**
 * Every page renders inside this shell (spec: `_app` application shell). A `bare` page (the
 * player's popup window, pages/player.tsx) has none of the site's chrome.
 */
export function AppShell({ children, bare = false }: { children: ReactNode; bare?: boolean }) {
  if (bare) {
    return (
      <div className={styles.shell}>
        {children}
        <ThemeSync />
        <PersonalMark />
        <Toaster />
      </div>
    );
  }
  return (
    <div className={styles.shell}>
      <SkipLink />
      <RouteProgress />
      <Header />
      <div id={MAIN_CONTENT_ID} className={styles.main} tabIndex={-1}>
        <SuspensionNoticeMount />
        {children}
      </div>
      <Footer />
      <PlayerMount />
      <DialogHostMount />
      <HovercardMount />
      <HashDialogMount />
      <PageViews />
      <RealtimeMark />
      <PersonalMark />
      <ThemeSync />
      <Toaster />
      {MockApiBadge ? <MockApiBadge /> : null}
    </div>
  );
}

/** The first thing a keyboard reaches: a link past the header to the page's content. */
function SkipLink() {
  const t = useT('common');
  return (
    <a href={`#${MAIN_CONTENT_ID}`} className={styles.skipLink}>
      {t('skipToContent')}
    </a>
  );
}
