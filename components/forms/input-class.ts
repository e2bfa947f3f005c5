/**
 * The look of every text box, select and text area of the forms. A module of its own so that the
 * newsletter box of every page's footer takes the class without the field components.
 */
export const inputClass = 'text-input';
