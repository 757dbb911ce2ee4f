import type { Role } from '@island/shared';
import type { FileStorage } from '../files/storage.ts';
import type { Database } from './database.ts';

export interface SeedDeps {
  db: Database;
  storage: FileStorage;
  adminEmail: string;
  adminPassword: string | undefined;
  demoPassword: string | undefined;
  seedDemo: boolean;
  /** The island's time zone (SITE_TIMEZONE): demo content dated "today" is today there. */
  siteTimeZone: string;
  /** Where sign-in details are printed (the console, on first start). */
  print: (line: string) => void;
}

/** One module's demo content; runs once in the life of a database (see `seed_runs`). */
export interface DemoSeed {
  name: string;
  run(deps: SeedDeps & { demoUsers: DemoUsers }): Promise<void>;
}

export type DemoUsers = Partial<Record<Role, number>>;
