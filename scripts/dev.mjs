// `npm run dev`: the API (restarting on change) and Vite's dev server (hot reload) side by side.
// Vite proxies /api, /trpc and /uploads to the API on port 3000.
import { spawn } from 'node:child_process';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const children = [
  spawn('npx', ['tsx', 'watch', '--clear-screen=false', 'server/src/main.ts'], { cwd: root, stdio: 'inherit' }),
  spawn('npx', ['vite', '--config', 'client/vite.config.ts'], { cwd: root, stdio: 'inherit' }),
];
const stop = () => {
  for (const child of children) child.kill('SIGTERM');
};
for (const child of children) child.on('exit', (code) => {
  stop();
  process.exitCode = code ?? 0;
});
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
