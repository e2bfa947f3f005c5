import { officeForm } from './office-form-props';
import { OfficeSearchForm } from './office-form';
import type { SearchFormProps } from './search-form';

/** The office search form (SPEC §2), hydrated with the page: the office home page's form. */
export async function OfficeSearch(props: SearchFormProps) {
  const { props: form, wrap } = await officeForm(props);
  return wrap(<OfficeSearchForm {...form} />);
}
