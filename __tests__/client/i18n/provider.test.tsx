import { render, screen } from '@testing-library/react';
import { LanguageProvider } from '@/components/i18n/LanguageProvider';
import { useT } from '@/lib/i18n/useT';
import { pageMessages } from '@/server/i18n/catalogues';

function Title() {
  const t = useT('discussions');
  return <h1>{t('page.title')}</h1>;
}

describe('the page language (components/i18n/LanguageProvider.tsx)', () => {
  it("a client-side navigation's page is said with its own messages at once", () => {
    const view = render(
      <LanguageProvider locale="en" messages={pageMessages('en', ['topic'])}>
        <p>topic page</p>
      </LanguageProvider>,
    );
    view.rerender(
      <LanguageProvider locale="en" messages={pageMessages('en', ['discussions'])}>
        <Title />
      </LanguageProvider>,
    );
    expect(screen.getByRole('heading').textContent).toBe(pageMessages('en', ['discussions'])['discussions:page.title']?.[0]);
  });
});
