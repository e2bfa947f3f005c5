import { describe, expect, it } from 'vitest';
import { parseSettings } from '@/lib/settings/settings';

describe('on/off settings', () => {
  it('read on, true, yes and 1 as on and off, false, no and 0 as off, in any case; unset or empty keeps the default', () => {
    for (const on of ['on', 'ON', 'true', 'True', 'yes', '1', ' on ']) expect(parseSettings({ PAGE_CACHE: on, DATA_CACHE: on }), on).toMatchObject({ PAGE_CACHE: true, DATA_CACHE: true });
    for (const off of ['off', 'OFF', 'false', 'no', 'No', '0']) expect(parseSettings({ PAGE_CACHE: off, DATA_CACHE: off }), off).toMatchObject({ PAGE_CACHE: false, DATA_CACHE: false });
    expect(parseSettings({})).toMatchObject({ PAGE_CACHE: true, DATA_CACHE: true, MAIL_WORKER: true, ALERTS_SCHEDULER: true, SEARCH_CACHE: true });
    expect(parseSettings({ PAGE_CACHE: '', MAIL_WORKER: '' })).toMatchObject({ PAGE_CACHE: true, MAIL_WORKER: true });
  });

  it('refuse anything else with the setting named, rather than flip silently', () => {
    expect(() => parseSettings({ PAGE_CACHE: 'nope' })).toThrow('PAGE_CACHE: must be on or off (also true/false, yes/no, 1/0)');
    expect(() => parseSettings({ DATA_CACHE: 'disabled' })).toThrow('DATA_CACHE: must be on or off');
  });
});

describe("the production server's settings, in the same schema", () => {
  it('default to what the server has always used', () => {
    expect(parseSettings({})).toMatchObject({
      PORT: 3000,
      PAGE_CACHE_MB: 64,
      PAGE_CACHE_TTL: 300,
      KEEP_ALIVE_TIMEOUT: 65,
      HEADERS_TIMEOUT: 20,
      BODY_TIMEOUT: 10,
      BODY_MIN_RATE: 16_384,
      REQUEST_TIMEOUT: 120,
      MAX_CONNECTIONS: 1024,
      RENDER_CONCURRENCY: 4,
      RENDER_QUEUE: 64,
      SITE_URL: 'http://localhost:3000',
    });
    expect(parseSettings({ PORT: '3901' }).SITE_URL).toBe('http://localhost:3901');
  });

  it('refuse a bad value, naming it, before the server listens', () => {
    expect(() => parseSettings({ METRICS_PORT: '70000' })).toThrow(/METRICS_PORT/);
    expect(() => parseSettings({ RENDER_CONCURRENCY: '0' })).toThrow(/RENDER_CONCURRENCY/);
    expect(() => parseSettings({ PAGE_CACHE_MB: 'lots' })).toThrow(/PAGE_CACHE_MB/);
    expect(() => parseSettings({ TRUST_PROXY: 'true' })).toThrow(/TRUST_PROXY: .*"true" would let any client choose its address/);
    expect(() => parseSettings({ TRUST_PROXY: '10.0.0.0/99' })).toThrow(/TRUST_PROXY: .*not an address/);
    expect(parseSettings({ TRUST_PROXY: 'loopback, 10.0.0.0/8' }).TRUST_PROXY).toBe('loopback, 10.0.0.0/8');
  });
});
