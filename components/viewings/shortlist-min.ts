/** Fewer ticked listings than this and there is nothing to book "on one day". */
export const SHORTLIST_MIN = 2;
