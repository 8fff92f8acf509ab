import { parse } from 'cookie';
import { useEffect, useState, useSyncExternalStore } from 'react';
import { scenarioOf, SCENARIOS } from '@/lib/mockScenarios';
import { useT } from '@/lib/i18n/useT';
import styles from './MockApiBadge.module.css';

const noChanges = () => () => undefined;

/**
 * `npm run dev:mock` only (AppShell renders it when NEXT_PUBLIC_MOCK_API is 1): names the scenario
 * laid over the real server's answers and switches it (`?scenario=` on the current page). It starts
 * the service worker that lays the scenario over the answers (mocks/browser.ts) as the page starts,
 * since a visitor's page may make no API call through axios at all (a page view is a beacon), and
 * says when it runs (`data-worker="ready"`).
 */
export function MockApiBadge() {
  const t = useT('common');
  // The cookie is read after hydration (the server renders the badge without the scenario's name);
  // choosing another scenario loads the page again, so nothing needs to be watched.
  const scenario = useSyncExternalStore(
    noChanges,
    () => scenarioOf(parse(document.cookie)),
    () => null,
  );
  const [ready, setReady] = useState(false);
  useEffect(() => {
    let live = true;
    // The condition lets the server's bundle leave msw's browser part out (it has no Node build).
    if (typeof window === 'undefined') return;
    void import('@/mocks/browser')
      .then((m) => m.startMockWorker())
      .then(() => live && setReady(true));
    return () => {
      live = false;
    };
  }, []);
  return (
    <aside className={styles.badge} aria-label={t('mockApi.label')} data-worker={ready ? 'ready' : undefined}>
      <details>
        <summary>
          {t('mockApi.label')}
          {scenario ? <span className={styles.scenario}> · {scenario}</span> : null}
        </summary>
        <nav aria-label={t('mockApi.scenarios')}>
          <ul className={styles.list}>
            {Object.entries(SCENARIOS).map(([name, description]) => (
              <li key={name}>
                <a href={`?scenario=${name}`} aria-current={name === scenario ? 'true' : undefined} title={t(description)}>
                  {name}
                </a>
              </li>
            ))}
          </ul>
        </nav>
      </details>
    </aside>
  );
}
