import os from 'node:os';
import { parseArgs } from 'node:util';
import { isRole, LIMITS, ROLES } from '@island/shared';
import { loadConfig } from './config.ts';
import { databaseTargetFor, openDatabase } from './db/database.ts';
import { migrateToLatest } from './db/migrator.ts';
import { inTransaction } from './db/transaction.ts';
import { findUserIdByEmail, insertUser, setPasswordHash } from './security/auth.repo.ts';
import { endAllSessions } from './security/sessions.repo.ts';
import { disableTwoFactor, findTwoFactor } from './modules/auth/two-factor.repo.ts';
import { hashPassword } from './security/passwords.ts';
import { appendAudit, pruneAudit } from './audit/audit.repo.ts';

const USAGE = `Usage:
  npm run user -- create --email E --name N --role R --password P [--username U]
  npm run user -- reset-password --email E --password P
  npm run user -- reset-two-factor --email E      (turns two-step sign-in off, ends every session)
  npm run audit -- prune --older-than 365d      (also h, w, y: 12h, 8w, 2y)
Roles: ${ROLES.join(', ')}. With the embedded database, stop the server first.`;

/** A retention period such as '365d', '12h', '8w' or '2y', in milliseconds; null if not one. */
export function parseRetention(text: string | undefined): number | null {
  const match = /^(\d{1,5})([hdwy])$/.exec(text?.trim() ?? '');
  if (!match) return null;
  const hours = { h: 1, d: 24, w: 24 * 7, y: 24 * 365 }[match[2] as 'h' | 'd' | 'w' | 'y'];
  const n = Number(match[1]);
  return n > 0 ? n * hours * 3600 * 1000 : null;
}

/** The operator's command line acts on no request: its entries name it and the machine. */
const OPERATOR_ORIGIN = { ip: null, userAgent: `cli (${os.userInfo().username}@${os.hostname()})` };

// The operator's command line: manages accounts without the web interface, on PGlite and
// PostgreSQL alike (whichever the environment configures).
async function main(argv: string[]): Promise<number> {
  const [command, ...rest] = argv;
  // `audit prune …` names a sub-command before its options.
  const sub = command === 'audit' ? rest.shift() : undefined;
  const { values } = parseArgs({
    args: rest,
    options: {
      email: { type: 'string' },
      name: { type: 'string' },
      role: { type: 'string' },
      password: { type: 'string' },
      username: { type: 'string' },
      'older-than': { type: 'string' },
    },
  });
  const fail = (message: string) => {
    console.error(`${message}\n\n${USAGE}`);
    return 2;
  };
  if (command === 'audit') return auditCommand(sub, values['older-than'], fail);
  if (command !== 'create' && command !== 'reset-password' && command !== 'reset-two-factor') return fail('Unknown command.');
  const { email, password } = values;
  if (!email || !/^\S+@\S+\.\S+$/.test(email)) return fail('--email must be an e-mail address.');
  if (command === 'reset-two-factor') return resetTwoFactorCommand(email, fail);
  if (!password || password.length < LIMITS.passwordMin) return fail(`--password needs at least ${LIMITS.passwordMin} characters.`);

  const config = loadConfig();
  const db = openDatabase(databaseTargetFor(config));
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
      await appendAudit(db, {
        actor: { kind: 'operator' },
        origin: OPERATOR_ORIGIN,
        action: 'create',
        entity: 'users',
        entityId: user.id,
        changes: { name: { to: user.name }, email: { to: user.email }, role: { to: user.role } },
      });
      console.log(`Created ${user.role} #${user.id} ${user.email}`);
    } else {
      if (existing === null) return fail(`No account with ${email}.`);
      await setPasswordHash(db, existing, await hashPassword(password));
      await appendAudit(db, { actor: { kind: 'operator' }, origin: OPERATOR_ORIGIN, action: 'password', entity: 'users', entityId: existing });
      console.log(`Password of ${email} reset.`);
    }
    return 0;
  } finally {
    await db.destroy();
  }
}

/**
 * `reset-two-factor --email E`: for a staff member who lost both the phone and the recovery
 * codes. Two-step sign-in goes off (secret and recovery codes removed) and every session of the
 * account ends, so a device still signed in (the lost one, say) cannot carry on; the person signs
 * in with the password and sets it up again. The trail records it with the actions the web
 * records for the same changes.
 */
async function resetTwoFactorCommand(email: string, fail: (message: string) => number): Promise<number> {
  const config = loadConfig();
  const db = openDatabase(databaseTargetFor(config));
  try {
    await migrateToLatest(db);
    const userId = await findUserIdByEmail(db, email);
    if (userId === null) return fail(`No account with ${email}.`);
    const { wasOn, ended } = await inTransaction(db, async (trx) => {
      const wasOn = Boolean((await findTwoFactor(trx, userId))?.enabled_at);
      await disableTwoFactor(trx, userId);
      const ended = await endAllSessions(trx, userId);
      const entry = { actor: { kind: 'operator' }, origin: OPERATOR_ORIGIN, entity: 'users', entityId: userId } as const;
      if (wasOn) await appendAudit(trx, { ...entry, action: 'two-factor-disable' });
      await appendAudit(trx, { ...entry, action: 'sessions-end' });
      return { wasOn, ended };
    });
    console.log(`Two-step sign-in of ${email} ${wasOn ? 'turned off' : 'was not on'}; ${ended} session(s) ended.`);
    return 0;
  } finally {
    await db.destroy();
  }
}

/** `audit prune --older-than 365d`: deletes older entries; the prune is itself an entry. */
async function auditCommand(sub: string | undefined, olderThan: string | undefined, fail: (message: string) => number): Promise<number> {
  if (sub !== 'prune') return fail('Unknown audit command.');
  const retention = parseRetention(olderThan);
  if (retention === null) return fail('--older-than must be a period such as 365d, 8w or 2y.');
  const config = loadConfig();
  const db = openDatabase(databaseTargetFor(config));
  try {
    await migrateToLatest(db);
    const before = new Date(Date.now() - retention);
    const deleted = await pruneAudit(db, before, OPERATOR_ORIGIN);
    console.log(`Deleted ${deleted} audit entries older than ${before.toISOString()}.`);
    return 0;
  } finally {
    await db.destroy();
  }
}

process.exitCode = await main(process.argv.slice(2));
