'use client';
import Link from 'next/link';
import { usePathname } from 'next/navigation';

/** The section links, marked current from the address (the frame is not rendered again on a client navigation). */
export function NavLinks({ items }: { items: { href: string; label: string }[] }) {
  const path = usePathname();
  const link = 'block rounded px-3 py-2 text-sm font-medium hover:bg-slate-700 focus-visible:outline-2 focus-visible:outline-white';
  return (
    <ul className="flex flex-wrap gap-1 lg:flex-col">
      {items.map((item) => {
        const current = path === item.href || path.startsWith(`${item.href}/`);
        return (
          <li key={item.href}>
            <Link prefetch={false} href={item.href} aria-current={current ? 'page' : undefined} className={`${link} ${current ? 'bg-slate-700' : ''}`}>
              {item.label}
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
