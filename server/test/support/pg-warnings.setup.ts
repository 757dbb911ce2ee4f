import { afterAll, afterEach } from 'vitest';
import { isPgWarning, notePgWarning, takePgWarnings } from './pg-warnings.ts';

// Set up for every test file of the integration suite (vitest.config.ts, setupFiles): a warning
// from pg fails the test during which it was emitted (or the file, when a hook emitted it).
// Files share their worker's process (isolate: false), so the listener is added once per process.
const LISTENING = Symbol.for('island.pgWarningListener');
const marks = process as unknown as Record<symbol, boolean>;
if (!marks[LISTENING]) {
  marks[LISTENING] = true;
  process.on('warning', (warning) => {
    if (isPgWarning(warning)) notePgWarning(warning.stack ?? `${warning.name}: ${warning.message}`);
  });
}

function failOnPgWarnings() {
  const seen = takePgWarnings();
  if (seen.length > 0) throw new Error(`pg warned (pg 9 refuses what it warns about):\n${seen.join('\n')}`);
}

afterEach(failOnPgWarnings);
afterAll(failOnPgWarnings);
