import { afterEach, describe, expect, it, vi } from 'vitest';

/** What the site's absolute links start with when SITE_URL is or is not set. */
async function siteUrl(env: { SITE_URL?: string; PORT?: string }): Promise<string> {
  vi.resetModules();
  vi.stubEnv('SITE_URL', env.SITE_URL ?? '');
  if (env.SITE_URL === undefined) delete process.env.SITE_URL;
  vi.stubEnv('PORT', env.PORT ?? '');
  if (env.PORT === undefined) delete process.env.PORT;
  const { settings } = await import('@/lib/server/settings');
  return settings().SITE_URL;
}

describe('SITE_URL', () => {
  afterEach(() => {
    vi.unstubAllEnvs();
    vi.resetModules();
  });

  it('unset, names the port the server answers on, not a fixed one', async () => {
    expect(await siteUrl({ PORT: '3150' })).toBe('http://localhost:3150');
    expect(await siteUrl({})).toBe('http://localhost:3000');
  });

  it('a PORT that is not a port number does not make an address of it: the settings are refused', async () => {
    await expect(siteUrl({ PORT: 'x:1@evil.test' })).rejects.toThrow(/Invalid settings: PORT/);
  });

  it('set, wins over the port', async () => {
    expect(await siteUrl({ SITE_URL: 'https://isn.example', PORT: '3150' })).toBe('https://isn.example');
  });
});
