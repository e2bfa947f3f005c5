import 'server-only';
import { AwsClient } from 'aws4fetch';
import { assertKey, type UploadStorage } from './types';

export type S3Options = {
  endpoint: string;
  bucket: string;
  region?: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** The fetch used for the signed requests (tests inject one). */
  fetch?: typeof fetch;
};

/**
 * Uploads in an S3-compatible bucket (AWS S3, MinIO, R2…), addressed path-style
 * (`{endpoint}/{bucket}/{key}`) because that works with every implementation. A PUT is atomic:
 * the object exists whole once S3 answers 200, or not at all.
 */
export function s3Storage(options: S3Options): UploadStorage {
  const client = new AwsClient({
    accessKeyId: options.accessKeyId,
    secretAccessKey: options.secretAccessKey,
    service: 's3',
    region: options.region ?? 'us-east-1',
  });
  const base = `${options.endpoint.replace(/\/+$/, '')}/${encodeURIComponent(options.bucket)}`;
  const urlOf = (key: string) => {
    assertKey(key);
    return `${base}/${key.split('/').map(encodeURIComponent).join('/')}`;
  };
  const send = async (request: Request) => {
    const signed = await client.sign(request);
    // aws4fetch's signed copy drops the request's signal: passed again, or a stuck bucket hangs the caller.
    return (options.fetch ?? fetch)(signed, { signal: request.signal });
  };
  return {
    kind: 's3',
    async put(key, body, contentType) {
      const res = await send(
        new Request(urlOf(key), {
          method: 'PUT',
          body: new Uint8Array(body),
          headers: { 'content-type': contentType, 'content-length': String(body.byteLength) },
          signal: AbortSignal.timeout(30_000),
        }),
      );
      if (!res.ok) throw new Error(`S3 PUT ${key} answered ${res.status}`);
    },
    async delete(key) {
      const res = await send(new Request(urlOf(key), { method: 'DELETE', signal: AbortSignal.timeout(30_000) }));
      // 404: already gone, which is what a delete wants.
      if (!res.ok && res.status !== 404) throw new Error(`S3 DELETE ${key} answered ${res.status}`);
    },
    async get(key) {
      const res = await send(new Request(urlOf(key), { signal: AbortSignal.timeout(30_000) }));
      // Its small XML body is left unread: cancelling it hung the request inside Next's server (seen
      // with s3rver), and an unread body is freed with the response.
      if (res.status === 404) return null;
      if (!res.ok || !res.body) throw new Error(`S3 GET ${key} answered ${res.status}`);
      const modified = res.headers.get('last-modified');
      return {
        body: res.body,
        bytes: Number(res.headers.get('content-length') ?? 0),
        contentType: res.headers.get('content-type') ?? undefined,
        etag: res.headers.get('etag') ?? undefined,
        modified: modified ? new Date(modified) : undefined,
      };
    },
    async list(prefix) {
      const start = prefix.replace(/\/+$/, '');
      if (start) assertKey(start);
      const keys: string[] = [];
      let token: string | undefined;
      // ListObjectsV2, a thousand keys a page: the key itself, and what lies under it as a folder.
      do {
        const query = new URLSearchParams({ 'list-type': '2', ...(start ? { prefix: start } : {}), ...(token ? { 'continuation-token': token } : {}) });
        const res = await send(new Request(`${base}?${query}`, { signal: AbortSignal.timeout(30_000) }));
        if (!res.ok) throw new Error(`S3 LIST ${prefix} answered ${res.status}`);
        const xml = await res.text();
        for (const m of xml.matchAll(/<Key>([^<]*)<\/Key>/g)) {
          const key = unescapeXml(m[1]);
          if (!start || key === start || key.startsWith(`${start}/`)) keys.push(key);
        }
        token = /<IsTruncated>true<\/IsTruncated>/.test(xml) ? unescapeXml(/<NextContinuationToken>([^<]*)<\/NextContinuationToken>/.exec(xml)?.[1] ?? '') || undefined : undefined;
      } while (token);
      return keys.sort();
    },
  };
}

/** The five entities an S3 listing escapes (keys are the server's own: letters, digits, dots, dashes). */
function unescapeXml(text: string): string {
  return text.replace(/&(lt|gt|quot|apos|amp);/g, (_, name: string) => ({ lt: '<', gt: '>', quot: '"', apos: "'", amp: '&' })[name] ?? '');
}
