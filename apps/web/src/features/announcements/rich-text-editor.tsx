import '@mantine/tiptap/styles.css';
import { useEffect } from 'react';
import { RichTextEditor as MantineEditor, Link } from '@mantine/tiptap';
import { useEditor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { useTranslation } from 'react-i18next';

export interface RichTextEditorProps {
  value: string;
  onChange: (html: string) => void;
  /** Accessible name of the editable area. */
  label: string;
  /** Element id of the visible label. */
  labelId: string;
  error?: boolean;
}

/**
 * The announcement body editor: Mantine's RichTextEditor on Tiptap (ADR 005), limited to what the
 * server keeps: headings, bold/italic/underline/strike, lists, quote, code, links, rule.
 * Loaded lazily: only authors ever download it.
 */
export default function RichTextEditor({ value, onChange, label, labelId, error }: RichTextEditorProps) {
  const { t } = useTranslation();
  const editor = useEditor({
    extensions: [
      StarterKit.configure({ link: false, heading: { levels: [2, 3, 4] } }),
      Link.configure({ openOnClick: false, protocols: ['mailto', 'tel'], autolink: true }),
    ],
    content: value,
    onUpdate: ({ editor: current }) => onChange(current.isEmpty ? '' : current.getHTML()),
    editorProps: {
      attributes: {
        'aria-label': label,
        'aria-labelledby': labelId,
        'aria-multiline': 'true',
        role: 'textbox',
        'data-testid': 'body-editor',
      },
    },
    immediatelyRender: true,
    shouldRerenderOnTransaction: false,
  });

  // A value loaded later (the announcement arrived) replaces the empty document once.
  useEffect(() => {
    if (editor && value && editor.isEmpty && value !== '<p></p>') editor.commands.setContent(value, { emitUpdate: false });
  }, [editor, value]);

  return (
    <MantineEditor
      editor={editor}
      labels={{
        boldControlLabel: t('announcements.editor.bold'),
        italicControlLabel: t('announcements.editor.italic'),
        underlineControlLabel: t('announcements.editor.underline'),
        strikeControlLabel: t('announcements.editor.strike'),
        h2ControlLabel: t('announcements.editor.heading2'),
        h3ControlLabel: t('announcements.editor.heading3'),
        bulletListControlLabel: t('announcements.editor.bulletList'),
        orderedListControlLabel: t('announcements.editor.orderedList'),
        blockquoteControlLabel: t('announcements.editor.quote'),
        codeControlLabel: t('announcements.editor.code'),
        hrControlLabel: t('announcements.editor.rule'),
        linkControlLabel: t('announcements.editor.link'),
        unlinkControlLabel: t('announcements.editor.unlink'),
        linkEditorInputLabel: t('announcements.editor.linkUrl'),
        linkEditorInputPlaceholder: t('announcements.editor.linkPlaceholder'),
        linkEditorSave: t('announcements.editor.linkSave'),
        linkEditorExternalLink: t('announcements.editor.linkExternal'),
        linkEditorInternalLink: t('announcements.editor.linkInternal'),
        undoControlLabel: t('announcements.editor.undo'),
        redoControlLabel: t('announcements.editor.redo'),
      }}
      style={error ? { borderColor: 'var(--mantine-color-error)' } : undefined}
    >
      <MantineEditor.Toolbar>
        <MantineEditor.ControlsGroup>
          <MantineEditor.Bold />
          <MantineEditor.Italic />
          <MantineEditor.Underline />
          <MantineEditor.Strikethrough />
        </MantineEditor.ControlsGroup>
        <MantineEditor.ControlsGroup>
          <MantineEditor.H2 />
          <MantineEditor.H3 />
        </MantineEditor.ControlsGroup>
        <MantineEditor.ControlsGroup>
          <MantineEditor.BulletList />
          <MantineEditor.OrderedList />
          <MantineEditor.Blockquote />
          <MantineEditor.Code />
          <MantineEditor.Hr />
        </MantineEditor.ControlsGroup>
        <MantineEditor.ControlsGroup>
          <MantineEditor.Link />
          <MantineEditor.Unlink />
        </MantineEditor.ControlsGroup>
        <MantineEditor.ControlsGroup>
          <MantineEditor.Undo />
          <MantineEditor.Redo />
        </MantineEditor.ControlsGroup>
      </MantineEditor.Toolbar>
      <MantineEditor.Content mih={220} />
    </MantineEditor>
  );
}
