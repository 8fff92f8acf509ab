import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DialogHost } from '@/components/dialogs/DialogHost';
import { DIALOG_NAMES, loadDialog } from '@/components/dialogs/lazyDialogs';
import type { ClientConfig } from '@/services/session';
import { showModal, type ModalName, type ModalRequest } from '@/store/modals/slice';
import { renderWithStore } from '../support/render';

/** The dialog host with a real store, a button that had focus before, and helpers. */

const releases: Array<() => void> = [];

// Each dialog's code is loaded when first opened (lazyDialogs.ts); these suites look at the
// dialogs themselves, so they load them all first and every dialog opens at once.
// LazyDialogs.test.tsx covers the first opening.
beforeAll(async () => {
  await Promise.all(DIALOG_NAMES.map((name) => loadDialog(name)));
});

afterEach(() => {
  releases.splice(0).forEach((release) => release());
  window.sessionStorage.clear();
  window.history.replaceState(null, '', '/discussions');
});

export function renderHost(config?: ClientConfig) {
  const user = userEvent.setup();
  const view = renderWithStore(
    <>
      <button type="button">Opener</button>
      <DialogHost />
    </>,
    { config },
  );
  releases.push(view.release);
  const opener = screen.getByRole('button', { name: 'Opener' });

  /** Focuses the opener, then opens a dialog as any caller would (showModal). */
  const open = (request: ModalName | ModalRequest) => {
    act(() => opener.focus());
    act(() => {
      view.store.dispatch(showModal(typeof request === 'string' ? { name: request } : request));
    });
  };
  return { ...view, user, opener, open };
}
