import { queryPairs, type RawQuery } from './query';

/** The query values a results form keeps as it is, as hidden inputs in address order. */
export function HiddenFields({ query, exclude }: { query: RawQuery; exclude: readonly string[] }) {
  return (
    <>
      {queryPairs(query, exclude).map(([name, value], i) => (
        <input key={`${i}-${name}`} type="hidden" name={name} value={value} />
      ))}
    </>
  );
}
