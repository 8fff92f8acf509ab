import { useCallback, useEffect, useRef, useState } from 'react';
import type { EditorTab } from './ContentEditor';
import type { ComposerField } from './model';

/**
 * The composer's editor tab and moving focus to a field (the first invalid one, or the one the
 * server refused). The content field is on the Write tab: focusing it switches there first.
 */
export function useComposerFocus() {
  const [tab, setTab] = useState<EditorTab>('write');
  const formRef = useRef<HTMLFormElement>(null);
  const textareaRef = useRef<HTMLTextAreaElement>(null);
  const pendingFocus = useRef<ComposerField | null>(null);

  const focusNow = useCallback((field: ComposerField) => {
    const element = formRef.current;
    if (!element) return;
    const target =
      field === 'content'
        ? textareaRef.current
        : (element.querySelector<HTMLElement>(`[name="${field}"]:checked`) ?? element.querySelector<HTMLElement>(`[name="${field}"]`));
    target?.focus();
  }, []);

  // The content field is on the Write tab: switch first, then focus.
  useEffect(() => {
    if (tab !== 'write' || !pendingFocus.current) return;
    focusNow(pendingFocus.current);
    pendingFocus.current = null;
  }, [tab, focusNow]);

  function focusField(field: ComposerField) {
    if (field === 'content' && tab !== 'write') {
      pendingFocus.current = field;
      setTab('write');
    } else {
      focusNow(field);
    }
  }

  return { tab, setTab, formRef, textareaRef, focusField };
}
