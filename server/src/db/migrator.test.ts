import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { REPO_DIR } from '../paths.ts';
import { knownMigrations } from './migrator.ts';

describe('the migration list', () => {
  it('carries every file of migrations/, in order', async () => {
    const files = fs
      .readdirSync(path.join(REPO_DIR, 'migrations'))
      .filter((file) => /^\d{4}_[\w-]+\.ts$/.test(file))
      .map((file) => file.replace(/\.ts$/, ''))
      .sort();
    expect(files.length).toBeGreaterThan(0);
    expect(await knownMigrations()).toEqual(files);
  });
});
