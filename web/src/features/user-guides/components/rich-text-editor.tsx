import { TextAreaField, ToggleButton } from '@aws-amplify/ui-react';
import { EditorContent, useEditor, useEditorState } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

export interface RichTextEditorProps {
  id: string;
  value: string;
  onChange: (html: string) => void;
  labelledBy: string;
  /** The id of the field's error text, while there is one. */
  describedBy?: string;
  invalid?: boolean;
}

/**
 * TipTap editor for guide details (lazy-loaded by the editor screen): headings, bold, italic,
 * underline, lists, quote, link. "HTML" switches to the source, so an administrator can paste
 * HTML; either way the server sanitizes what is saved (guides/sanitize.ts).
 */
export default function RichTextEditor(props: RichTextEditorProps) {
  const { id, value, onChange, labelledBy, describedBy, invalid } = props;
  const { t } = useTranslation();
  const [source, setSource] = useState(false);
  const editor = useEditor({
    extensions: [StarterKit.configure({ link: { openOnClick: false, autolink: true } })],
    content: value,
    onUpdate: ({ editor: e }) => onChange(e.getHTML()),
    editorProps: {
      attributes: {
        id,
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-labelledby': labelledBy,
        ...(invalid ? { 'aria-invalid': 'true' } : {}),
        ...(describedBy ? { 'aria-describedby': describedBy } : {}),
      },
    },
  });
  const state = useEditorState({
    editor,
    selector: ({ editor: e }) => ({
      bold: e?.isActive('bold') ?? false,
      italic: e?.isActive('italic') ?? false,
      underline: e?.isActive('underline') ?? false,
      h2: e?.isActive('heading', { level: 2 }) ?? false,
      h3: e?.isActive('heading', { level: 3 }) ?? false,
      bullet: e?.isActive('bulletList') ?? false,
      ordered: e?.isActive('orderedList') ?? false,
      quote: e?.isActive('blockquote') ?? false,
      link: e?.isActive('link') ?? false,
    }),
  });

  // A value loaded after mount (editing an item) or replaced by the server's sanitized copy.
  useEffect(() => {
    if (!editor || editor.isDestroyed || source) return;
    if (value !== editor.getHTML()) editor.commands.setContent(value, { emitUpdate: false });
  }, [editor, value, source]);

  if (!editor) return null;
  const chain = () => editor.chain().focus();
  const tool = (label: string, pressed: boolean, run: () => void) => (
    <ToggleButton size="small" isPressed={pressed} onClick={run} isDisabled={source}>
      {label}
    </ToggleButton>
  );
  const setLink = () => {
    const href = window.prompt(
      t('userGuides.editor.linkPrompt'),
      editor.getAttributes('link').href ?? 'https://',
    );
    if (href === null) return;
    if (href === '') chain().unsetLink().run();
    else chain().extendMarkRange('link').setLink({ href }).run();
  };

  return (
    <div className="guide-editor">
      <div className="editor-toolbar" role="toolbar" aria-label={t('userGuides.editor.toolbar')}>
        {tool(t('userGuides.editor.bold'), state?.bold ?? false, () => chain().toggleBold().run())}
        {tool(t('userGuides.editor.italic'), state?.italic ?? false, () => chain().toggleItalic().run())}
        {tool(t('userGuides.editor.underline'), state?.underline ?? false, () =>
          chain().toggleUnderline().run(),
        )}
        {tool(t('userGuides.editor.heading2'), state?.h2 ?? false, () =>
          chain().toggleHeading({ level: 2 }).run(),
        )}
        {tool(t('userGuides.editor.heading3'), state?.h3 ?? false, () =>
          chain().toggleHeading({ level: 3 }).run(),
        )}
        {tool(t('userGuides.editor.bulletList'), state?.bullet ?? false, () =>
          chain().toggleBulletList().run(),
        )}
        {tool(t('userGuides.editor.orderedList'), state?.ordered ?? false, () =>
          chain().toggleOrderedList().run(),
        )}
        {tool(t('userGuides.editor.quote'), state?.quote ?? false, () => chain().toggleBlockquote().run())}
        {tool(t('userGuides.editor.link'), state?.link ?? false, setLink)}
        <ToggleButton
          size="small"
          isPressed={source}
          onClick={() => {
            if (source) editor.commands.setContent(value, { emitUpdate: false });
            setSource((s) => !s);
          }}
        >
          {t('userGuides.editor.html')}
        </ToggleButton>
      </div>
      {source ? (
        <TextAreaField
          className="editor-source"
          label={t('userGuides.editor.htmlSource')}
          labelHidden
          rows={14}
          value={value}
          onChange={(e) => onChange(e.target.value)}
        />
      ) : (
        <EditorContent editor={editor} />
      )}
    </div>
  );
}
