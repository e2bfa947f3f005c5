'use client';
import dynamic from 'next/dynamic';

/**
 * The keyed results map in a chunk of its own (next/dynamic, as components/search/modal-forms.client.tsx):
 * the results pages' own scripts stay as they were, and the island's code is fetched only by a map
 * view that renders it, that is with a Maps key. The server still renders it in full.
 */
export const LazyResultsGoogleMap = dynamic(() => import('./results-google-map.client').then((m) => m.ResultsGoogleMap));
