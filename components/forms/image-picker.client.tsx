'use client';
import { useTranslations } from 'next-intl';
import { useCallback, useEffect, useRef, useState, type ChangeEvent } from 'react';
import { OWNER_IMAGE_BYTES, OWNER_IMAGE_MAX, OWNER_IMAGE_TYPES } from '@/lib/forms/values';

export type PickedImage = { key: string; file: File; url: string };

type Notice = { key: string; text: string };

const ACCEPTED: readonly string[] = OWNER_IMAGE_TYPES;

/** The limit as the hint and the refusal say it, in MB (1 900 000 bytes: 1.9). */
const SIZE = (OWNER_IMAGE_BYTES / 1_000_000).toFixed(1);

/**
 * The owner form's photos: image files only, each at most 1.9 MB (the hint says so,
 * and a bigger one is named with `forms.errors.ownerFileSize`), at most 10 kept with the extra cut
 * and said so. Each
 * preview is an object URL made when the file is added and revoked when it is removed, when the
 * list is cleared and when the form goes away.
 */
export function useImagePicker() {
  const t = useTranslations('ownerForm');
  const tf = useTranslations('forms');
  const [images, setImages] = useState<PickedImage[]>([]);
  const [notices, setNotices] = useState<Notice[]>([]);
  const urls = useRef(new Set<string>());
  const counter = useRef(0);

  useEffect(() => {
    const live = urls.current;
    return () => {
      live.forEach((url) => URL.revokeObjectURL(url));
      live.clear();
    };
  }, []);

  const release = useCallback((url: string) => {
    URL.revokeObjectURL(url);
    urls.current.delete(url);
  }, []);

  const add = useCallback(
    (files: readonly File[]) => {
      const next: Notice[] = [];
      const accepted: File[] = [];
      for (const file of files) {
        const key = `${file.name}-${(counter.current += 1)}`;
        if (!ACCEPTED.includes(file.type)) next.push({ key, text: t('notImage', { name: file.name }) });
        else if (file.size > OWNER_IMAGE_BYTES) next.push({ key, text: t('tooBig', { name: file.name, message: tf('errors.ownerFileSize', { size: SIZE }) }) });
        else accepted.push(file);
      }
      const room = Math.max(0, OWNER_IMAGE_MAX - images.length);
      const kept = accepted.slice(0, room);
      const dropped = accepted.length - kept.length;
      if (dropped > 0) next.push({ key: `too-many-${(counter.current += 1)}`, text: t('tooMany', { max: OWNER_IMAGE_MAX, dropped }) });
      const added = kept.map((file) => {
        const url = URL.createObjectURL(file);
        urls.current.add(url);
        return { key: `image-${(counter.current += 1)}`, file, url };
      });
      setNotices(next);
      if (added.length) setImages([...images, ...added]);
    },
    [images, t, tf],
  );

  const remove = useCallback(
    (key: string) => {
      const gone = images.find((image) => image.key === key);
      if (gone) release(gone.url);
      setImages(images.filter((image) => image.key !== key));
      setNotices([]);
    },
    [images, release],
  );

  const clear = useCallback(() => {
    images.forEach((image) => release(image.url));
    setImages([]);
    setNotices([]);
  }, [images, release]);

  return { images, notices, add, remove, clear };
}

export type ImagePickerState = ReturnType<typeof useImagePicker>;

type Props = { id: string; picker: ImagePickerState };

export function ImagePicker({ id, picker }: Props) {
  const t = useTranslations('ownerForm');
  const input = useRef<HTMLInputElement>(null);
  const list = useRef<HTMLUListElement>(null);
  const { images, notices } = picker;
  const full = images.length >= OWNER_IMAGE_MAX;

  function onChange(event: ChangeEvent<HTMLInputElement>) {
    picker.add(Array.from(event.target.files ?? []));
    // The same file can be picked again after it was removed.
    event.target.value = '';
  }

  function onRemove(key: string, index: number) {
    picker.remove(key);
    // Keep the keyboard where it was: the next photo's remove button, else the add button.
    requestAnimationFrame(() => {
      const buttons = list.current?.querySelectorAll<HTMLButtonElement>('button[data-remove]');
      const next = buttons?.[Math.min(index, buttons.length - 1)];
      (next ?? input.current)?.focus();
    });
  }

  return (
    <fieldset className="grid gap-2" data-testid="owner-images">
      <legend className="text-sm font-medium text-slate-800">{t('images')}</legend>
      <p id={`${id}-hint`} className="text-xs text-slate-500">
        {t('imagesHint', { max: OWNER_IMAGE_MAX, size: SIZE })}
      </p>
      <div className="flex flex-wrap items-center gap-3">
        <input
          ref={input}
          id={id}
          type="file"
          multiple
          accept={OWNER_IMAGE_TYPES.join(',')}
          disabled={full}
          onChange={onChange}
          aria-describedby={`${id}-hint ${id}-count`}
          className="peer sr-only"
          data-testid="owner-images-input"
        />
        <label
          htmlFor={id}
          data-disabled={full || undefined}
          className="inline-flex h-10 cursor-pointer items-center rounded-md border border-brand-600 px-4 text-sm font-semibold text-brand-700 hover:bg-brand-50 peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-brand-600 data-disabled:cursor-not-allowed data-disabled:opacity-50"
        >
          {t('addImages')}
        </label>
        <p id={`${id}-count`} className="text-sm text-slate-600" aria-live="polite" data-testid="owner-images-count">
          {t('imagesCount', { count: images.length, max: OWNER_IMAGE_MAX })}
        </p>
      </div>
      <div role="alert" data-testid="owner-images-notices">
        {notices.length > 0 && (
          <ul className="grid gap-1 text-sm text-red-700">
            {notices.map((n) => (
              <li key={n.key}>{n.text}</li>
            ))}
          </ul>
        )}
      </div>
      {images.length > 0 && (
        <ul ref={list} className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-5" data-testid="owner-previews">
          {images.map((image, index) => (
            <li key={image.key} className="relative overflow-hidden rounded-lg border border-slate-200 bg-slate-50">
              {/* An object URL of a local file: next/image cannot optimise it. */}
              {/* eslint-disable-next-line @next/next/no-img-element */}
              <img src={image.url} alt={t('preview', { name: image.file.name })} className="aspect-[4/3] w-full object-cover" />
              <button
                type="button"
                data-remove
                onClick={() => onRemove(image.key, index)}
                aria-label={t('remove', { name: image.file.name })}
                className="absolute top-1.5 right-1.5 flex h-8 w-8 items-center justify-center rounded-full bg-white/95 text-slate-800 shadow hover:bg-white focus-visible:outline-2 focus-visible:outline-brand-600"
              >
                <svg viewBox="0 0 20 20" className="h-4 w-4" aria-hidden="true" focusable="false">
                  <path d="M5 5l10 10M15 5L5 15" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
                </svg>
              </button>
            </li>
          ))}
        </ul>
      )}
    </fieldset>
  );
}
