import Link from 'next/link';
import { Section, dangerButtonClass, secondaryButtonClass } from '../ui';

/**
 * Deleting takes two posts: the first only opens this confirmation (the page at
 * `?confirmDelete=1`), the second carries confirm=yes.
 */
export function DeleteSection(props: {
  action: (form: FormData) => Promise<void>;
  id: number;
  confirming: boolean;
  cancelHref: string;
  words: { section: string; delete: string; title: string; text: string; confirm: string; cancel: string };
  problem?: string;
}) {
  const { words } = props;
  return (
    <div id="delete">
      <Section title={words.section}>
        {props.problem && (
          <p role="alert" className="mb-3 rounded border-l-4 border-red-700 bg-red-50 px-3 py-2 text-sm text-red-900">
            {props.problem}
          </p>
        )}
        {props.confirming ? (
          <div role="alertdialog" aria-labelledby="delete-title" aria-describedby="delete-text" className="rounded border border-red-300 bg-red-50 p-4">
            <h3 id="delete-title" className="mb-2 font-semibold text-red-900">
              {words.title}
            </h3>
            <p id="delete-text" className="mb-4 text-sm text-red-900">
              {words.text}
            </p>
            <div className="flex flex-wrap gap-2">
              <form action={props.action}>
                <input type="hidden" name="id" value={props.id} />
                <input type="hidden" name="confirm" value="yes" />
                <button type="submit" className={dangerButtonClass}>
                  {words.confirm}
                </button>
              </form>
              <Link href={props.cancelHref} className={secondaryButtonClass}>
                {words.cancel}
              </Link>
            </div>
          </div>
        ) : (
          <form action={props.action}>
            <input type="hidden" name="id" value={props.id} />
            <button type="submit" className={dangerButtonClass}>
              {words.delete}
            </button>
          </form>
        )}
      </Section>
    </div>
  );
}
