'use client';
import { lazy, Suspense, useEffect, useId, useMemo, useRef, useState, type ComponentType } from 'react';
import { modalOpened } from './modal-opened';
import { useHydrated } from './use-hydrated';
import type { OfficeFormProps } from './office-form';
import type { ResidenceFormProps } from './residence-form';

type Forms = { residence: ResidenceFormProps; office: OfficeFormProps };

/**
 * When the browser loads the form's code: `modal`, at the results pages' search modal's first
 * opening; `touch`, at the visitor's first hover, press, focus or key in the form (the home
 * pages' form, which the server renders whole and which searches without scripts).
 */
export type Until = 'modal' | 'touch';

type Props = { [K in keyof Forms]: { kind: K; props: Forms[K]; until: Until } }[keyof Forms];

/** The forms whose code has arrived: a form the browser renders itself then needs no wait. */
const loaded: { [K in keyof Forms]?: ComponentType<Forms[K]> } = {};

const imports: { [K in keyof Forms]: () => Promise<ComponentType<Forms[K]>> } = {
  residence: () => import('./residence-form').then((m) => (loaded.residence = m.ResidenceSearchForm)),
  office: () => import('./office-form').then((m) => (loaded.office = m.OfficeSearchForm)),
};

/** What starts the form's code loading in `touch` mode. */
const TOUCH_EVENTS = ['pointerover', 'pointerdown', 'focusin', 'keydown'] as const;

/**
 * The form's code, once `ready` settles; what the visitor did in the server's form meanwhile is
 * read as the code arrives and given back to the hydrated form.
 */
function lazyForm<P extends object>({ importForm, ready, rootId }: { importForm: () => Promise<ComponentType<P>>; ready: Promise<void>; rootId: string }) {
  return lazy(async () => {
    await ready;
    const [Form, { restoreTyped, typedState }] = await Promise.all([importForm(), import('@/components/ui/typed-state')]);
    const typed = typedState(document.querySelector(`[data-deferred-form="${CSS.escape(rootId)}"]`));
    function Hydrated(props: P) {
      useEffect(() => restoreTyped(typed), []);
      return <Form {...props} />;
    }
    return { default: Hydrated };
  });
}

type Deferred = { trigger: { settle: () => void }; Lazy: ComponentType<Forms[keyof Forms]> };

/**
 * Each form's trigger and lazy component, by the id of its wrapper. Kept here rather than in the
 * component's state: React throws away the state of a first render that it does not commit (while
 * hydrating, it may render a component more than once), and the boundary then waits on the lazy
 * component of the render it kept, which must be the one the trigger settles.
 */
const forms = new Map<string, Deferred>();

function deferred(rootId: string, kind: keyof Forms, until: Until): Deferred {
  let entry = forms.get(rootId);
  if (!entry) {
    let settle: () => void = () => undefined;
    const now = new Promise<void>((resolve) => {
      settle = resolve;
    });
    const ready = until === 'modal' ? Promise.race([now, modalOpened]) : now;
    // The kind's form takes the kind's props, which are the ones given with it (Props).
    entry = { trigger: { settle }, Lazy: lazyForm({ importForm: imports[kind] as () => Promise<ComponentType<Forms[keyof Forms]>>, ready, rootId }) };
    forms.set(rootId, entry);
  }
  return entry;
}

/**
 * The browser's side: while the page's HTML is hydrated, the form's code is held back until the
 * moment `until` names. A form rendered by the browser itself (after a navigation within the site,
 * or given new props by one) has no server HTML to show meanwhile, so its code loads at once: a
 * closed modal then has its form before it opens.
 */
function BrowserForm(form: Props) {
  // The same id as the server's wrapper had (ServerForm calls useId first too).
  const rootId = useId();
  const root = useRef<HTMLDivElement>(null);
  // The first render's answer: false while hydrating the server's HTML, true when rendered here.
  const [renderedHere] = useState(useHydrated());
  const [firstProps] = useState(form.props);
  // Rendered here with the form's code at hand (a search from the home page's form): no wait at all.
  const [Loaded] = useState(() => (renderedHere ? (loaded[form.kind] as ComponentType<Forms[keyof Forms]> | undefined) : undefined));
  const { trigger, Lazy } = deferred(rootId, form.kind, form.until);

  useEffect(() => {
    if (renderedHere || form.props !== firstProps) trigger.settle();
  }, [renderedHere, form.props, firstProps, trigger]);

  const until = form.until;
  useEffect(() => {
    const element = root.current;
    if (until !== 'touch' || !element) return;
    // On the window, in the capture phase: React stops an event aimed at a boundary it has not
    // hydrated yet from going further, at its root (the document), before it would reach the form.
    const start = (event: Event) => {
      if (!(event.target instanceof Node && element.contains(event.target))) return;
      stop();
      trigger.settle();
    };
    const stop = () => {
      for (const type of TOUCH_EVENTS) window.removeEventListener(type, start, true);
    };
    // In use before the page's scripts ran: what was done there is read when the code arrives.
    if (element.contains(document.activeElement) || element.querySelector(':hover')) return trigger.settle();
    for (const type of TOUCH_EVENTS) window.addEventListener(type, start, { capture: true, passive: true });
    return stop;
  }, [until, trigger]);

  // The same element on every render with the same props: a new one would count as an update of
  // the boundary, which React would then render afresh, dropping the server's form before its code.
  const props = form.props;
  const boundary = useMemo(() => (Loaded ? <Loaded {...props} /> : <Suspense fallback={null}>{<Lazy {...props} />}</Suspense>), [Loaded, Lazy, props]);
  return (
    <div ref={root} data-deferred-form={rootId} data-kind={form.kind} className="contents">
      {boundary}
    </div>
  );
}

/**
 * The forms, for the server. The `require`s must sit in a branch the browser's build sees as dead
 * (Next replaces `typeof window` there), or webpack would bundle the forms with this module.
 */
function serverForms() {
  if (typeof window === 'undefined') {
    /* eslint-disable @typescript-eslint/no-require-imports */
    return { ...(require('./residence-form') as typeof import('./residence-form')), ...(require('./office-form') as typeof import('./office-form')) };
    /* eslint-enable @typescript-eslint/no-require-imports */
  }
  throw new Error('The forms are required on the server only.');
}

/**
 * The server's side: the form rendered synchronously, and twice. React sends a finished boundary
 * this large after the page, hidden until its inline script moves it in place, and shows the
 * fallback meanwhile; with the form as its own fallback, the page has a form without scripts too.
 */
function ServerForm(form: Props) {
  const rootId = useId();
  const { ResidenceSearchForm, OfficeSearchForm } = serverForms();
  const server = form.kind === 'residence' ? <ResidenceSearchForm {...form.props} /> : <OfficeSearchForm {...form.props} />;
  return (
    <div data-deferred-form={rootId} data-kind={form.kind} className="contents">
      <Suspense fallback={server}>{server}</Suspense>
    </div>
  );
}

/**
 * A search form whose code is not part of the page's first load. The server renders the form in
 * full, so the page searches without scripts; the browser loads its code and hydrates it when
 * `until` says (a Suspense boundary stays dehydrated, the server's HTML, until then), and gives it
 * what the visitor typed, ticked or opened meanwhile. Next replaces `typeof window` in each build,
 * so the browser's has no trace of ServerForm and its `require`s.
 */
export const DeferredForm = typeof window === 'undefined' ? ServerForm : BrowserForm;
