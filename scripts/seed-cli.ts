/**
 * npm run seed -- [--residences N] [--offices N] [--if-empty] [--no-media]
 *
 * Seeds the configured database (PostgreSQL with DATABASE_URL, else the embedded one) with the
 * demo catalogue, and writes the demo images and PDFs under MEDIA_DIR. With --if-empty an already
 * seeded database is left as it is. The embedded database cannot be seeded while the server has
 * it open: stop the server first.
 */
import { parseArgs } from 'node:util';
import { openDatabase } from '@/lib/server/db/client';
import { mediaRoot } from '@/lib/server/media';
import { resolvePath, settings } from '@/lib/server/settings';
import { generateMedia } from './seed/media';
import { DEMO_COUNTS, isSeeded, seedDatabase } from './seed/seed';

const { values } = parseArgs({
  options: {
    residences: { type: 'string' },
    offices: { type: 'string' },
    'if-empty': { type: 'boolean', default: false },
    'no-media': { type: 'boolean', default: false },
  },
});

function count(name: string, raw: string | undefined, fallback: number): number {
  if (raw === undefined) return fallback;
  const n = Number(raw);
  if (!Number.isInteger(n) || n < 0 || n > 5_000_000) {
    console.error(`--${name} must be a whole number from 0 to 5000000`);
    process.exit(2);
  }
  return n;
}

const residences = count('residences', values.residences, DEMO_COUNTS.residences);
const offices = count('offices', values.offices, DEMO_COUNTS.offices);

async function main() {
  const handle = await openDatabase();
  try {
    const target = handle.engine === 'postgres' ? 'PostgreSQL (DATABASE_URL)' : `the embedded database in ${resolvePath(settings().PGLITE_DIR)}`;
    if (values['if-empty'] && (await isSeeded(handle.db))) {
      console.log(`${target} already holds the demo content.`);
    } else {
      console.log(`Seeding ${target} with ${residences} residences and ${offices} offices…`);
      const report = await seedDatabase(handle.db, { residences, offices, log: console.log, ratesAsOf: new Date() });
      console.log(`Seeded ${report.residences} residences, ${report.offices} offices, ${report.projects} projects and ${report.blogs} posts in ${(report.ms / 1000).toFixed(1)} s.`);
    }
  } finally {
    await handle.close();
  }
  if (!values['no-media']) {
    const media = await generateMedia(mediaRoot());
    if (media.written) console.log(`Wrote ${media.written} demo media files in ${(media.ms / 1000).toFixed(1)} s.`);
  }
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
