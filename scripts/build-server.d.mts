/** Bundles `entry` (relative to the repository) into `server/dist/<name>.js` (scripts/build-server.mjs). */
export function buildServer(entry?: string, name?: string): Promise<void>;
