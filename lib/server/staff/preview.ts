import 'server-only';
import { staffFromHeaders } from './current';

/**
 * Whether a request may see unpublished listings: it asked for a preview AND carries a signed-in
 * staff member's session. `isPreview` alone is an ordinary read (published listings only).
 */
export async function previewAllowed(asked: boolean, request: { headers: Headers }): Promise<boolean> {
  if (!asked) return false;
  return (await staffFromHeaders(request.headers)) !== null;
}
