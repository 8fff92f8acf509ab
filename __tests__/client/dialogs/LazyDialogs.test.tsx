import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DialogHost } from '@/components/dialogs/DialogHost';
import { loadedDialog } from '@/components/dialogs/lazyDialogs';
import { showModal } from '@/store/modals/slice';
import { visitorConfig } from '@/mocks/factories/config';
import { renderWithStore } from '../support/render';

/**
 * A dialog's code arrives when it is first opened (components/dialogs/lazyDialogs.ts). This file
 * does not preload the dialogs (the dialog suites do), so it sees the first opening as a page does.
 */
describe('dialogs load their code when first opened', () => {
  it('R2.1: the login dialog is not loaded until asked for, then opens with focus inside and gives focus back', async () => {
    const user = userEvent.setup();
    const view = renderWithStore(
      <>
        <button type="button">Opener</button>
        <DialogHost />
      </>,
      { config: visitorConfig() },
    );
    const opener = screen.getByRole('button', { name: 'Opener' });
    expect(loadedDialog('login')).toBeUndefined();

    act(() => opener.focus());
    act(() => {
      view.store.dispatch(showModal({ name: 'login' }));
    });
    const dialog = await screen.findByRole('dialog', { name: 'Sign in' });
    expect(loadedDialog('login')).toBeDefined();
    expect(dialog.contains(document.activeElement)).toBe(true);

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(opener);

    // Loaded once: the next opening shows the dialog at once.
    act(() => {
      view.store.dispatch(showModal({ name: 'login' }));
    });
    expect(screen.getByRole('dialog', { name: 'Sign in' })).toBeInTheDocument();
    view.release();
  });
});
