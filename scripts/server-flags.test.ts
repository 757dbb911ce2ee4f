import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { SERVE_COMMAND, serverNodeFlags } from './server-flags.mjs';

const root = path.resolve(import.meta.dirname, '..');

describe('the flags the server runs with', () => {
  it('are the same in npm run serve, the image and the module the tests and benchmark use', () => {
    const serve = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8')).scripts.serve as string;
    const dockerfile = fs.readFileSync(path.join(root, 'Dockerfile'), 'utf8');
    expect(serve).toContain(SERVE_COMMAND);
    expect(dockerfile).toContain(`exec ${SERVE_COMMAND}`);
    // The shell default and the module's default agree, and HEAP_LIMIT_MB raises the limit.
    const inShell = SERVE_COMMAND.replace('${HEAP_LIMIT_MB:-512}', '512');
    for (const flag of serverNodeFlags({})) expect(inShell).toContain(flag);
    expect(serverNodeFlags({ HEAP_LIMIT_MB: '1024' })).toContain('--max-old-space-size=1024');
  });
});
