/**
 * The rows of the compare table, free of React and of the server so that the rule
 * "which rows differ" is tested on its own (tests/share/compare-rows.test.ts).
 */

/** Listings a comparison shows side by side: two at least, four at most. */
export const COMPARE_MIN = 2;
export const COMPARE_MAX = 4;

/** One listing's value in a row: a text, a list (facilities), a link (the building), or a picture (the floor plan; `text` is its description). */
export type CompareCell = { text: string; items?: readonly string[]; href?: string; image?: string };

export type CompareRow = { key: string; label: string; cells: CompareCell[]; differs: boolean };

/** What a cell says, for comparing: list items in any order count as the same list. */
function sameness(cell: CompareCell): string {
  if (cell.image) return cell.image;
  if (cell.items) return [...cell.items].map((i) => i.trim().toLowerCase()).sort().join('\u0000');
  return cell.text.trim().toLowerCase();
}

/** A row; it differs when two of its cells say different things. */
export function compareRow(key: string, label: string, cells: CompareCell[]): CompareRow {
  return { key, label, cells, differs: new Set(cells.map(sameness)).size > 1 };
}

/** The rows that say something: a row empty in every column (`none` everywhere) is left out. */
export function withValues(rows: readonly CompareRow[], none: string): CompareRow[] {
  return rows.filter((r) => r.cells.some((c) => (c.items ? c.items.length > 0 : c.text !== none && c.text !== '')));
}
