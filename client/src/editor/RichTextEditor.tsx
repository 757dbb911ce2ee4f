import './editor.css';
import { TEXTS } from '@island/shared';
import Image from '@tiptap/extension-image';
import { EditorContent, useEditor, useEditorState } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { type ChangeEvent, useEffect, useRef, useState } from 'react';
import { uploadImages } from '../api.ts';
import { messageOf } from '../errors.ts';

export interface RichTextEditorProps {
  /** The editable area's id, so the field's <label> points at it. */
  id: string;
  /** Names the editable area (the field's label). */
  label: string;
  value: string;
  onChange: (html: string) => void;
  /** The field's error, shown under it and announced. */
  error?: string | undefined;
  /** Id of the element holding the error, for aria-describedby. */
  describedBy?: string | undefined;
}

/** The editable area's attributes: labelled, described and marked invalid like any field. */
function attributesOf({ id, label, error, describedBy }: Pick<RichTextEditorProps, 'id' | 'label' | 'error' | 'describedBy'>) {
  return {
    id,
    class: 'rte__content',
    role: 'textbox',
    'aria-multiline': 'true',
    'aria-label': label,
    ...(error ? { 'aria-invalid': 'true' } : {}),
    ...(describedBy ? { 'aria-describedby': describedBy } : {}),
  };
}

/**
 * The article editor: headings, lists, quotes, emphasis, links and pictures uploaded through
 * /api/files/upload with progress. Loaded on demand only (React.lazy): its library never
 * reaches the public bundle. What it writes is HTML the server sanitises again on save.
 */
export default function RichTextEditor({ id, label, value, onChange, error, describedBy }: RichTextEditorProps) {
  const fileRef = useRef<HTMLInputElement>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [uploadError, setUploadError] = useState('');
  const editor = useEditor({
    extensions: [
      StarterKit.configure({ heading: { levels: [2, 3] }, link: { openOnClick: false, protocols: ['http', 'https', 'mailto'] } }),
      Image.configure({ inline: false }),
    ],
    content: value,
    immediatelyRender: true,
    editorProps: { attributes: attributesOf({ id, label, error, describedBy }) },
    onUpdate: ({ editor: current }) => onChange(current.isEmpty ? '' : current.getHTML()),
  });

  useEffect(() => {
    editor?.setOptions({ editorProps: { attributes: attributesOf({ id, label, error, describedBy }) } });
  }, [editor, id, error, describedBy, label]);

  const active = useEditorState({
    editor,
    selector: ({ editor: e }) => ({
      bold: e?.isActive('bold') ?? false,
      italic: e?.isActive('italic') ?? false,
      h2: e?.isActive('heading', { level: 2 }) ?? false,
      h3: e?.isActive('heading', { level: 3 }) ?? false,
      bullet: e?.isActive('bulletList') ?? false,
      ordered: e?.isActive('orderedList') ?? false,
      quote: e?.isActive('blockquote') ?? false,
      link: e?.isActive('link') ?? false,
    }),
  });

  async function onPickImage(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file || !editor) return;
    setUploadError('');
    setProgress(0);
    try {
      const answer = await uploadImages([file], { onProgress: setProgress });
      const uploaded = answer.files[0];
      if (uploaded) editor.chain().focus().setImage({ src: uploaded.url, alt: file.name.replace(/\.[^.]+$/, '') }).run();
    } catch (err) {
      setUploadError(messageOf(err, TEXTS.uploadFailed));
    } finally {
      setProgress(null);
    }
  }

  function setLink() {
    if (!editor) return;
    const previous = (editor.getAttributes('link').href as string | undefined) ?? '';
    const url = window.prompt('URL tautan (https://…)', previous);
    if (url === null) return;
    if (url.trim() === '') editor.chain().focus().extendMarkRange('link').unsetLink().run();
    else editor.chain().focus().extendMarkRange('link').setLink({ href: url.trim() }).run();
  }

  if (!editor) return null;
  const tool = (name: string, pressed: boolean | undefined, run: () => void, text: string) => (
    <button type="button" className="rte__tool" aria-label={name} title={name} aria-pressed={pressed} onMouseDown={(e) => e.preventDefault()} onClick={run}>
      {text}
    </button>
  );

  return (
    <div className={`rte ${error ? 'rte--invalid' : ''}`}>
      <div className="rte__toolbar" role="toolbar" aria-label={`Format ${label}`}>
        {tool('Tebal', active?.bold, () => editor.chain().focus().toggleBold().run(), 'B')}
        {tool('Miring', active?.italic, () => editor.chain().focus().toggleItalic().run(), 'I')}
        {tool('H2 Judul bagian', active?.h2, () => editor.chain().focus().toggleHeading({ level: 2 }).run(), 'H2')}
        {tool('H3 Sub judul', active?.h3, () => editor.chain().focus().toggleHeading({ level: 3 }).run(), 'H3')}
        {tool('Daftar berpoin', active?.bullet, () => editor.chain().focus().toggleBulletList().run(), '•')}
        {tool('1. Daftar bernomor', active?.ordered, () => editor.chain().focus().toggleOrderedList().run(), '1.')}
        {tool('Kutipan', active?.quote, () => editor.chain().focus().toggleBlockquote().run(), '❝')}
        {tool('Tautan', active?.link, setLink, 'Tautan')}
        <button type="button" className="rte__tool" aria-label="+ Gambar: sisipkan gambar" title="Sisipkan gambar" onClick={() => fileRef.current?.click()}>
          + Gambar
        </button>
        <input ref={fileRef} type="file" accept="image/jpeg,image/png,image/webp,image/gif" hidden onChange={(e) => void onPickImage(e)} data-testid="rte-image-input" />
      </div>
      <EditorContent editor={editor} />
      <div className="rte__status" role="status" aria-live="polite">
        {progress !== null && (
          <>
            <span>Mengunggah gambar… {Math.round(progress * 100)}%</span>
            <progress max={1} value={progress} aria-label="Unggahan gambar" />
          </>
        )}
        {uploadError && <span className="rte__error">{uploadError}</span>}
      </div>
    </div>
  );
}
