import { OfficeSearchForm, type OfficeFormProps } from './office-form.client';
import { SearchFormIsland } from './search-form';

/** The office search form of the office home page: rendered whole on the server, hydrated with the page. */
export async function OfficeSearch({ form }: { form: Promise<OfficeFormProps> }) {
  return <SearchFormIsland><OfficeSearchForm {...await form} /></SearchFormIsland>;
}
