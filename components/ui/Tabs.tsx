import { useEffect, useRef, type HTMLAttributes, type KeyboardEvent, type ReactNode } from 'react';
import styles from './ui.module.css';

interface TabItem<T extends string> {
  id: T;
  label: ReactNode;
}

/** The ids that tie a tab to its panel (`aria-controls`, `aria-labelledby`). */
export function tabIds(idBase: string, id: string): { tab: string; panel: string } {
  return { tab: `${idBase}-${id}-tab`, panel: `${idBase}-${id}-panel` };
}

interface TabListProps<T extends string> {
  /** The tab list's accessible name. */
  label: string;
  tabs: ReadonlyArray<TabItem<T>>;
  selected: T;
  onSelect(id: NoInfer<T>): void;
  /** A useId() value shared with the panels (see `tabIds`, `TabPanel`). */
  idBase: string;
  /** underline: page sections; segmented: a compact switch (Write / Preview). */
  variant?: 'underline' | 'segmented';
  className?: string;
}

/** Scrolls a tab list that scrolls sideways (narrow screens) so that a tab is in view; never the page. */
function scrollIntoList(list: HTMLElement | null, tab: HTMLElement | undefined): void {
  if (!list || !tab || list.scrollWidth <= list.clientWidth) return;
  const box = list.getBoundingClientRect();
  const { left, right } = tab.getBoundingClientRect();
  // scrollLeft grows to the right in both directions of writing.
  if (left < box.left) list.scrollLeft -= box.left - left;
  else if (right > box.right) list.scrollLeft += right - box.right;
}

/**
 * WAI-ARIA tabs: one tab stop (the selected tab); arrow keys (wrapping), Home and End move to and
 * select another tab. A list wider than the screen scrolls sideways, with the selected tab in view.
 */
export function TabList<T extends string>({ label, tabs, selected, onSelect, idBase, variant = 'underline', className }: TabListProps<T>) {
  const refs = useRef(new Map<T, HTMLButtonElement>());
  const listRef = useRef<HTMLDivElement>(null);
  useEffect(() => scrollIntoList(listRef.current, refs.current.get(selected)), [selected]);

  function onKeyDown(event: KeyboardEvent<HTMLButtonElement>) {
    const index = tabs.findIndex((tab) => tab.id === selected);
    const last = tabs.length - 1;
    const moves: Record<string, number> = {
      ArrowRight: index === last ? 0 : index + 1,
      ArrowLeft: index <= 0 ? last : index - 1,
      Home: 0,
      End: last,
    };
    if (!(event.key in moves)) return;
    event.preventDefault();
    const next = tabs[moves[event.key]].id;
    onSelect(next);
    refs.current.get(next)?.focus();
  }

  const listClass = variant === 'segmented' ? styles.tabsSegmented : styles.tabs;
  return (
    <div ref={listRef} role="tablist" aria-label={label} className={className ? `${listClass} ${className}` : listClass}>
      {tabs.map((tab) => {
        const ids = tabIds(idBase, tab.id);
        return (
          <button
            key={tab.id}
            ref={(node) => {
              if (node) refs.current.set(tab.id, node);
              else refs.current.delete(tab.id);
            }}
            type="button"
            role="tab"
            id={ids.tab}
            className={variant === 'segmented' ? styles.tabSegmented : styles.tab}
            aria-selected={tab.id === selected}
            aria-controls={ids.panel}
            tabIndex={tab.id === selected ? 0 : -1}
            onClick={() => onSelect(tab.id)}
            onKeyDown={onKeyDown}
          >
            {tab.label}
          </button>
        );
      })}
    </div>
  );
}

interface TabPanelProps extends HTMLAttributes<HTMLDivElement> {
  idBase: string;
  /** The tab this panel belongs to. */
  tab: string;
  children?: ReactNode;
}

/** The panel of one tab, named by it. Focusable (tabIndex 0) unless told otherwise. */
export function TabPanel({ idBase, tab, children, className, tabIndex = 0, ...rest }: TabPanelProps) {
  const ids = tabIds(idBase, tab);
  return (
    <div
      {...rest}
      role="tabpanel"
      id={ids.panel}
      aria-labelledby={ids.tab}
      tabIndex={tabIndex}
      className={className ? `${styles.tabPanel} ${className}` : styles.tabPanel}
    >
      {children}
    </div>
  );
}
