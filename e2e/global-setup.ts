import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { serverNodeFlags } from '../scripts/server-flags.mjs';
import { pgWarningLines } from '../server/test/support/pg-warnings.ts';
import { DEMO_PASSWORD, SUPERADMIN_PASSWORD } from './accounts.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    /** Where the server's pg warnings are written, for pg-warnings.setup.ts to fail the test that caused them. */
    pgWarningsFile: string;
    /** The hour (server time) of the server's daily backup: twelve hours away from the suite's start. */
    backupHour: number;
  }
}

const root = path.resolve(import.meta.dirname, '..');

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

async function waitForHealth(url: string, child: ChildProcess, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      const res = await fetch(`${url}/api/health`);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error('server did not become healthy in time');
}

/**
 * The daily backup's hour, as far from now as a day allows: a suite of some minutes never
 * crosses it, so "no scheduled backup yet" holds whatever the wall clock says (a fixed 02:00
 * would fire during any run that starts at 01:50). Server time is this process's time zone,
 * which the server inherits.
 */
function hourFarFromNow(now: Date): number {
  return (now.getHours() + 12) % 24;
}

/** Starts the real server, as built, with the built client on a fresh embedded database. */
export default async function setup(project: TestProject) {
  if (!fs.existsSync(path.join(root, 'client/dist/index.html')) || !fs.existsSync(path.join(root, 'server/dist/main.js'))) {
    throw new Error('The site is not built: run `npm run build` first (npm test does).');
  }
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'island-e2e-'));
  const port = await freePort();
  const backupHour = hourFarFromNow(new Date());
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'production',
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    ADMIN_PASSWORD: SUPERADMIN_PASSWORD,
    DEMO_PASSWORD,
    LOG_LEVEL: 'warn',
    // Browser tests never reach the internet: no sea forecast.
    MARINE_FORECAST_URL: '',
    BACKUP_SCHEDULE: `0 ${backupHour} * * *`,
    // The tests set their stage through the public door, all from one address and often with
    // one phone or e-mail (twenty bookings for the staff's phone list, among others): the
    // production limits per address and per sender would refuse some.
    PUBLIC_FORM_MAX_PER_HOUR: '200',
    PUBLIC_FORM_MAX_PER_SENDER_PER_HOUR: '200',
  };
  delete env.DATABASE_URL;
  delete env.PUBLIC_URL;
  // As `npm run serve` runs it: the bundled server, with its heap flags.
  const child = spawn(process.execPath, [...serverNodeFlags(env), 'server/dist/main.js'], { cwd: root, env, stdio: ['ignore', 'ignore', 'pipe'] });
  // Its stderr is shown as before; pg's warnings in it are also kept for the tests to fail on.
  const pgWarningsFile = path.join(dataDir, 'pg-warnings.log');
  fs.writeFileSync(pgWarningsFile, '');
  child.stderr?.on('data', (chunk: Buffer) => {
    process.stderr.write(chunk);
    const lines = pgWarningLines(chunk.toString());
    if (lines.length > 0) fs.appendFileSync(pgWarningsFile, `${lines.join('\n')}\n`);
  });
  const baseUrl = `http://127.0.0.1:${port}`;
  await waitForHealth(baseUrl, child, 180_000);
  project.provide('baseUrl', baseUrl);
  project.provide('pgWarningsFile', pgWarningsFile);
  project.provide('backupHour', backupHour);

  return async () => {
    child.kill('SIGTERM');
    await new Promise((resolve) => (child.exitCode !== null ? resolve(null) : child.once('exit', resolve)));
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
}
