import { lazyView } from '@/lib/react/lazyView';
import { useOnceTrue } from '@/lib/react/useOnceTrue';
import { useAppSelector } from '@/store/hooks';

// The host and its map of dialogs load with the first dialog opened, not with the page.
const DialogHost = lazyView(() => import('./DialogHost').then((m) => m.DialogHost), { ssr: false });

/**
 * Where the shell mounts the global dialogs: nothing until a dialog is first opened, then the host
 * (DialogHost.tsx), which stays for the rest of the visit.
 */
export function DialogHostMount() {
  const opened = useAppSelector((state) => state.modals.name !== null);
  return useOnceTrue(opened) ? <DialogHost /> : null;
}
