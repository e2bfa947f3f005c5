/**
 * A real IMAP server for the tests: Debian's dovecot (dovecot-imapd), started in the foreground
 * with a throw-away configuration in a temp directory: one user from a passwd-file, maildir under
 * the same directory, plain login on 127.0.0.1 and a free port (or the one asked for). Absent dovecot, `startDovecot`
 * returns undefined and the caller skips (.ci/run installs it, so CI always runs these tests).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net, { type AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';

export const DOVECOT = process.env.DOVECOT_BIN ?? '/usr/sbin/dovecot';

/** The one mailbox user of the test server, and the IMAP_URL that reads its INBOX on `port`. */
export const DOVECOT_USER = 'replies';
export const DOVECOT_PASS = 'test-secret';
export const dovecotUrl = (port: number) => `imap://${DOVECOT_USER}:${DOVECOT_PASS}@127.0.0.1:${port}/INBOX`;

export type Dovecot = { url: string; port: number; user: string; pass: string; stop(): Promise<void> };

async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

async function listening(port: number, ms: number, child: ChildProcess, log: string): Promise<void> {
  const end = Date.now() + ms;
  for (;;) {
    const ok = await new Promise<boolean>((resolve) => {
      const socket = net.connect(port, '127.0.0.1', () => {
        socket.end();
        resolve(true);
      });
      socket.on('error', () => resolve(false));
    });
    if (ok) return;
    if (child.exitCode !== null || Date.now() > end) {
      throw new Error(`dovecot did not start: ${fs.existsSync(log) ? fs.readFileSync(log, 'utf8').slice(-2000) : 'no log'}`);
    }
    await new Promise((r) => setTimeout(r, 50));
  }
}

export async function startDovecot(options: { port?: number } = {}): Promise<Dovecot | undefined> {
  if (!fs.existsSync(DOVECOT)) return undefined;
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'vn-rentals-dovecot-'));
  fs.chmodSync(dir, 0o777);
  const port = options.port ?? (await freePort());
  const user = DOVECOT_USER;
  const pass = DOVECOT_PASS;
  // As root, dovecot's login and internal processes must run as its own users, and mail must not
  // be read as root: the mail user is then nobody (the temp dir is world-writable for it).
  const root = process.getuid?.() === 0;
  const me = os.userInfo();
  const uid = root ? 65534 : me.uid;
  const gid = root ? 65534 : me.gid;
  const group = root ? 'dovecot' : (fs.readFileSync('/etc/group', 'utf8').split('\n').find((l) => l.split(':')[2] === String(me.gid))?.split(':')[0] ?? me.username);
  fs.writeFileSync(path.join(dir, 'passwd'), `${user}:{PLAIN}${pass}:${uid}:${gid}::${dir}/home\n`);
  const log = path.join(dir, 'dovecot.log');
  const conf = path.join(dir, 'dovecot.conf');
  fs.writeFileSync(
    conf,
    `protocols = imap
listen = 127.0.0.1
base_dir = ${dir}/run
state_dir = ${dir}/state
log_path = ${log}
ssl = no
disable_plaintext_auth = no
auth_mechanisms = plain login
mail_location = maildir:${dir}/mail/%u
first_valid_uid = ${Math.min(uid, 500)}
default_login_user = ${root ? 'dovenull' : me.username}
default_internal_user = ${root ? 'dovecot' : me.username}
default_internal_group = ${group}
passdb {
  driver = passwd-file
  args = ${dir}/passwd
}
userdb {
  driver = passwd-file
  args = ${dir}/passwd
}
service imap-login {
  chroot =
  inet_listener imap {
    address = 127.0.0.1
    port = ${port}
  }
  inet_listener imaps {
    port = 0
  }
}
service anvil {
  chroot =
}
service stats {
  chroot =
}
`,
  );
  const child = spawn(DOVECOT, ['-F', '-c', conf], { stdio: 'ignore' });
  await listening(port, 15_000, child, log);
  return {
    url: dovecotUrl(port),
    port,
    user,
    pass,
    async stop() {
      if (child.exitCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        child.kill('SIGTERM');
        await exited;
      }
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}
