/**
 * node scripts/fix-lockfile.mjs — run after `npm install` changes package-lock.json.
 *
 * The registry this project installs from does not carry every platform's prebuilt binary at
 * every version (e.g. @next/swc-darwin-arm64 at Next's exact version). npm then leaves those
 * optional packages out of package-lock.json, and `npm ci` rejects the lock as out of sync.
 * This adds an entry for each missing optional platform package (version, os, cpu, optional),
 * which is what npm itself writes; on a machine of another platform npm skips them, and on one
 * that needs them npm fetches them by version as usual.
 */
import fs from 'node:fs';

const lock = JSON.parse(fs.readFileSync('package-lock.json', 'utf8'));
const packages = lock.packages;
const PLATFORM = /-(darwin|linux|win32|android|freebsd|openharmony|sunos|aix)-(arm64|x64|ia32|arm|ppc64|s390x|riscv64|loong64)/;
let added = 0;
for (const [key, entry] of Object.entries(packages)) {
  for (const [name, spec] of Object.entries(entry.optionalDependencies ?? {})) {
    const base = key ? `${key}/node_modules/${name}` : `node_modules/${name}`;
    if (packages[base] || packages[`node_modules/${name}`]) continue;
    if (!/^\d+\.\d+\.\d+/.test(spec)) continue;
    // WebAssembly fallbacks (e.g. @tailwindcss/oxide-wasm32-wasi) declare only their cpu.
    if (/-wasm32-wasi$/.test(name)) {
      packages[`node_modules/${name}`] = { version: spec, cpu: ['wasm32'], optional: true };
      added++;
      continue;
    }
    const match = PLATFORM.exec(name);
    if (!match) continue;
    const [, os, cpu] = match;
    const libc = /musl/.test(name) ? ['musl'] : /-gnu/.test(name) ? ['glibc'] : undefined;
    packages[`node_modules/${name}`] = { version: spec, cpu: [cpu], os: [os], ...(libc ? { libc } : {}), optional: true };
    added++;
  }
}
const sorted = Object.fromEntries(Object.entries(packages).sort(([a], [b]) => (a === '' ? -1 : b === '' ? 1 : a.localeCompare(b))));
lock.packages = sorted;
fs.writeFileSync('package-lock.json', `${JSON.stringify(lock, null, 2)}\n`);
console.log(`package-lock.json: added ${added} optional platform entries`);
