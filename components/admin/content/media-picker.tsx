/**
 * Choosing an uploaded image: radio buttons, each with its preview and alt text, so it works
 * without JavaScript and by keyboard (arrow keys move through the group). The stored value, when
 * it is not among the offered images (an older file), stays offered first; an optional field
 * offers "no image".
 */
/** `alt`: in the member's language, for the picker; `altEn`/`altJa`: for an image put into a body of that language. */
export type PickerImage = { file: string; src: string; alt: string; altEn: string; altJa: string };
export type PickerWords = { none: string; current: string; empty: string; library: string };

export function MediaPicker(props: {
  id: string;
  name: string;
  label: string;
  value: string;
  images: PickerImage[];
  words: PickerWords;
  required?: boolean;
  describedBy?: string;
  invalid?: boolean;
}) {
  const { id, name, value, images, words } = props;
  const known = images.some((i) => i.file === value);
  const choices: { file: string; src?: string; alt: string; label?: string }[] = [
    ...(props.required ? [] : [{ file: '', alt: '', label: words.none }]),
    ...(value && !known ? [{ file: value, alt: '', label: words.current.replace('{file}', value) }] : []),
    ...images,
  ];
  return (
    <fieldset id={id} aria-describedby={props.describedBy} aria-invalid={props.invalid || undefined} data-testid={`picker-${name}`}>
      <legend className="mb-1 block text-sm font-medium text-slate-800">{props.label}</legend>
      {images.length === 0 && <p className="mb-2 text-sm text-slate-700">{words.empty}</p>}
      <div className="grid max-h-96 grid-cols-2 gap-2 overflow-y-auto p-1 sm:grid-cols-3">
        {choices.map((c, i) => (
          <label key={`${c.file}-${i}`} className="flex min-w-0 cursor-pointer flex-col gap-1 rounded border border-slate-300 p-1 text-xs has-[:checked]:border-teal-800 has-[:checked]:ring-2 has-[:checked]:ring-teal-800">
            {c.src ? (
              // eslint-disable-next-line @next/next/no-img-element -- a small preview of the stored file
              <img src={c.src} alt="" loading="lazy" className="aspect-[4/3] w-full rounded bg-slate-100 object-cover" />
            ) : (
              <span className="flex aspect-[4/3] w-full items-center justify-center rounded bg-slate-100 text-slate-600" aria-hidden="true">
                —
              </span>
            )}
            <span className="flex items-start gap-1">
              <input type="radio" name={name} value={c.file} defaultChecked={c.file === value} className="mt-0.5 accent-teal-800" />
              <span className="min-w-0 break-words">{c.label ?? (c.alt || c.file)}</span>
            </span>
          </label>
        ))}
      </div>
      <a href="/admin/content/media" className="mt-1 inline-block text-sm text-teal-800 underline" target="_blank" rel="noopener">
        {words.library}
      </a>
    </fieldset>
  );
}
