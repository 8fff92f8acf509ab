import { act, render, screen } from '@testing-library/react';
import { LanguageProvider } from '@/components/i18n/LanguageProvider';
import { joinPageLanguage } from '@/lib/i18n/load';
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

  it('issue 34: the dialogs\' messages, loaded with the first dialog, join this page and every later one', async () => {
    function Feedback() {
      const t = useT('dialogs');
      return <h2>{t('feedback.title')}</h2>;
    }
    const view = render(
      <LanguageProvider locale="es" messages={pageMessages('es', ['topic'])}>
        <p>topic page</p>
      </LanguageProvider>,
    );
    await act(() => joinPageLanguage('dialogs'));
    view.rerender(
      <LanguageProvider locale="es" messages={pageMessages('es', ['topic'])}>
        <Feedback />
      </LanguageProvider>,
    );
    expect(screen.getByRole('heading').textContent).toBe('Enviar comentarios');
    // A client-side navigation: the next page's messages, and the dialogs' still.
    view.rerender(
      <LanguageProvider locale="es" messages={pageMessages('es', ['discussions'])}>
        <Feedback />
      </LanguageProvider>,
    );
    expect(screen.getByRole('heading').textContent).toBe('Enviar comentarios');
  });
});
