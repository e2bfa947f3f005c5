import { createTable, getCoreRowModel, type ColumnDef, type RowData, type Table } from '@tanstack/react-table';

/**
 * A TanStack table built once on the server, for a page that only shows rows (no sorting or
 * selection in the browser): the same core `useReactTable` runs, without the hook's state, so the
 * table ships no JavaScript. Set the options twice as the hook does: the initial state is known
 * only once the table exists.
 */
export function staticTable<T extends RowData>(data: T[], columns: ColumnDef<T, never>[]): Table<T> {
  const table = createTable<T>({ data, columns, getCoreRowModel: getCoreRowModel(), state: {}, onStateChange: () => {}, renderFallbackValue: null });
  table.setOptions((prev) => ({ ...prev, state: table.initialState }));
  return table;
}
