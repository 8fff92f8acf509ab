import { act } from '@testing-library/react';

/**
 * Toasts and their texts load on first use (docs/features/what-the-browser-loads.md); these let a
 * test wait for them.
 */

/**
 * Lets the toasts' view, which loads with the first toast (components/shell/Toaster.tsx), arrive
 * and render; without timers, so a test's fake timers keep counting only the toasts' own time.
 */
export async function toastsShown(): Promise<void> {
  await act(async () => {
    await import('@/components/shell/ToastList');
  });
}

/**
 * Lets the store's notification listener finish saying a new notification: its texts load with the
 * first one (store/listeners.ts), so a toast, or the absence of one, is settled after this.
 */
export async function notificationToastsSaid(): Promise<void> {
  await import('@/lib/notifications/text');
  await new Promise((resolve) => setTimeout(resolve, 0));
}
