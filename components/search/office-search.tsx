import { OfficeSearchForm } from './office-form';
import { officeForm } from './office-form-props';
import type { SearchFormProps } from './search-form';

/** The office search form of the office home page (SPEC §2): rendered whole on the server, hydrated with the page. */
export async function OfficeSearch(props: SearchFormProps) {
  const { props: form, wrap } = await officeForm(props);
  return wrap(<OfficeSearchForm {...form} />);
}
