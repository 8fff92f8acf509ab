import { act } from '@testing-library/react';

/**
 * Lets the toasts' view, which loads with the first toast (components/shell/Toaster.tsx), arrive
 * and render; without timers, so a test's fake timers keep counting only the toasts' own time.
 */
export async function toastsShown(): Promise<void> {
  await act(async () => {
    await import('@/components/shell/ToastList');
  });
}
