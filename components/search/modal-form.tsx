'use client';
import { lazy, Suspense, useEffect, useMemo, useState, type ComponentType } from 'react';
import { markModalOpened, modalOpened } from './modal-opened';
import { useHydrated } from './use-hydrated';
import type { OfficeFormProps } from './office-form';
import type { ResidenceFormProps } from './residence-form';

type Forms = { residence: ResidenceFormProps; office: OfficeFormProps };
type Props = { [K in keyof Forms]: { kind: K; props: Forms[K] } }[keyof Forms];

/**
 * The form's code, once the modal has opened; what the visitor did in the server's form
 * meanwhile is read as the code arrives and given back to the hydrated form.
 */
function lazyForm<P extends object>(kind: keyof Forms, importForm: () => Promise<ComponentType<P>>) {
  return lazy(async () => {
    await modalOpened;
    const [Form, { restoreTyped, typedState }] = await Promise.all([importForm(), import('@/components/ui/typed-state')]);
    const typed = typedState(document.querySelector(`[data-modal-form="${kind}"]`));
    function Hydrated(props: P) {
      useEffect(() => restoreTyped(typed), []);
      return <Form {...props} />;
    }
    return { default: Hydrated };
  });
}

const forms = {
  residence: lazyForm('residence', () => import('./residence-form').then((m) => m.ResidenceSearchForm)),
  office: lazyForm('office', () => import('./office-form').then((m) => m.OfficeSearchForm)),
};

/**
 * The browser's side: while the page's HTML is hydrated, the form's code is held back until the
 * modal opens. A form rendered by the browser itself (after a navigation within the site, or given
 * new props by one) has no server HTML to show meanwhile, so its code loads at once: the closed
 * modal then has its form before it opens.
 */
function BrowserForm(form: Props) {
  // The first render's answer: false while hydrating the server's HTML, true when rendered here.
  const [renderedHere] = useState(useHydrated());
  const [firstProps] = useState(form.props);
  useEffect(() => {
    if (renderedHere || form.props !== firstProps) markModalOpened();
  }, [renderedHere, form.props, firstProps]);
  // The same element on every render with the same props: a new one would count as an update of
  // the boundary, which React would then render afresh, dropping the server's form before its code.
  const boundary = useMemo(
    () => <Suspense fallback={null}>{form.kind === 'residence' ? <forms.residence {...form.props} /> : <forms.office {...form.props} />}</Suspense>,
    [form.kind, form.props],
  );
  return (
    <div data-modal-form={form.kind} className="contents">
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
  const { ResidenceSearchForm, OfficeSearchForm } = serverForms();
  const server = form.kind === 'residence' ? <ResidenceSearchForm {...form.props} /> : <OfficeSearchForm {...form.props} />;
  return (
    <div data-modal-form={form.kind} className="contents">
      <Suspense fallback={server}>{server}</Suspense>
    </div>
  );
}

/**
 * A search form in the results pages' closed search modal. The server renders the form in full,
 * so the page searches without scripts; the browser loads its code and hydrates it when the modal
 * first opens (a Suspense boundary stays dehydrated, the server's HTML, until then). Next replaces
 * `typeof window` in each build, so the browser's has no trace of ServerForm and its `require`s:
 * the forms' code is not in the page's first load.
 */
export const ModalForm = typeof window === 'undefined' ? ServerForm : BrowserForm;
