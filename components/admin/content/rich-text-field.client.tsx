'use client';
import dynamic from 'next/dynamic';
import { useState, type TextareaHTMLAttributes } from 'react';
import { inputClass } from '../ui';
import type { PickerImage } from './media-picker';

export type EditorWords = {
  toolbar: string;
  bold: string;
  italic: string;
  heading: string;
  bulletList: string;
  orderedList: string;
  quote: string;
  link: string;
  linkAddress: string;
  linkApply: string;
  linkRemove: string;
  linkCancel: string;
  image: string;
  imageChoose: string;
  imageInsert: string;
  undo: string;
  redo: string;
  hint: string;
};

// Tiptap and ProseMirror load only where a body is edited, after the page, never in other bundles.
const TiptapEditor = dynamic(() => import('./tiptap-editor.client'), { ssr: false, loading: () => null });

/**
 * A rich-text body: the server renders a textarea that posts the HTML (the no-JavaScript form);
 * once scripts run, the Tiptap editor takes its place and writes its HTML back into it, so the
 * form posts the same field either way. The server sanitises the HTML on save (posts.ts).
 */
export function RichTextField(props: {
  common: TextareaHTMLAttributes<HTMLTextAreaElement> & { id: string; name: string; lang?: 'en' | 'ja' };
  value: string;
  rows: number;
  images: PickerImage[];
  words: EditorWords;
  labelId: string;
}) {
  const { common, value, rows, images, words, labelId } = props;
  const [html, setHtml] = useState(value);
  const [ready, setReady] = useState(false);
  return (
    <>
      <textarea {...common} rows={rows} value={html} onChange={(e) => setHtml(e.target.value)} hidden={ready} className={`${inputClass} font-mono`} />
      <TiptapEditor
        initial={value}
        onChange={setHtml}
        onReady={() => setReady(true)}
        labelId={labelId}
        describedBy={common['aria-describedby']}
        invalid={Boolean(common['aria-invalid'])}
        lang={common.lang ?? 'en'}
        images={images}
        words={words}
        testId={`editor-${common.name}`}
      />
    </>
  );
}
