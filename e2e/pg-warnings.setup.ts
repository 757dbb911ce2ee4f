import fs from 'node:fs';
import { afterAll, afterEach, inject } from 'vitest';

// The server runs in a process of its own (global-setup.ts), which writes the pg warnings it
// prints to a file; what appeared there during a test fails that test. pg warns where pg 9
// throws: two queries at once on one connection.
const file = inject('pgWarningsFile');
let seen = fs.statSync(file).size;

async function failOnPgWarnings() {
  // A warning printed while the last answer was on its way reaches the file a moment later.
  await new Promise((resolve) => setTimeout(resolve, 50));
  const size = fs.statSync(file).size;
  if (size <= seen) return;
  const text = fs.readFileSync(file, 'utf8').slice(seen);
  seen = size;
  throw new Error(`the server printed pg warnings (pg 9 refuses what they warn about):\n${text}`);
}

afterEach(failOnPgWarnings);
afterAll(failOnPgWarnings);
