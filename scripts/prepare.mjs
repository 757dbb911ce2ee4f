// Makes a fresh clone runnable: installs dependencies when they are missing or stale,
// builds the client and the server when their sources are newer than their builds (--build), and installs
// Debian's Chromium for the browser tests when it is missing (--browser).
// Only Node's own modules are used here: this runs before anything is installed.
import { execSync, spawnSync } from 'node:child_process';
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
// content-disposition under Fastify) declare Node 22, so npm would print an engine notice for
// each while installing below it. The install below leaves those three out (and only those).
const [major, minor] = process.versions.node.split('.').map(Number);
if (major < 20 || (major === 20 && minor < 19)) {
  console.error(`Node.js ${process.versions.node} is too old: 20.19 or newer is needed (22 or newer runs without notices).`);
  process.exit(1);
}

// The packages known to declare Node 22 while running on 20.19: their engine notices are the only
// install output left out, so any other warning (or a new engine notice) still shows.
const KNOWN_NODE_22_PACKAGES = ['kysely', 'cookie', 'content-disposition'];

/** Drops npm's multi-line EBADENGINE blocks that name one of the known packages; keeps every other line. */
function withoutKnownEngineNotices(stderr) {
  const kept = [];
  let block = null;
  for (const line of stderr.split('\n')) {
    if (line.startsWith('npm warn EBADENGINE Unsupported engine {')) block = [line];
    else if (block) {
      block.push(line);
      if (line.startsWith('npm warn EBADENGINE }')) {
        const known = KNOWN_NODE_22_PACKAGES.some((name) => block.some((l) => l.includes(`package: '${name}@`)));
        if (!known) kept.push(...block);
        block = null;
      }
    } else kept.push(line);
  }
  if (block) kept.push(...block);
  return kept.join('\n').trim();
}

const installed = path.join(root, 'node_modules', '.package-lock.json');
if (mtime(installed) === 0 || mtime(path.join(root, 'package-lock.json')) > mtime(installed)) {
  console.log('Installing dependencies…');
  const install = spawnSync('npm', ['ci', '--no-audit', '--no-fund'], { cwd: root, stdio: ['inherit', 'inherit', 'pipe'], encoding: 'utf8' });
  const warnings = withoutKnownEngineNotices(install.stderr ?? '');
  if (warnings) console.error(warnings);
  if (install.status !== 0) process.exit(install.status ?? 1);
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
