import type { SearchQuery } from '@/lib/api/properties';
import type { Lang } from '@/lib/api/lang';
import { ModalOfficeForm, ModalResidenceForm } from './modal-forms';
import { officeForm } from './office-form-props';
import { residenceForm } from './residence-form-props';

type Props = { lang: Lang; search: SearchQuery };

/**
 * The search forms of the results pages' search modal, with the city's district map for
 * residences, rendered in full on the server (see modal-forms.tsx for when their code loads).
 */
export async function ResidenceModalSearch({ lang, search }: Props) {
  const { props, wrap } = await residenceForm({ lang, search, withMap: true, idPrefix: 'modal' });
  return wrap(<ModalResidenceForm {...props} />);
}

export async function OfficeModalSearch({ lang, search }: Props) {
  const { props, wrap } = await officeForm({ lang, search, idPrefix: 'modal' });
  return wrap(<ModalOfficeForm {...props} />);
}
