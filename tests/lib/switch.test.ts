import { describe, expect, it } from 'vitest';
import { switchSetting, switchValue } from '@/lib/settings/switch';

describe('on/off settings', () => {
  it('read on, true, yes and 1 as on and off, false, no and 0 as off, in any case; unset or empty keeps the default', () => {
    for (const on of ['on', 'ON', 'true', 'True', 'yes', '1', ' on ']) expect(switchValue('PAGE_CACHE', on, false)).toBe(true);
    for (const off of ['off', 'OFF', 'false', 'no', 'No', '0']) expect(switchValue('PAGE_CACHE', off, true)).toBe(false);
    expect(switchValue('PAGE_CACHE', undefined, true)).toBe(true);
    expect(switchValue('PAGE_CACHE', '', false)).toBe(false);
  });

  it('refuse anything else with the setting named, rather than flip silently', () => {
    expect(() => switchValue('PAGE_CACHE', 'nope', true)).toThrow('PAGE_CACHE must be on or off (also true/false, yes/no, 1/0), not "nope"');
    const field = switchSetting(true);
    expect(field.parse('no')).toBe(false);
    expect(field.parse(undefined)).toBe(true);
    expect(field.safeParse('disabled').success).toBe(false);
  });
});
