import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ServerProcess, startServerProcess } from '../support/server-process.ts';

/**
 * SIGTERM while 30 keep-alive clients keep asking: no request is reset; each is answered (its
 * connection told to close) until the port stops accepting; the process exits 0 in bounded time.
 */
const CLIENTS = 30;

let server: ServerProcess;
beforeAll(async () => {
  server = await startServerProcess({});
}, 120_000);
afterAll(() => server?.cleanup());

class Refused extends Error {}

/**
 * One GET. A failure on a fresh connection means the port no longer takes connections (refused,
 * or reset in the listen queue as it closes): `Refused`. A failure on a reused keep-alive
 * connection is the fault this test looks for.
 */
function get(agent: http.Agent, url: URL): Promise<{ status: number; connection: string | undefined }> {
  return new Promise((resolve, reject) => {
    const req = http.get({ agent, host: url.hostname, port: url.port, path: '/api/health' }, (res) => {
      res.resume();
      res.on('end', () => resolve({ status: res.statusCode ?? 0, connection: res.headers.connection }));
      res.on('error', reject);
    });
    req.on('error', (error) => reject(req.reusedSocket ? error : new Refused(String(error))));
  });
}

describe('graceful shutdown', () => {
  it(`answers every request of ${CLIENTS} keep-alive clients and exits 0`, async () => {
    const url = new URL(server.baseUrl);
    const resets: string[] = [];
    const statuses = new Map<number, number>();
    let told = 0;
    let stopped = false;
    const client = async () => {
      const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
      try {
        while (!stopped) {
          try {
            const res = await get(agent, url);
            statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1);
            if (res.connection === 'close') told++;
          } catch (error) {
            // The port no longer accepts: this client is done. Anything else is a reset request.
            if (error instanceof Refused) return;
            resets.push(String(error));
            return;
          }
        }
      } finally {
        agent.destroy();
      }
    };
    const clients = Array.from({ length: CLIENTS }, client);
    await new Promise((resolve) => setTimeout(resolve, 1500));
    const started = performance.now();
    const exitCode = await server.terminate(15_000);
    const took = performance.now() - started;
    stopped = true;
    await Promise.all(clients);

    expect(exitCode).toBe(0);
    expect(took).toBeLessThan(15_000);
    expect(resets).toEqual([]);
    expect(told).toBeGreaterThan(0);
    // Health says 503 while the instance drains, so a load balancer stops sending it work.
    expect(statuses.get(503) ?? 0).toBeGreaterThan(0);
    expect([...statuses.keys()].every((status) => status === 200 || status === 503)).toBe(true);
  }, 60_000);
});
