/** A listing's booking page (unprefixed): the form that works without scripts, and where the dialog's button leads before they run. */
export function bookingPath(propertyId: number): string {
  return `/viewings/book/${propertyId}`;
}
