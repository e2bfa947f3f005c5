import type { OfficeFormProps } from './office-form.client';
import type { ResidenceFormProps } from './residence-form.client';
import { ModalOfficeForm, ModalResidenceForm } from './modal-forms.client';
import { SearchFormIsland } from './search-form';

/**
 * The search forms of the results pages' search modal, with the city's district map for
 * residences, rendered in full on the server (see modal-forms.tsx for when their code loads).
 * The page starts reading the form's props and hands over the promise, so the read runs beside the page's own.
 */
export async function ResidenceModalSearch({ form }: { form: Promise<ResidenceFormProps> }) {
  return <SearchFormIsland><ModalResidenceForm {...await form} /></SearchFormIsland>;
}

export async function OfficeModalSearch({ form }: { form: Promise<OfficeFormProps> }) {
  return <SearchFormIsland><ModalOfficeForm {...await form} /></SearchFormIsland>;
}
