import { ResidenceSearchForm, type ResidenceFormProps } from './residence-form.client';
import { SearchFormIsland } from './search-form';

/** The residence search form of the home pages: rendered whole on the server, hydrated with the page. */
export async function ResidenceSearch({ form }: { form: Promise<ResidenceFormProps> }) {
  return <SearchFormIsland><ResidenceSearchForm {...await form} /></SearchFormIsland>;
}
