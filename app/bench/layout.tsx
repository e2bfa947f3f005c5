import type { ReactNode } from 'react';

/**
 * The baseline of the measurement scripts: a bare Next page of the same build, with none
 * of the site's layout, styles, fonts or client islands. It exists only while the server runs
 * with BENCH_PAGES=1 (the middleware lets /bench/bare through only then); otherwise it is a 404.
 */
export default function BenchLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="en">
      <body>{children}</body>
    </html>
  );
}
