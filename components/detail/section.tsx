/** One titled part of the detail page, its heading labelling it. */
export function Section({ id, title, children }: { id: string; title: string; children: React.ReactNode }) {
  return (
    <section aria-labelledby={`detail-${id}`} className="border-t border-slate-200 pt-6" data-testid={`detail-${id}`}>
      <h2 id={`detail-${id}`} className="text-xl font-bold text-slate-900">
        {title}
      </h2>
      <div className="mt-3">{children}</div>
    </section>
  );
}

/** A list with a tick before each item (services, facilities). */
export function Ticks({ items }: { items: readonly string[] }) {
  return (
    <ul className="grid gap-x-6 gap-y-2 sm:grid-cols-2 lg:grid-cols-3">
      {items.map((item) => (
        <li key={item} className="tick">
          <svg viewBox="0 0 20 20" className="tick-icon" aria-hidden="true">
            <path d="M7.7 13.3 4.4 10l-1.4 1.4 4.7 4.7 9.9-9.9-1.4-1.4z" />
          </svg>
          {item}
        </li>
      ))}
    </ul>
  );
}
