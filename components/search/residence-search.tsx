import { DeferredForm } from './deferred-form';
import { residenceForm, type ResidenceSearchProps } from './residence-form-props';

/**
 * The residence search form of the home pages (SPEC §2): rendered whole on the server; its code
 * loads at the visitor's first touch of it (DeferredForm), so it is not part of the page's first load.
 */
export async function ResidenceSearch(props: ResidenceSearchProps) {
  const { props: form, wrap } = await residenceForm(props);
  return wrap(<DeferredForm kind="residence" props={form} until="touch" />);
}
