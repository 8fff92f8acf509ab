import type { ReactNode } from 'react';
import { useT } from '@/lib/i18n/useT';
import { Icon } from './icons';
import { usePhoneFold } from './PhoneFold';
import styles from './ui.module.css';

/**
 * A list's filters, content first on phones (R1.16): below 768 px they fold behind one "Filters"
 * button that shows how many are active (a disclosure: aria-expanded and aria-controls; Escape
 * inside the open filters folds them and focus returns to the button). The sort, when given,
 * stays beside the button, one tap away. From 768 px the button is hidden and the filters and the
 * sort show as before: both wrappers are `display: contents`, so the filters' own layout (a form's
 * grid or flex) lays out their parts. The server renders them folded, so nothing moves on hydration;
 * without JavaScript (`scripting: none`) they show unfolded and the button is hidden. `panelId`
 * fixes the panel's id (a region the server renders apart from its page: the search results).
 */
export function FilterDisclosure({ active, sort, panelId, children }: { active: number; sort?: ReactNode; panelId?: string; children: ReactNode }) {
  const t = useT('common');
  const fold = usePhoneFold(panelId);
  return (
    <div className={styles.fold} onKeyDown={fold.onKeyDown}>
      <div className={styles.filterBar}>
        <button {...fold.toggleProps} className={styles.foldToggle}>
          <Icon name="filter" />
          {t('filters.toggle')}
          {active > 0 && <span className={styles.filterCount}> {active}</span>}
          {active > 0 && <span className="visually-hidden"> {t('filters.active')}</span>}
        </button>
        {sort}
      </div>
      <div {...fold.panelProps}>{children}</div>
    </div>
  );
}
