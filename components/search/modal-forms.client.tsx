'use client';
import dynamic from 'next/dynamic';

/**
 * The results pages' search modal forms, each in a chunk of its own (next/dynamic): the server
 * renders the form in full (the modal opens and searches without scripts, through its :target
 * link), and the browser fetches the chunk with the page and hydrates the form when it arrives,
 * without holding up the rest of the page (the "Change search" button hydrates with it).
 */
export const ModalResidenceForm = dynamic(() => import('./residence-form.client').then((m) => m.ResidenceSearchForm));
export const ModalOfficeForm = dynamic(() => import('./office-form.client').then((m) => m.OfficeSearchForm));
