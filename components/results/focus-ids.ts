/** The id of the heading that takes focus after a results change (results-focus.tsx, search-results-page.tsx). */
export const RESULTS_HEADING_ID = 'results-heading';
