/**
 * The look of every text box, select and text area of the forms. A module of its own so that the
 * newsletter box of every page's footer takes the class without the field components.
 */
export const inputClass =
  'w-full rounded-md border border-slate-500 bg-white px-3 py-2.5 text-sm text-slate-900 placeholder:text-slate-500 focus-visible:outline-2 focus-visible:outline-brand-600 aria-[invalid=true]:border-red-600';
