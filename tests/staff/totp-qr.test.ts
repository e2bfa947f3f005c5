import { describe, expect, it } from 'vitest';
import { groupKey, TOTP_ISSUER, totpPicture } from '@/lib/server/staff/totp-qr';

const uri = 'otpauth://totp/ISN%20Vietnam:agent%40example.com?secret=JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP&issuer=ISN%20Vietnam&digits=6&period=30';

describe('two-step set-up picture', () => {
  it('draws the otpauth link as an SVG QR code in a data: address', async () => {
    const { qr } = await totpPicture(uri);
    expect(qr).toMatch(/^data:image\/svg\+xml;base64,/);
    const svg = Buffer.from(qr.split(',')[1] ?? '', 'base64').toString();
    expect(svg).toContain('<svg');
    expect(svg).toContain('<path');
  });

  it('shows the key in groups of four for typing', async () => {
    expect((await totpPicture(uri)).groupedKey).toBe('JBSW Y3DP EHPK 3PXP JBSW Y3DP EHPK 3PXP');
    expect(groupKey('ABCDEF')).toBe('ABCD EF');
  });

  it('names the authenticator entry after the brand', () => {
    expect(TOTP_ISSUER).toBe('ISN Vietnam');
  });
});
