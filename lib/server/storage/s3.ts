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
    return (options.fetch ?? fetch)(signed);
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
  };
}
