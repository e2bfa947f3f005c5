import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { getDb } from '@/lib/server/db/client';
import { readOwnerUpload } from '@/lib/server/inbox/uploads';
import { makeOwner } from './fixtures';

// Uploads are read from UPLOAD_DIR: a scratch directory, never the demo's .data.
const uploadRoot = fs.mkdtempSync(path.join(os.tmpdir(), 'vn-rentals-inbox-uploads-'));
process.env.UPLOAD_DIR = uploadRoot;
afterAll(() => fs.rmSync(uploadRoot, { recursive: true, force: true }));

describe('reading an owner photo for the back office', () => {
  it('streams a photo an owner submission names, with its stored type', async () => {
    const key = `owners/2026-11/inbox-${Date.now()}-1.webp`;
    fs.mkdirSync(path.join(uploadRoot, 'owners/2026-11'), { recursive: true });
    fs.writeFileSync(path.join(uploadRoot, key), Buffer.from('RIFF'));
    await makeOwner(key);
    const upload = await readOwnerUpload(await getDb(), key);
    expect(upload?.contentType).toBe('image/webp');
    expect(Buffer.from(await new Response(upload!.body).arrayBuffer()).toString()).toBe('RIFF');
  });

  it('serves nothing for a key no submission names, a missing file or a path that climbs out', async () => {
    const stray = 'owners/2026-11/stray.webp';
    fs.mkdirSync(path.join(uploadRoot, 'owners/2026-11'), { recursive: true });
    fs.writeFileSync(path.join(uploadRoot, stray), Buffer.from('RIFF'));
    const db = await getDb();
    expect(await readOwnerUpload(db, stray)).toBeNull();
    const gone = `owners/2026-11/gone-${Date.now()}.webp`;
    await makeOwner(gone);
    expect(await readOwnerUpload(db, gone)).toBeNull();
    expect(await readOwnerUpload(db, '../../etc/passwd')).toBeNull();
    expect(await readOwnerUpload(db, 'owners/../../secret')).toBeNull();
  });
});
