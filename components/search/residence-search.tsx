import { residenceForm, type ResidenceSearchProps } from './residence-form-props';
import { ResidenceSearchForm } from './residence-form';

/** The residence search form (SPEC §2), hydrated with the page: the home pages' form. */
export async function ResidenceSearch(props: ResidenceSearchProps) {
  const { props: form, wrap } = await residenceForm(props);
  return wrap(<ResidenceSearchForm {...form} />);
}
