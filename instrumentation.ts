/**
 * Next calls `register` once when a server process starts (`npm start`, `npm run serve`, `npm run dev`):
 * the background work starts here, so development runs what production runs (lib/server/background.ts).
 * The import sits inside the runtime test so that the edge build leaves it out.
 */
export async function register(): Promise<void> {
  if (process.env.NEXT_RUNTIME === 'nodejs') {
    const { startBackground } = await import('@/lib/server/background');
    await startBackground();
  }
}
