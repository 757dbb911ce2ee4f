// How the server's JavaScript engine is sized (docs/decisions/0010-v8-sized-for-a-small-server.md).
// Left alone, V8 sizes its heap for a limit of a quarter of the machine's memory and keeps what it
// grew; a 512 MiB limit keeps the process small (reaching it ends the process: HEAP_LIMIT_MB raises
// it). Semi-spaces of 16 MiB (V8's own size) rather than 4: every answer made anew allocates
// short-lived objects, and with 4 MiB their collector took a fifth of an uncached read's CPU.
// `npm run serve` and the Dockerfile write the same flags out; scripts/server-flags.test.ts holds
// the three together. The browser tests and the benchmark run the server with these.

/** The V8 flags the server runs with, for `env` (HEAP_LIMIT_MB raises the heap's ceiling). */
export function serverNodeFlags(env = process.env) {
  return [`--max-old-space-size=${env.HEAP_LIMIT_MB || 512}`, '--max-semi-space-size=16'];
}

/** The command line that runs the bundled server, as `npm run serve` and the image write it. */
export const SERVE_COMMAND = 'node --max-old-space-size=${HEAP_LIMIT_MB:-512} --max-semi-space-size=16 server/dist/main.js';
