import type { SearchQuery } from '@/lib/api/properties';
import type { Lang } from '@/lib/api/lang';
import { ModalForm } from './modal-form';
import { officeForm } from './office-form-props';
import { residenceForm } from './residence-form-props';

type Props = { lang: Lang; search: SearchQuery };

/**
 * The search forms of the results pages' search modal, with the city's district map for
 * residences. Rendered in full on the server; the browser loads the form's code when the modal
 * first opens (ModalForm). This module imports no form, so a results page's first load has none.
 */
export async function ResidenceModalSearch({ lang, search }: Props) {
  const { props, wrap } = await residenceForm({ lang, search, withMap: true, idPrefix: 'modal' });
  return wrap(<ModalForm kind="residence" props={props} />);
}

export async function OfficeModalSearch({ lang, search }: Props) {
  const { props, wrap } = await officeForm({ lang, search, idPrefix: 'modal' });
  return wrap(<ModalForm kind="office" props={props} />);
}
