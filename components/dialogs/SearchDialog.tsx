import { SearchBox } from '@/components/search';
import { useT } from '@/lib/i18n/useT';
import { Dialog } from './Dialog';
import type { DialogComponentProps } from './types';
import styles from './Dialogs.module.css';

/**
 * The phone's search (R1.5, R1.16): a full-screen sheet opened by the header's Search button (or
 * `/` where the header has no box), holding the same search box and instant results as the wide
 * header. A dialog: focus moves to the box and stays in the sheet, Escape closes it; opening a
 * result or the search page closes it.
 */
export function SearchDialog({ onClose }: DialogComponentProps<'search'>) {
  const t = useT('dialogs');
  return (
    <Dialog title={t('search.title')} onClose={onClose} className={styles.searchSheet} closeLabel={t('search.close')}>
      <SearchBox variant="sheet" onDone={onClose} />
    </Dialog>
  );
}
