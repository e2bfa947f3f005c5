import { VIEWING_MAX_PEOPLE } from '@/lib/forms/viewing';

/** The choices of how many people come: 1 to VIEWING_MAX_PEOPLE. */
export const PEOPLE = Array.from({ length: VIEWING_MAX_PEOPLE }, (_, i) => String(i + 1));
