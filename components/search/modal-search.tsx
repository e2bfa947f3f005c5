import type { SearchQuery } from '@/lib/api/properties';
import type { Lang } from '@/lib/api/lang';
import { DeferredForm } from './deferred-form';
import { officeForm } from './office-form-props';
import { residenceForm } from './residence-form-props';

type Props = { lang: Lang; search: SearchQuery };

/**
 * The search forms of the results pages' search modal, with the city's district map for
 * residences. Rendered in full on the server; the browser loads the form's code when the modal
 * first opens (DeferredForm). This module imports no form, so a results page's first load has none.
 */
export async function ResidenceModalSearch({ lang, search }: Props) {
  const { props, wrap } = await residenceForm({ lang, search, withMap: true, idPrefix: 'modal' });
  return wrap(<DeferredForm kind="residence" props={props} until="modal" />);
}

export async function OfficeModalSearch({ lang, search }: Props) {
  const { props, wrap } = await officeForm({ lang, search, idPrefix: 'modal' });
  return wrap(<DeferredForm kind="office" props={props} until="modal" />);
}
