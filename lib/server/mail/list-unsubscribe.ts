import 'server-only';
import { mailConfig } from './config';

/**
 * RFC 2369 and RFC 8058 headers for a mail a person asked for and may stop (the newsletter, the
 * search alerts): the HTTPS link a mail client POSTs `List-Unsubscribe=One-Click` to, and a mailto
 * fallback to the staff address.
 */
export function listUnsubscribeHeaders(oneClickUrl: string): Record<string, string> {
  const { staff } = mailConfig();
  return {
    'List-Unsubscribe': `<${oneClickUrl}>, <mailto:${staff}?subject=unsubscribe>`,
    'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
  };
}
