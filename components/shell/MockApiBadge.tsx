import { parse } from 'cookie';
import { useSyncExternalStore } from 'react';
import { scenarioOf, SCENARIOS } from '@/lib/mockScenarios';
import styles from './MockApiBadge.module.css';

const noChanges = () => () => undefined;

/**
 * `npm run dev:mock` only (AppShell renders it when NEXT_PUBLIC_MOCK_API is 1): names the scenario
 * laid over the real server's answers and switches it (`?scenario=` on the current page).
 */
export function MockApiBadge() {
  // The cookie is read after hydration (the server renders the badge without the scenario's name);
  // choosing another scenario loads the page again, so nothing needs to be watched.
  const scenario = useSyncExternalStore(
    noChanges,
    () => scenarioOf(parse(document.cookie)),
    () => null,
  );
  return (
    <aside className={styles.badge} aria-label="Mock API">
      <details>
        <summary>
          Mock API{scenario ? <span className={styles.scenario}> · {scenario}</span> : null}
        </summary>
        <nav aria-label="Mock API scenarios">
          <ul className={styles.list}>
            {Object.entries(SCENARIOS).map(([name, description]) => (
              <li key={name}>
                <a href={`?scenario=${name}`} aria-current={name === scenario ? 'true' : undefined} title={description}>
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
