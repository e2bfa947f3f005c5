import { DeferredForm } from './deferred-form';
import { officeForm } from './office-form-props';
import type { SearchFormProps } from './search-form';

/**
 * The office search form of the office home page (SPEC §2): rendered whole on the server; its code
 * loads at the visitor's first touch of it (DeferredForm), so it is not part of the page's first load.
 */
export async function OfficeSearch(props: SearchFormProps) {
  const { props: form, wrap } = await officeForm(props);
  return wrap(<DeferredForm kind="office" props={form} until="touch" />);
}
