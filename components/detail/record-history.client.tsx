'use client';
import { useEffect } from 'react';
import { STORAGE, readIds, writeIds } from '@/lib/browser/storage';

/** Opening a detail adds its id to HISTORY if absent. */
export function RecordHistory({ id }: { id: number }) {
  useEffect(() => {
    const ids = readIds(STORAGE.history);
    if (!ids.includes(id)) writeIds(STORAGE.history, [...ids, id]);
  }, [id]);
  return null;
}
