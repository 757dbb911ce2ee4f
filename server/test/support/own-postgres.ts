import { execFileSync, type ExecFileSyncOptions } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

/**
 * A PostgreSQL server of a test's own, from Debian's binaries, that the test may stop and start
 * at will. initdb refuses to run as root, so as root the server runs as the `postgres` user.
 */
export interface OwnPostgres {
  url: string;
  start(): void;
  /** A fast stop: connections are cut (admin shutdown), as in a restart or failover. */
  stop(): void;
  remove(): void;
}

export function postgresBinDir(): string | null {
  const root = '/usr/lib/postgresql';
  if (!fs.existsSync(root)) return null;
  const versions = fs.readdirSync(root).sort((a, b) => Number(b) - Number(a));
  for (const version of versions) {
    const bin = path.join(root, version, 'bin');
    if (fs.existsSync(path.join(bin, 'initdb')) && fs.existsSync(path.join(bin, 'pg_ctl'))) return bin;
  }
  return null;
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

export async function createOwnPostgres(bin: string): Promise<OwnPostgres> {
  const asRoot = process.getuid?.() === 0;
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'island-pg-'));
  const data = path.join(dir, 'data');
  const port = await freePort();
  if (asRoot) execFileSync('chown', ['postgres:postgres', dir]);
  const run = (tool: string, args: string[]) => {
    const options: ExecFileSyncOptions = { stdio: 'pipe', timeout: 60_000 };
    if (asRoot) execFileSync('runuser', ['-u', 'postgres', '--', path.join(bin, tool), ...args], options);
    else execFileSync(path.join(bin, tool), args, options);
  };
  run('initdb', ['-D', data, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--no-sync', '--no-instructions']);
  const serverOptions = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=50`;
  const log = path.join(dir, 'server.log');
  const own: OwnPostgres = {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    start: () => run('pg_ctl', ['-D', data, '-o', serverOptions, '-l', log, '-w', '-t', '30', 'start']),
    stop: () => run('pg_ctl', ['-D', data, '-m', 'fast', '-w', '-t', '30', 'stop']),
    remove: () => {
      try {
        own.stop();
      } catch {
        // already stopped
      }
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
  own.start();
  return own;
}
