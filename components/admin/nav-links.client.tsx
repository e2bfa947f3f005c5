'use client';
import Link from 'next/link';
import { usePathname } from 'next/navigation';

export type NavBadge = { text: string; urgent: boolean };

/** The section links, marked current from the address (the frame is not rendered again on a client navigation). */
export function NavLinks({ items }: { items: { href: string; label: string; badge?: NavBadge }[] }) {
  const path = usePathname();
  const link = 'flex items-center justify-between gap-2 rounded px-3 py-2 text-sm font-medium hover:bg-slate-700 focus-visible:outline-2 focus-visible:outline-white';
  return (
    <ul className="flex flex-wrap gap-1 lg:flex-col">
      {items.map((item) => {
        const current = path === item.href || path.startsWith(`${item.href}/`);
        return (
          <li key={item.href}>
            <Link prefetch={false} href={item.href} aria-current={current ? 'page' : undefined} className={`${link} ${current ? 'bg-slate-700' : ''}`}>
              {item.label}
              {item.badge && (
                <span data-testid="inbox-counts" className={`rounded px-1.5 text-xs font-semibold ${item.badge.urgent ? 'bg-red-200 text-red-950' : 'bg-amber-300 text-slate-900'}`}>
                  {item.badge.text}
                </span>
              )}
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
