import type { Metadata } from 'next';
import { notFound } from 'next/navigation';

export const dynamic = 'force-dynamic';

export const metadata: Metadata = {
  title: 'Bare page',
  description: 'The bare baseline page of the measurement scripts.',
  robots: { index: false, follow: false },
};

/** Rendered per request like the site's pages, so throughput comparisons are like for like. */
export default function BarePage() {
  if (process.env.BENCH_PAGES !== '1') notFound();
  return (
    <main>
      <h1>Bare page</h1>
      <p>The baseline of the speed measurements: a server-rendered page with nothing else.</p>
    </main>
  );
}
