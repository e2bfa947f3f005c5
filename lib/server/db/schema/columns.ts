import { text } from 'drizzle-orm/pg-core';

/*
 * Every translatable field is stored once per language (`name_en`, `name_ja`); the data layer
 * picks the column for the caller's language, so no caller ever does.
 */

/** An optional localised text column pair. */
export function localised<K extends string>(key: K, sqlName: string) {
  return { [`${key}En`]: text(`${sqlName}_en`), [`${key}Ja`]: text(`${sqlName}_ja`) } as {
    [P in `${K}En` | `${K}Ja`]: ReturnType<typeof text>;
  };
}

/** A required localised text column pair. */
export function localisedRequired<K extends string>(key: K, sqlName: string) {
  const column = (name: string) => text(name).notNull();
  return { [`${key}En`]: column(`${sqlName}_en`), [`${key}Ja`]: column(`${sqlName}_ja`) } as {
    [P in `${K}En` | `${K}Ja`]: ReturnType<typeof column>;
  };
}
