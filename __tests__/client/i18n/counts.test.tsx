import { act, render, screen } from '@testing-library/react';
import type { ReactElement } from 'react';
import { Provider } from 'react-redux';
import { HovercardCard } from '@/components/hovercard/HovercardCard';
import { LanguageProvider } from '@/components/i18n/LanguageProvider';
import { ProjectCard } from '@/components/projects/ProjectCard';
import { NAMESPACES } from '@/lib/i18n/catalogues';
import type { Locale } from '@/lib/i18n/locales';
import { visitorConfig } from '@/mocks/factories/config';
import { buildHovercard } from '@/mocks/factories/hovercard';
import { buildProject } from '@/mocks/factories/projects';
import { pageMessages } from '@/server/i18n/catalogues';
import { makeStore } from '@/store';
import { loadConfig } from '@/store/config/slice';
import { projectsCached } from '@/store/projects/slice';
import { keepForCleanup } from '../support/stores';

/** Renders `ui` with a fresh store on a page in `locale`, with the messages such a page carries. */
function renderIn(locale: Locale, ui: ReactElement) {
  const store = keepForCleanup(makeStore());
  store.dispatch(loadConfig.fulfilled(visitorConfig(), 'test'));
  const view = render(
    <Provider store={store}>
      <LanguageProvider locale={locale} messages={pageMessages(locale, NAMESPACES)}>
        {ui}
      </LanguageProvider>
    </Provider>,
  );
  return { ...view, store };
}

/**
 * Issue 34: counts are written in the page's language. 1234 reads "1.234" on a German page (where
 * "1,234" would read as a decimal) and "1,234" on an English one.
 */
describe("counts in the page's language", () => {
  it.each([
    ['de', '1.234 Follower'],
    ['en', '1,234 followers'],
  ] as const)("a project card's follower count on a page in %s", (locale, text) => {
    const view = renderIn(locale, <ProjectCard id={1} />);
    act(() => {
      view.store.dispatch(projectsCached([buildProject(1, { follower_count: 1234 })]));
    });
    expect(screen.getByText(text)).toBeInTheDocument();
  });

  it.each([
    ['de', '1.234'],
    ['en', '1,234'],
  ] as const)("a member card's reputation on a page in %s", (locale, text) => {
    const entry = { status: 'ready' as const, card: buildHovercard({ reputation: 1234 }), at: 0 };
    renderIn(locale, <HovercardCard entry={entry} slug="mei" onNavigate={() => undefined} />);
    // "Reputation" in both languages.
    const reputation = screen.getByText('Reputation').nextElementSibling;
    expect(reputation).toHaveTextContent(text);
  });
});
