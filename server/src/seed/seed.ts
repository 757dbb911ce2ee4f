import crypto from 'node:crypto';
import type { Role } from '@island/shared';
import { sql } from 'kysely';
import { insertUser } from '../security/auth.repo.ts';
import { hashPassword } from '../security/passwords.ts';
import type { Database } from '../db/database.ts';
import type { DemoUsers, SeedDeps } from '../db/demo-seed.ts';
import { demoSeeds } from './demo-seeds.ts';

function randomPassword(): string {
  return crypto.randomBytes(12).toString('base64url');
}

const DEMO_ACCOUNTS: { role: Exclude<Role, 'superadmin'>; name: string; email: string; username: string }[] = [
  { role: 'admin', name: 'Admin Desa', email: 'admin.desa@pulau.local', username: 'admindesa' },
  { role: 'msme', name: 'Daeng Rahma', email: 'umkm@pulau.local', username: 'umkm' },
  { role: 'contributor', name: 'Andi Kontributor', email: 'kontributor@pulau.local', username: 'kontributor' },
];

/**
 * First start: a superadmin (ADMIN_EMAIL / ADMIN_PASSWORD, or a random password printed once).
 * With demo content on, one account per other role and every module's demo content, each once.
 */
export async function seedDatabase(deps: SeedDeps): Promise<void> {
  const { db, print } = deps;
  const superadmin = await db.selectFrom('users').select('id').where('role', '=', 'superadmin').executeTakeFirst();
  const demoUsers: DemoUsers = {};
  if (superadmin) {
    demoUsers.superadmin = superadmin.id;
  } else {
    const password = deps.adminPassword ?? randomPassword();
    const user = await insertUser(db, {
      name: 'Super Admin',
      email: deps.adminEmail,
      username: 'superadmin',
      passwordHash: await hashPassword(password),
      role: 'superadmin',
    });
    demoUsers.superadmin = user.id;
    print(`Superadmin created: ${deps.adminEmail} (username superadmin)`);
    print(deps.adminPassword ? 'Its password is ADMIN_PASSWORD.' : `Its password (shown only now): ${password}`);
  }
  if (!deps.seedDemo) return;

  if (await claimSeed(db, 'demo-users')) {
    const password = deps.demoPassword ?? randomPassword();
    const hash = await hashPassword(password);
    for (const account of DEMO_ACCOUNTS) {
      const user = await insertUser(db, { ...account, passwordHash: hash });
      demoUsers[account.role] = user.id;
    }
    print(`Demo accounts: ${DEMO_ACCOUNTS.map((a) => `${a.email} (${a.role})`).join(', ')}`);
    print(deps.demoPassword ? 'Their password is DEMO_PASSWORD.' : `Their password (shown only now): ${password}`);
  } else {
    const rows = await db.selectFrom('users').select(['id', 'role', 'email']).execute();
    for (const account of DEMO_ACCOUNTS) {
      const row = rows.find((r) => r.email === account.email) ?? rows.find((r) => r.role === account.role);
      if (row) demoUsers[account.role] = row.id;
    }
  }

  for (const seed of demoSeeds) {
    if (await claimSeed(db, seed.name)) await seed.run({ ...deps, demoUsers });
  }
}

/** True the first time a seed name is claimed in this database. */
async function claimSeed(db: Database, name: string): Promise<boolean> {
  const inserted = await db
    .insertInto('seed_runs')
    .values({ name, ran_at: sql`now()` })
    .onConflict((oc) => oc.column('name').doNothing())
    .returning('name')
    .executeTakeFirst();
  return inserted !== undefined;
}
