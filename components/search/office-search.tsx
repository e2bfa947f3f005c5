import { officeDefaults, officeFromSearch } from '@/lib/search/form';
import { OfficeSearchForm } from './office-form';
import { searchFormBase, type SearchFormProps } from './search-form';

/** The office search form (SPEC §2) with what it shows: cities, the city's districts, the slider ranges. */
export async function OfficeSearch(props: SearchFormProps) {
  const base = await searchFormBase(props, 'office');
  const { search } = props;
  const initial = search ? officeFromSearch({ ...search, cityId: base.cityId }, base.ranges, base.city?.cityId) : officeDefaults(base.ranges, base.cityId);
  return base.wrap(
    <OfficeSearchForm {...base.formProps} initial={initial} districts={await base.districtsOf(base.cityId)} />,
  );
}
