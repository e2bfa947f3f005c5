'use client';
import { createContext, useContext, type ReactNode } from 'react';
import type { OfficeLinks } from '@/lib/contact-channels';

const OfficeReach = createContext<OfficeLinks | null>(null);

/**
 * The office a page's forms point to when a send fails: the layout gives the visitor's city's, a
 * listing's page its city's (around its contact form). Read by the forms' failure notice
 * (./send-row.client.tsx), so a renter whose message did not go through can still call or write.
 */
export function OfficeReachProvider({ value, children }: { value: OfficeLinks | null; children: ReactNode }) {
  return <OfficeReach value={value}>{children}</OfficeReach>;
}

export function useOfficeReach(): OfficeLinks | null {
  return useContext(OfficeReach);
}
