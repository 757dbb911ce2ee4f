// Makes a fresh clone runnable: installs dependencies when they are missing or stale,
// builds the client and the server when their sources are newer than their builds (--build), and installs
// Debian's Chromium for the browser tests when it is missing (--browser).
// Only Node's own modules are used here: this runs before anything is installed.
import { execSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const args = new Set(process.argv.slice(2));
const run = (command) => execSync(command, { cwd: root, stdio: 'inherit' });

function mtime(file) {
  try {
    return fs.statSync(file).mtimeMs;
  } catch {
    return 0;
  }
}

function newestIn(dir) {
  let newest = 0;
  if (!fs.existsSync(dir)) return newest;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (entry.isFile()) newest = Math.max(newest, mtime(path.join(entry.parentPath, entry.name)));
  }
  return newest;
}

// Node 20.19 runs everything (CI does); three dependencies (kysely, and cookie and
// content-disposition under Fastify) declare Node 22, so npm prints an engine notice for each
// while installing below it. Say why before the install, instead of refusing.
const [major, minor] = process.versions.node.split('.').map(Number);
if (major < 20 || (major === 20 && minor < 19)) {
  console.error(`Node.js ${process.versions.node} is too old: 20.19 or newer is needed (22 or newer runs without notices).`);
  process.exit(1);
}

const installed = path.join(root, 'node_modules', '.package-lock.json');
if (mtime(installed) === 0 || mtime(path.join(root, 'package-lock.json')) > mtime(installed)) {
  console.log('Installing dependencies…');
  if (major < 22) {
    console.log(`(Node.js ${process.versions.node} is supported: the EBADENGINE notices for kysely, cookie and content-disposition, which ask for Node 22, are expected.)`);
  }
  run('npm ci --no-audit --no-fund');
}

/** Runs `command` when `built` is missing or older than any of `sources` (files or folders). */
function buildIfStale(what, built, sources, command) {
  const newest = Math.max(...sources.map((source) => (fs.statSync(source, { throwIfNoEntry: false })?.isDirectory() ? newestIn(source) : mtime(source))));
  if (mtime(built) === 0 || newest > mtime(built)) {
    console.log(`Building the ${what}…`);
    run(command);
  }
}

if (args.has('--build')) {
  const at = (...parts) => path.join(root, ...parts);
  buildIfStale(
    'client',
    at('client', 'dist', 'index.html'),
    [at('client', 'src'), at('client', 'public'), at('shared', 'src'), at('client', 'index.html'), at('client', 'vite.config.ts')],
    'npm run --silent build:client',
  );
  buildIfStale(
    'server',
    at('server', 'dist', 'main.js'),
    [at('server', 'src'), at('shared', 'src'), at('migrations'), at('scripts', 'build-server.mjs')],
    'npm run --silent build:server',
  );
}

if (args.has('--browser') && !fs.existsSync('/usr/bin/chromium')) {
  console.log("Installing Debian's Chromium for the browser tests…");
  const sudo = process.getuid?.() === 0 ? '' : 'sudo ';
  run(`${sudo}apt-get update -qq && ${sudo}env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium`);
}
