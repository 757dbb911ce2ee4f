// How the server's JavaScript engine is sized (docs/performance.md, Memory). Left alone, V8 gives
// short-lived objects 16 MiB semi-spaces and sizes its heap for a limit of a quarter of the
// machine's memory, and keeps what it grew: after a burst of requests the process held 230-250
// MiB. With 4 MiB semi-spaces and a 512 MiB limit it stays near 120 MiB at the same throughput
// (limits of 128 to 1,024 MiB measured alike; the limit is kept high because reaching it ends the
// process: HEAP_LIMIT_MB raises it). `npm run serve` and the Dockerfile write the same flags out;
// scripts/server-flags.test.ts holds the three together. The browser tests and the benchmark run
// the server with these.

/** The V8 flags the server runs with, for `env` (HEAP_LIMIT_MB raises the heap's ceiling). */
export function serverNodeFlags(env = process.env) {
  return [`--max-old-space-size=${env.HEAP_LIMIT_MB || 512}`, '--max-semi-space-size=4'];
}

/** The command line that runs the bundled server, as `npm run serve` and the image write it. */
export const SERVE_COMMAND = 'node --max-old-space-size=${HEAP_LIMIT_MB:-512} --max-semi-space-size=4 server/dist/main.js';
