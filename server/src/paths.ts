import path from 'node:path';

/**
 * The server's folder. This file runs from `server/src` (tsx, tests) or bundled into
 * `server/dist/main.js` (`npm start`): both one level below it, so the paths below hold for both.
 */
export const SERVER_DIR = path.resolve(import.meta.dirname, '..');

/** The repository's root, which holds the built client (`client/dist`). */
export const REPO_DIR = path.resolve(SERVER_DIR, '..');
