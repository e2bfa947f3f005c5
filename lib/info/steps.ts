/**
 * Rental-flow steps are stored with their number in the name ("1. Inquiry", "1．お問い合わせ");
 * the page numbers them itself, so the stored number is dropped to avoid "STEP 1 · 1. Inquiry".
 */
export function stepTitle(name: string): string {
  const stripped = name.replace(/^\s*(?:step\s*)?[0-9０-９]{1,3}\s*(?:[.):-]\s+|[．）：、]\s*)/i, '').trim();
  return stripped || name.trim();
}
