// How the server's JavaScript engine is sized (README, Performance). Left alone, V8 lets its heap
// grow toward a quarter of the machine's memory before collecting hard, and keeps what it grew:
// under a burst of requests the process held 230-250 MiB. A 128 MiB old space (HEAP_LIMIT_MB)
// and 4 MiB semi-spaces for short-lived objects keep it near 125 MiB at the same throughput.
// `npm run serve` and the Dockerfile write the same flags out; scripts/server-flags.test.ts
// holds the three together. The browser tests and the benchmark run the server with these.

/** The V8 flags the server runs with, for `env` (HEAP_LIMIT_MB raises the heap's ceiling). */
export function serverNodeFlags(env = process.env) {
  return [`--max-old-space-size=${env.HEAP_LIMIT_MB || 128}`, '--max-semi-space-size=4'];
}

/** The command line that runs the bundled server, as `npm run serve` and the image write it. */
export const SERVE_COMMAND = 'node --max-old-space-size=${HEAP_LIMIT_MB:-128} --max-semi-space-size=4 server/dist/main.js';
