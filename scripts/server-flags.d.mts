/** The V8 flags the server runs with, for `env` (scripts/server-flags.mjs). */
export function serverNodeFlags(env?: NodeJS.ProcessEnv): string[];
/** The command line that runs the bundled server, as `npm run serve` and the image write it. */
export const SERVE_COMMAND: string;
