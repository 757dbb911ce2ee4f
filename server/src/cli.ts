import { parseArgs } from 'node:util';
import { isRole, LIMITS, ROLES } from '@island/shared';
import { loadConfig } from './config.ts';
import { databaseTargetFor, openDatabase } from './db/database.ts';
import { migrateToLatest } from './db/migrator.ts';
import { findUserIdByEmail, insertUser, setPasswordHash } from './modules/auth/auth.repo.ts';
import { hashPassword } from './security/passwords.ts';

const USAGE = `Usage:
  npm run user -- create --email E --name N --role R --password P [--username U]
  npm run user -- reset-password --email E --password P
Roles: ${ROLES.join(', ')}. With the embedded database, stop the server first.`;

// The operator's command line: manages accounts without the web interface, on PGlite and
// PostgreSQL alike (whichever the environment configures).
async function main(argv: string[]): Promise<number> {
  const [command, ...rest] = argv;
  const { values } = parseArgs({
    args: rest,
    options: {
      email: { type: 'string' },
      name: { type: 'string' },
      role: { type: 'string' },
      password: { type: 'string' },
      username: { type: 'string' },
    },
  });
  const fail = (message: string) => {
    console.error(`${message}\n\n${USAGE}`);
    return 2;
  };
  if (command !== 'create' && command !== 'reset-password') return fail('Unknown command.');
  const { email, password } = values;
  if (!email || !/^\S+@\S+\.\S+$/.test(email)) return fail('--email must be an e-mail address.');
  if (!password || password.length < LIMITS.passwordMin) return fail(`--password needs at least ${LIMITS.passwordMin} characters.`);

  const config = loadConfig();
  const db = openDatabase(databaseTargetFor(config.databaseUrl, config.dataDir));
  try {
    await migrateToLatest(db);
    const existing = await findUserIdByEmail(db, email);
    if (command === 'create') {
      if (!values.name?.trim()) return fail('--name is required.');
      if (!isRole(values.role)) return fail('--role must be one of the roles.');
      if (existing !== null) return fail(`An account with ${email} exists already.`);
      const user = await insertUser(db, {
        name: values.name.trim(),
        email,
        username: values.username?.trim() || null,
        passwordHash: await hashPassword(password),
        role: values.role,
      });
      console.log(`Created ${user.role} #${user.id} ${user.email}`);
    } else {
      if (existing === null) return fail(`No account with ${email}.`);
      await setPasswordHash(db, existing, await hashPassword(password));
      console.log(`Password of ${email} reset.`);
    }
    return 0;
  } finally {
    await db.destroy();
  }
}

process.exitCode = await main(process.argv.slice(2));
