'use client';
import Image from '@tiptap/extension-image';
import { EditorContent, useEditor, useEditorState, type Editor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { inputClass, secondaryButtonClass } from '../ui';
import type { PickerImage } from './media-picker';
import type { EditorWords } from './rich-text-field.client';

type Props = {
  initial: string;
  onChange: (html: string) => void;
  onReady: () => void;
  labelId: string;
  describedBy?: string;
  invalid: boolean;
  lang: 'en' | 'ja';
  images: PickerImage[];
  words: EditorWords;
  testId: string;
};

const tool = `${secondaryButtonClass} !min-h-9 !px-2 !py-1 !text-xs aria-pressed:bg-teal-50 aria-pressed:border-teal-800`;

/**
 * The Tiptap editor of a post body: headings (h2, h3), emphasis, lists, quotes, links and images
 * from the media library; nothing the public sanitiser would drop. A toolbar before the text
 * (role toolbar, each button says whether its mark is on); Ctrl+B, Ctrl+I and Ctrl+K work in the
 * text; Tab leaves it. The editable element is labelled by the field's label.
 */
export default function TiptapEditor({ initial, onChange, onReady, labelId, describedBy, invalid, lang, images, words, testId }: Props) {
  const [linking, setLinking] = useState(false);
  const editor = useEditor({
    immediatelyRender: false,
    extensions: [
      StarterKit.configure({ heading: { levels: [2, 3] }, codeBlock: false, link: { openOnClick: false, autolink: true, defaultProtocol: 'https', HTMLAttributes: { rel: null, target: null } } }),
      Image,
    ],
    content: initial,
    editorProps: {
      attributes: {
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-labelledby': labelId,
        ...(describedBy ? { 'aria-describedby': describedBy } : {}),
        ...(invalid ? { 'aria-invalid': 'true' } : {}),
        lang,
        'data-testid': testId,
        class: `${inputClass} min-h-64 max-w-none [&_a]:text-teal-800 [&_a]:underline [&_h2]:text-lg [&_h2]:font-bold [&_h3]:font-semibold [&_img]:max-w-full [&_ol]:list-decimal [&_ol]:pl-6 [&_p]:my-2 [&_ul]:list-disc [&_ul]:pl-6 [&_blockquote]:border-l-4 [&_blockquote]:pl-3`,
      },
      handleKeyDown: (_view, event) => {
        if ((event.ctrlKey || event.metaKey) && event.key.toLowerCase() === 'k') {
          event.preventDefault();
          setLinking(true);
          return true;
        }
        return false;
      },
    },
    onUpdate: ({ editor: e }) => onChange(e.getHTML()),
    onCreate: () => onReady(),
  });
  if (!editor) return null;
  return (
    <div className="space-y-2">
      <Toolbar editor={editor} words={words} images={images} lang={lang} onLink={() => setLinking(true)} />
      {linking && <LinkBar editor={editor} words={words} onClose={() => setLinking(false)} />}
      <EditorContent editor={editor} />
    </div>
  );
}

function Toolbar({ editor, words, images, lang, onLink }: { editor: Editor; words: EditorWords; images: PickerImage[]; lang: 'en' | 'ja'; onLink: () => void }) {
  const state = useEditorState({
    editor,
    selector: ({ editor: e }) => ({
      bold: e.isActive('bold'),
      italic: e.isActive('italic'),
      heading: e.isActive('heading', { level: 2 }),
      bulletList: e.isActive('bulletList'),
      orderedList: e.isActive('orderedList'),
      quote: e.isActive('blockquote'),
      link: e.isActive('link'),
    }),
  });
  const imageId = useId();
  const [image, setImage] = useState('');
  const chain = () => editor.chain().focus();
  const button = (label: string, pressed: boolean | undefined, run: () => void) => (
    <button type="button" className={tool} aria-pressed={pressed} onClick={run}>
      {label}
    </button>
  );
  const chosen = images.find((i) => i.file === image);
  return (
    <div role="toolbar" aria-label={words.toolbar} className="flex flex-wrap items-center gap-1">
      {button(words.bold, state.bold, () => chain().toggleBold().run())}
      {button(words.italic, state.italic, () => chain().toggleItalic().run())}
      {button(words.heading, state.heading, () => chain().toggleHeading({ level: 2 }).run())}
      {button(words.bulletList, state.bulletList, () => chain().toggleBulletList().run())}
      {button(words.orderedList, state.orderedList, () => chain().toggleOrderedList().run())}
      {button(words.quote, state.quote, () => chain().toggleBlockquote().run())}
      {button(words.link, state.link, onLink)}
      {button(words.undo, undefined, () => chain().undo().run())}
      {button(words.redo, undefined, () => chain().redo().run())}
      {images.length > 0 && (
        <span className="flex items-center gap-1">
          <label htmlFor={imageId} className="sr-only">
            {words.imageChoose}
          </label>
          <select id={imageId} value={image} onChange={(e) => setImage(e.target.value)} className={`${inputClass} !w-auto !py-1 text-xs`}>
            <option value="">{words.image}…</option>
            {images.map((i) => (
              <option key={i.file} value={i.file}>
                {i.alt || i.file}
              </option>
            ))}
          </select>
          <button
            type="button"
            className={tool}
            disabled={!chosen}
            onClick={() => chosen && chain().setImage({ src: chosen.src, alt: lang === 'ja' ? chosen.altJa : chosen.altEn }).run()}
          >
            {words.imageInsert}
          </button>
        </span>
      )}
    </div>
  );
}

/** The link's address, under the toolbar: Enter applies (never submits the post form), Escape closes. */
function LinkBar({ editor, words, onClose }: { editor: Editor; words: EditorWords; onClose: () => void }) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [href, setHref] = useState(() => String(editor.getAttributes('link').href ?? ''));
  useEffect(() => input.current?.focus(), []);
  const apply = () => {
    const url = href.trim();
    if (!url) editor.chain().focus().extendMarkRange('link').unsetLink().run();
    else if (editor.state.selection.empty && !editor.isActive('link')) {
      // Nothing selected: the address itself becomes the link's text.
      editor.chain().focus().insertContent({ type: 'text', text: url, marks: [{ type: 'link', attrs: { href: url } }] }).run();
    } else editor.chain().focus().extendMarkRange('link').setLink({ href: url }).run();
    onClose();
  };
  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'Enter') {
      e.preventDefault();
      apply();
    } else if (e.key === 'Escape') {
      e.preventDefault();
      editor.commands.focus();
      onClose();
    }
  };
  return (
    <div className="flex flex-wrap items-end gap-2 rounded border border-slate-300 bg-slate-50 p-2">
      <div className="min-w-0 grow">
        <label htmlFor={id} className="mb-1 block text-xs font-medium text-slate-800">
          {words.linkAddress}
        </label>
        <input ref={input} id={id} type="url" value={href} onChange={(e) => setHref(e.target.value)} onKeyDown={onKeyDown} className={inputClass} />
      </div>
      <button type="button" className={tool} onClick={apply}>
        {words.linkApply}
      </button>
      <button
        type="button"
        className={tool}
        onClick={() => {
          editor.chain().focus().extendMarkRange('link').unsetLink().run();
          onClose();
        }}
      >
        {words.linkRemove}
      </button>
      <button
        type="button"
        className={tool}
        onClick={() => {
          editor.commands.focus();
          onClose();
        }}
      >
        {words.linkCancel}
      </button>
    </div>
  );
}
