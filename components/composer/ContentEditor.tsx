import { useEffect, useId, useLayoutEffect, useRef, type ChangeEvent, type RefObject } from 'react';
import { loadPreview, selectComposer, startUpload } from '@/store/composer/slice';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { Button, TabList, tabIds, type ControlProps } from '@/components/ui';
import type { MessageKey } from '@/lib/i18n/catalogues';
import { useSay, useT } from '@/lib/i18n/useT';
import { fileError, imageMarkdown, insertAt } from './model';
import { UploadStatus } from './UploadStatus';
import styles from './Composer.module.css';
import { useErrorTexts } from '@/lib/errors/useErrorTexts';

export type EditorTab = 'write' | 'preview';

interface ContentEditorProps {
  control: ControlProps;
  value: string;
  onChange(value: string): void;
  tab: EditorTab;
  onTab(tab: EditorTab): void;
  cid?: number;
  textareaRef: RefObject<HTMLTextAreaElement | null>;
}

const TAB_LABEL: Readonly<Record<EditorTab, MessageKey<'composer'>>> = { write: 'editor.write', preview: 'editor.preview' };
const TAB_IDS: ReadonlyArray<EditorTab> = ['write', 'preview'];

/**
 * The content field: Write and Preview tabs (ARIA tabs: arrow keys, Home and End move between
 * them). The preview is the server's rendering, already sanitised (only the server renders
 * Markdown). "Add image" uploads one image and puts `![alt](url)` where the cursor was.
 */
export function ContentEditor({ control, value, onChange, tab, onTab, cid, textareaRef }: ContentEditorProps) {
  const t = useT('composer');
  const errorTexts = useErrorTexts();
  const dispatch = useAppDispatch();
  const preview = useAppSelector(selectComposer).preview;
  const tabs = TAB_IDS.map((id) => ({ id, label: t(TAB_LABEL[id]) }));
  const base = useId();
  const latest = useRef(value);
  const caret = useRef<number | null>(null);
  const selection = useRef<{ start: number; end: number }>({ start: value.length, end: value.length });

  useLayoutEffect(() => {
    latest.current = value;
  }, [value]);

  // After an image is inserted, the cursor goes after it.
  useEffect(() => {
    const area = textareaRef.current;
    if (caret.current === null || !area) return;
    area.focus();
    area.setSelectionRange(caret.current, caret.current);
    caret.current = null;
  }, [value, textareaRef]);

  const source = value.trim();
  const stale = preview.source !== source;
  useEffect(() => {
    if (tab === 'preview' && source && stale) void dispatch(loadPreview(source));
  }, [tab, source, stale, dispatch]);

  function remember() {
    const area = textareaRef.current;
    if (area) selection.current = { start: area.selectionStart, end: area.selectionEnd };
  }

  async function onImage(event: ChangeEvent<HTMLInputElement>) {
    const input = event.target;
    const files = Array.from(input.files ?? []);
    input.value = '';
    const at = selection.current;
    const stored = await dispatch(startUpload({ files, cid, purpose: 'image', check: (file) => fileError(file, 'image', errorTexts) }));
    if (!stored) return;
    const current = latest.current;
    const before = current.slice(0, at.start);
    const spacer = before && !before.endsWith('\n') && !before.endsWith(' ') ? ' ' : '';
    const inserted = insertAt(current, `${spacer}${imageMarkdown(stored.name, stored.url)}`, at.start, at.end);
    selection.current = { start: inserted.caret, end: inserted.caret };
    caret.current = inserted.caret;
    onChange(inserted.value);
  }

  const panelId = (id: EditorTab) => tabIds(base, id).panel;
  const tabId = (id: EditorTab) => tabIds(base, id).tab;

  return (
    <div className={styles.editor}>
      <div className={styles.editorBar}>
        <TabList label={t('editor.tabs')} tabs={tabs} selected={tab} onSelect={onTab} idBase={base} variant="segmented" />
        {tab === 'write' && (
          <label className={styles.fileButton}>
            <input type="file" accept="image/*" className="visually-hidden" onChange={onImage} onFocus={remember} />
            {t('editor.addImage')}
          </label>
        )}
      </div>
      {tab === 'write' && <UploadStatus purpose="image" />}

      <div role="tabpanel" id={panelId('write')} aria-labelledby={tabId('write')} hidden={tab !== 'write'}>
        <textarea
          {...control}
          ref={textareaRef}
          name="content"
          className={styles.textarea}
          rows={12}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          onSelect={remember}
          onBlur={remember}
        />
      </div>
      <div
        role="tabpanel"
        id={panelId('preview')}
        aria-labelledby={tabId('preview')}
        hidden={tab !== 'preview'}
        tabIndex={0}
        className={styles.preview}
        aria-busy={tab === 'preview' && preview.status === 'loading'}
      >
        {tab === 'preview' && <PreviewBody source={source} preview={preview} retry={() => void dispatch(loadPreview(source))} />}
      </div>
    </div>
  );
}

function PreviewBody({
  source,
  preview,
  retry,
}: {
  source: string;
  preview: ReturnType<typeof selectComposer>['preview'];
  retry(): void;
}) {
  const t = useT('composer');
  const say = useSay();
  if (!source) return <p className="muted">{t('preview.empty')}</p>;
  if (preview.source !== source || preview.status === 'loading') return <p className="muted">{t('preview.loading')}</p>;
  if (preview.status === 'error') {
    return (
      <div role="alert">
        <p className="error">{preview.error === null ? null : say(preview.error)}</p>
        <Button variant="secondary" onClick={retry}>
          {t('retry')}
        </Button>
      </div>
    );
  }
  // Sanitised by the server (markdown-it + sanitize-html); never rendered on the client.
  return <div dir="auto" className="content" data-testid="composer-preview" dangerouslySetInnerHTML={{ __html: preview.html }} />;
}
