import { ResidenceSearchForm } from './residence-form';
import { residenceForm, type ResidenceSearchProps } from './residence-form-props';

/** The residence search form of the home pages (SPEC §2): rendered whole on the server, hydrated with the page. */
export async function ResidenceSearch(props: ResidenceSearchProps) {
  const { props: form, wrap } = await residenceForm(props);
  return wrap(<ResidenceSearchForm {...form} />);
}
