import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort } from './own-postgres.ts';
import { notePgWarning, pgWarningLines } from './pg-warnings.ts';

const ROOT = path.resolve(import.meta.dirname, '../../..');
export const ADMIN = { email: 'admin@robust.test', password: 'rahasia-robust-123' };

/**
 * The real server (server/src/main.ts) as a process of its own, in production mode, from its
 * sources (these tests run before the build; the browser tests run the bundle `npm start` runs).
 */
export interface ServerProcess {
  baseUrl: string;
  child: ChildProcess;
  /** Its exit code once it exited; null while it runs. */
  exitCode(): number | null;
  output(): string;
  /** SIGTERM, then the exit code (or null if it did not exit within `ms`). */
  terminate(ms?: number): Promise<number | null>;
  cleanup(): void;
}

export async function startServerProcess(env: Record<string, string>, startTimeoutMs = 90_000): Promise<ServerProcess> {
  const port = await freePort();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'island-server-'));
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(ROOT, 'server/src/main.ts')], {
    cwd: ROOT,
    env: {
      PATH: process.env.PATH,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: dataDir,
      CLIENT_DIST: path.join(dataDir, 'no-client'),
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      SEED_DEMO: 'false',
      LOG_LEVEL: 'warn',
      JWT_SECRET: 'robustness-test-secret-robustness-test-secret',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => {
    output += chunk.toString();
    // Its pg warnings fail the running test, as the suite's own do (pg-warnings.setup.ts).
    for (const line of pgWarningLines(chunk.toString())) notePgWarning(`server process: ${line}`);
  });
  let code: number | null = null;
  const exited = new Promise<number | null>((resolve) =>
    child.once('exit', (exitCode, signal) => {
      code = exitCode ?? (signal ? 128 : null);
      resolve(code);
    }),
  );
  const baseUrl = `http://127.0.0.1:${port}`;
  const server: ServerProcess = {
    baseUrl,
    child,
    exitCode: () => code,
    output: () => output,
    async terminate(ms = 15_000) {
      if (code !== null) return code;
      child.kill('SIGTERM');
      return Promise.race([exited, new Promise<null>((resolve) => setTimeout(() => resolve(null), ms))]);
    },
    cleanup() {
      if (code === null) child.kill('SIGKILL');
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
  const deadline = Date.now() + startTimeoutMs;
  while (Date.now() < deadline) {
    if (code !== null) throw new Error(`server exited with ${code}:\n${output}`);
    try {
      if ((await fetch(`${baseUrl}/api/health`)).status === 200) return server;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  server.cleanup();
  throw new Error(`server did not start:\n${output}`);
}

export async function signIn(baseUrl: string, headers: Record<string, string> = {}): Promise<string> {
  const res = await fetch(`${baseUrl}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify({ email: ADMIN.email, password: ADMIN.password }),
  });
  const body = (await res.json()) as { data?: { token?: string } };
  if (!body.data?.token) throw new Error(`sign-in failed: ${res.status} ${JSON.stringify(body)}`);
  return body.data.token;
}
