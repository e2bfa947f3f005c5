import type { ReactNode, Ref } from 'react';

export const ARROW =
  'inline-flex size-9 shrink-0 items-center justify-center rounded-full border border-slate-300 bg-white text-slate-700 hover:bg-slate-50 disabled:opacity-40';

/** Hides the scrollbar of a row that is moved by its buttons or by swiping. */
export const SNAP_ROW = 'flex snap-x snap-mandatory overflow-x-auto scroll-smooth [scrollbar-width:none] [&::-webkit-scrollbar]:hidden';

export type SnapRowLabels = { previousLabel: string; nextLabel: string };

type Props = SnapRowLabels & {
  children: ReactNode;
  /** Which buttons work; the server's markup has both disabled (the row still scrolls and snaps by itself). */
  can?: { prev: boolean; next: boolean };
  step?: (direction: 1 | -1) => void;
  rowRef?: Ref<HTMLDivElement>;
};

/** A row of `<li>` slides between previous and next buttons: the server's markup and ./snap-row's island alike. */
export function SnapRowFrame({ previousLabel, nextLabel, children, can = { prev: false, next: false }, step, rowRef }: Props) {
  return (
    <div className="flex items-center gap-2">
      <button type="button" className={ARROW} onClick={step && (() => step(-1))} disabled={!can.prev} aria-label={previousLabel}>
        <span aria-hidden="true">‹</span>
      </button>
      <div ref={rowRef} className={`min-w-0 flex-1 ${SNAP_ROW}`}>
        {children}
      </div>
      <button type="button" className={ARROW} onClick={step && (() => step(1))} disabled={!can.next} aria-label={nextLabel}>
        <span aria-hidden="true">›</span>
      </button>
    </div>
  );
}
