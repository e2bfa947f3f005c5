import { photoAction } from '@/app/admin/(office)/listings/actions';
import { imageUrl } from '@/lib/format';
import type { PhotoOwner } from '@/lib/server/listings/photos';
import { Notice, Section, buttonClass, dangerButtonClass, fieldErrorClass, labelClass, secondaryButtonClass } from '../ui';
import type { ListingWords } from './fields.client';

const PHOTO_ERRORS = ['none', 'tooMany', 'tooLarge', 'notImage', 'busy', 'uploading', 'storageDown', 'failed'] as const;
type PhotoError = (typeof PHOTO_ERRORS)[number];

export function photoError(value: unknown): PhotoError | undefined {
  return PHOTO_ERRORS.find((e) => e === value);
}

type FileProblem = keyof ListingWords['photos']['fileErrors'];
/** The files the upload route refused, from its redirect (`refused=<problem>:<name>`, repeated). */
function refusedFiles(value: string | string[] | undefined): { problem: FileProblem; name: string }[] {
  const list = Array.isArray(value) ? value : value ? [value] : [];
  return list.slice(0, 10).flatMap((v) => {
    const at = v.indexOf(':');
    const problem = v.slice(0, at);
    return problem === 'tooLarge' || problem === 'notImage' || problem === 'tooManyPixels' ? [{ problem, name: v.slice(at + 1, at + 121) }] : [];
  });
}

/** The file input of an upload form (photos, a floor plan), with the refusal of the last try under it. */
export function ImageFileField({ id, name, label, multiple = false, error }: { id: string; name: string; label: string; multiple?: boolean; error?: string }) {
  return (
    <div>
      <label htmlFor={id} className={labelClass}>
        {label}
      </label>
      <input
        id={id}
        type="file"
        name={name}
        multiple={multiple}
        required
        accept="image/jpeg,image/png,image/webp,image/gif,image/avif"
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        className="block text-sm"
      />
      {error && (
        <p id={`${id}-error`} role="alert" className={fieldErrorClass}>
          {error}
        </p>
      )}
    </div>
  );
}

/**
 * A listing's photos in order, the first the cover: each can move up or down, become the cover or
 * go, by a small form (no JavaScript needed). New photos are posted, several at once, to the
 * upload route (/admin/photos/…), which reads the large body itself.
 */
export function PhotoManager(props: { owner: PhotoOwner; id: number; images: string[]; words: ListingWords; error?: PhotoError; added?: boolean; unchanged?: boolean; refused?: string | string[] }) {
  const { owner, id, images, words } = props;
  const w = words.photos;
  const control = (op: 'up' | 'down' | 'cover' | 'remove', name: string, label: string, className: string, n: number) => (
    <form action={photoAction}>
      <input type="hidden" name="owner" value={owner} />
      <input type="hidden" name="id" value={id} />
      <input type="hidden" name="op" value={op} />
      <input type="hidden" name="name" value={name} />
      <button type="submit" className={className} aria-label={`${label}: ${w.alt.replace('{n}', String(n))}`}>
        {label}
      </button>
    </form>
  );
  const refused = refusedFiles(props.refused);
  const small = `${secondaryButtonClass} !min-h-8 !px-2 !py-1 !text-xs`;
  return (
    <div id="photos">
      <Section title={words.sections.photos}>
        {props.added && <Notice kind="success">{words.notices.photosAdded}</Notice>}
        {props.unchanged && <Notice kind="error">{w.unchanged}</Notice>}
        {refused.length > 0 && (
          <div role="alert" className="mb-4 rounded border-l-4 border-red-700 bg-red-50 px-3 py-2 text-sm text-red-900" data-testid="photo-refused">
            <p className="font-semibold">{w.refusedTitle}</p>
            <ul className="mt-1 list-disc pl-5">
              {refused.map((r, i) => (
                <li key={i} className="break-words">
                  {w.fileErrors[r.problem].replace('{name}', r.name)}
                </li>
              ))}
            </ul>
          </div>
        )}
        <p className="mb-4 text-sm text-slate-700">{w.lead}</p>
        <form method="post" action={`/admin/photos/${owner}/${id}`} encType="multipart/form-data" className="mb-6 flex flex-wrap items-end gap-3">
          <ImageFileField id="photo-files" name="photos" multiple label={w.choose} error={props.error && w.errors[props.error]} />
          <button type="submit" className={buttonClass}>
            {w.upload}
          </button>
        </form>
        {images.length === 0 ? (
          <p className="text-slate-700">{w.none}</p>
        ) : (
          <ol aria-label={w.listLabel} className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {images.map((name, i) => (
              <li key={name} className="rounded border border-slate-200 p-2">
                {/* eslint-disable-next-line @next/next/no-img-element -- the stored file as it is, no resizing service */}
                <img src={imageUrl(name, 320)} alt={w.alt.replace('{n}', String(i + 1))} className="aspect-[4/3] w-full rounded object-cover" loading="lazy" />
                <div className="mt-2 flex flex-wrap items-center gap-1">
                  {i === 0 ? <strong className="mr-2 text-sm text-teal-800">{w.cover}</strong> : control('cover', name, w.makeCover, small, i + 1)}
                  {i > 0 && control('up', name, w.up, small, i + 1)}
                  {i < images.length - 1 && control('down', name, w.down, small, i + 1)}
                  {control('remove', name, w.remove, `${dangerButtonClass} !min-h-8 !px-2 !py-1 !text-xs`, i + 1)}
                </div>
              </li>
            ))}
          </ol>
        )}
      </Section>
    </div>
  );
}
