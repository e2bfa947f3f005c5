'use client';
import { CloseIcon } from '@/components/ui/close-icon';
import { useSearchText } from './search-text.client';
import { useEffect, useEffectEvent, useRef, type MouseEvent } from 'react';
import { selectionLabel } from '@/lib/search/form';
import { useHydrated } from './use-hydrated.client';

export type Option = { id: number; name: string };

type Props = {
  /** Names the panel for the one-open rule and the tests. */
  id: string;
  /** The query parameter its checkboxes send when the form is submitted without scripts. */
  name: string;
  label: string;
  options: readonly Option[];
  selected: readonly number[];
  onToggle: (id: number) => void;
  /** At most this many ticked; the rest are disabled once it is reached. */
  cap?: number;
  open: boolean;
  onOpenChange: (open: boolean) => void;
};

/** How long after a panel opens a scroll that ends brings it into view again. */
const PANEL_SETTLE_MS = 1000;

/** A search form's field (app/globals.css, components layer). */
export const fieldBox = 'field-box';

/**
 * A multi-select panel of the search forms: a native <details> of checkboxes, so it opens and
 * submits with scripts off; with scripts the form decides which panel is open, the summary reads
 * the one chosen name or 'Selected', and the cap disables further choices.
 */
export function MultiSelect({ id, name, label, options, selected, onToggle, cap, open, onOpenChange }: Props) {
  const t = useSearchText();
  const live = useHydrated();
  const details = useRef<HTMLDetailsElement>(null);
  // A panel opened (or closed) natively before the page hydrated is taken as the visitor left it,
  // so the one-open rule and the next press start from what the visitor sees.
  const adopt = useEffectEvent(() => {
    const shown = details.current?.open;
    if (shown !== undefined && shown !== open) onOpenChange(shown);
  });
  useEffect(() => adopt(), []);
  // An opened panel flows in the form below its toggle (globals.css); bring all of it into view.
  // A smooth scroll still running when the panel opens (the browser bringing the toggle into view
  // after a quick Tab) can win over this one and leave the panel cut off, so each scroll that
  // ends in the next moment brings it into view again; one already in view does not move.
  useEffect(() => {
    const panel = details.current?.querySelector('.search-panel');
    if (!open || !panel) return;
    const show = () => panel.scrollIntoView({ block: 'nearest' });
    show();
    const settle = new AbortController();
    window.addEventListener('scrollend', show, { signal: settle.signal });
    const stop = setTimeout(() => settle.abort(), PANEL_SETTLE_MS);
    return () => {
      clearTimeout(stop);
      settle.abort();
    };
  }, [open]);
  const full = cap !== undefined && selected.length >= cap;
  const summary = selectionLabel(selected, options, { none: t('any'), many: t('selected') });
  const toggle = (e: MouseEvent) => {
    e.preventDefault();
    onOpenChange(!open);
  };
  return (
    <div className="grid gap-1">
      <span className="text-xs font-medium text-slate-600" aria-hidden="true">
        {label}
      </span>
      <details ref={details} className="group relative" open={open} data-state={open ? 'open' : 'closed'} data-panel={id} data-testid={`panel-${id}`}>
        <summary className={`${fieldBox} field-summary`} onClick={toggle} aria-label={`${label}: ${summary}`}>
          <span className={`truncate ${selected.length ? 'font-medium' : 'text-slate-500'}`} data-testid="panel-summary">
            {summary}
          </span>
          <span aria-hidden="true" className="text-slate-500 transition group-open:rotate-180">
            ▾
          </span>
        </summary>
        <div className="search-panel">
          <div className="mb-2 flex items-center justify-between gap-3">
            <span className="text-sm font-semibold text-slate-800">{label}</span>
            {live && (
              <button
                type="button"
                onClick={() => onOpenChange(false)}
                aria-label={t('close')}
                data-testid="panel-close"
                className="inline-flex size-8 items-center justify-center rounded-md text-slate-500 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-brand-600"
              >
                <CloseIcon className="size-4" />
              </button>
            )}
          </div>
          <fieldset className="opt-list">
            <legend className="sr-only">{label}</legend>
            {options.length === 0 && <p className="text-sm text-slate-500">{t('noOptions')}</p>}
            {options.map((o) => {
              const checked = selected.includes(o.id);
              return (
                <label key={o.id} className="opt">
                  <input
                    type="checkbox"
                    name={name}
                    value={o.id}
                    checked={checked}
                    disabled={full && !checked}
                    onChange={() => onToggle(o.id)}
                    className="opt-box"
                  />
                  {o.name}
                </label>
              );
            })}
          </fieldset>
          {full && (
            <p className="mt-2 text-xs text-amber-700" role="status" data-testid="panel-cap">
              {t('capReached', { max: cap })}
            </p>
          )}
        </div>
      </details>
    </div>
  );
}
