import fs from 'node:fs';
import pg from 'pg';

/**
 * CPU time spent by the processes that answer a request: the server (and the embedded database,
 * which runs on its thread), and PostgreSQL's backends serving the bench's database. Read from
 * /proc, so the same machine only; a backend that ends during a measurement takes its time with
 * it (the server's pool keeps its connections, so none does in practice).
 */
export interface CpuSampler {
  /** Milliseconds of CPU (user + system) so far, per process group. */
  sample(): Promise<{ server: number; database: number }>;
  close(): Promise<void>;
}

const TICKS_PER_SECOND = 100; // USER_HZ on Linux

/** utime + stime of a process in milliseconds, or 0 once it is gone. */
function cpuMsOf(pid: number): number {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    // Fields after the command name (which may hold spaces) start at the last ')'.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / TICKS_PER_SECOND;
  } catch {
    return 0;
  }
}

export async function cpuSampler(serverPid: number, postgres?: { url: string; database: string }): Promise<CpuSampler> {
  let client: pg.Client | undefined;
  if (postgres) {
    client = new pg.Client({ connectionString: postgres.url });
    await client.connect();
  }
  return {
    async sample() {
      let database = 0;
      if (client) {
        const { rows } = await client.query<{ pid: number }>('select pid from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()', [postgres!.database]);
        for (const { pid } of rows) database += cpuMsOf(pid);
      }
      return { server: cpuMsOf(serverPid), database };
    },
    async close() {
      await client?.end();
    },
  };
}

/** Budgets in milliseconds of CPU per request (server + database), per database, by endpoint name. */
export const CPU_BUDGETS: Record<string, { postgres: number; pglite: number }> = {
  'destinations list': { postgres: 0.8, pglite: 1.59 },
  'destinations search': { postgres: 3.1, pglite: 6.2 },
  'articles list': { postgres: 0.65, pglite: 1.3 },
  home: { postgres: 1.2, pglite: 2.45 },
  'packages list': { postgres: 0.33, pglite: 0.66 },
  settings: { postgres: 0.24, pglite: 0.47 },
  'contact message': { postgres: 0.49, pglite: 0.97 },
};
