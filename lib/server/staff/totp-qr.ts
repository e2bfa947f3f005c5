import 'server-only';
import QRCode from 'qrcode';

/** The brand an authenticator app shows beside the code (better-auth's issuer). */
export const TOTP_ISSUER = 'ISN Vietnam';

export type TotpPicture = { qr: string; groupedKey: string };

/** The key in groups of four, easier to type than 32 letters in a row. */
export function groupKey(secret: string): string {
  return secret.replace(/\s+/g, '').match(/.{1,4}/g)?.join(' ') ?? '';
}

/** The otpauth link as a QR code (an SVG in a data: address, drawn on the server) and its key for typing. */
export async function totpPicture(uri: string): Promise<TotpPicture> {
  const svg = await QRCode.toString(uri, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 });
  const secret = URL.canParse(uri) ? (new URL(uri).searchParams.get('secret') ?? '') : '';
  return { qr: `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`, groupedKey: groupKey(secret) };
}
