import type { ReactNode } from 'react';
import { IslandIntl } from '@/components/i18n/island-intl';
import { QueryIsland } from '@/components/ui/query-island.client';

/**
 * Around a search form: next-intl with only the `search`, `currency` and `places` messages, and TanStack
 * Query (its count, districts and buildings). The page reads the form's props on the server
 * (lib/server/pages/search-form.ts) and each page imports only the form it shows. The form is a
 * client component rendered in full by the server, so the page searches without scripts, and
 * hydrated with the page, so a tap on it counts as soon as the page is live.
 */
export function SearchFormIsland({ children }: { children: ReactNode }) {
  return (
    <IslandIntl namespaces={['search', 'currency', 'places']}>
      <QueryIsland>{children}</QueryIsland>
    </IslandIntl>
  );
}
