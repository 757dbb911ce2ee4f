import type { ColumnType, Generated } from 'kysely';
import type { Role } from '@island/shared';

/**
 * The database as Kysely sees it. One interface per table; modules add theirs here when their
 * migration adds the table. Timestamps are read as Date and written as Date or left to defaults.
 */
/** Read as Date; optional on insert (the column has a default). */
export type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;

export interface UsersTable {
  id: Generated<number>;
  name: string;
  email: string;
  username: string | null;
  password_hash: string;
  role: Role;
  is_active: Generated<boolean>;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface SeedRunsTable {
  name: string;
  ran_at: Timestamp;
}

export interface DB {
  users: UsersTable;
  seed_runs: SeedRunsTable;
}
