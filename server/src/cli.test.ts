import { execFile } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { sql } from 'kysely';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { type DatabaseTarget, openDatabase } from './db/database.ts';
import { findUserForLogin, findUserIdByEmail } from './security/auth.repo.ts';
import { insertSession } from './security/sessions.repo.ts';
import { verifyPassword } from './security/passwords.ts';

const run = promisify(execFile);
const root = path.resolve(import.meta.dirname, '../..');
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'island-cli-'));
const cleanups: (() => Promise<void>)[] = [async () => fs.rmSync(dataDir, { recursive: true, force: true })];
afterAll(async () => {
  for (const cleanup of cleanups) await cleanup();
});

/** Runs `npm run user -- …` the way an operator does, against the given database. */
async function cli(args: string[], databaseUrl: string | undefined) {
  const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: dataDir, LOG_LEVEL: 'silent' };
  delete env.DATABASE_URL;
  if (databaseUrl) env.DATABASE_URL = databaseUrl;
  try {
    const { stdout } = await run(process.execPath, ['--import', 'tsx', 'server/src/cli.ts', ...args], { cwd: root, env });
    return { code: 0, output: stdout };
  } catch (error) {
    const failed = error as { code: number; stderr: string };
    return { code: failed.code, output: failed.stderr };
  }
}

async function canSignIn(target: DatabaseTarget, email: string, password: string) {
  const db = openDatabase(target);
  try {
    const user = await findUserForLogin(db, email);
    return { role: user?.role, ok: await verifyPassword(user?.password_hash, password) };
  } finally {
    await db.destroy();
  }
}

async function readTrail(target: DatabaseTarget) {
  const db = openDatabase(target);
  try {
    const rows = await sql<{ action: string; entity: string; entity_id: string | null; actor_role: string }>`select * from audit_log order by id`.execute(db);
    return rows.rows;
  } finally {
    await db.destroy();
  }
}

async function postgresTarget(): Promise<{ url: string; target: DatabaseTarget } | null> {
  const adminUrl = process.env.DATABASE_URL;
  if (!adminUrl) return null;
  const name = `island_cli_${crypto.randomBytes(4).toString('hex')}`;
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  await client.query(`create database ${name}`);
  await client.end();
  cleanups.push(async () => {
    const c = new pg.Client({ connectionString: adminUrl });
    await c.connect();
    await c.query(`drop database if exists ${name} with (force)`);
    await c.end();
  });
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), target: { kind: 'postgres', url: url.toString() } };
}

describe('npm run user', () => {
  it('creates an account and resets its password on the configured database', async () => {
    const pgTarget = await postgresTarget();
    const databaseUrl = pgTarget?.url;
    const target: DatabaseTarget = pgTarget?.target ?? { kind: 'pglite', dir: path.join(dataDir, 'db') };

    const created = await cli(['create', '--email', 'Ops@Pulau.Test', '--name', 'Operator', '--role', 'admin', '--password', 'first-pass'], databaseUrl);
    expect(created.code).toBe(0);
    expect(created.output).toContain('Created admin');
    expect(await canSignIn(target, 'ops@pulau.test', 'first-pass')).toEqual({ role: 'admin', ok: true });

    const duplicate = await cli(['create', '--email', 'ops@pulau.test', '--name', 'Again', '--role', 'admin', '--password', 'first-pass'], databaseUrl);
    expect(duplicate.code).toBe(2);
    expect(duplicate.output).toContain('exists already');

    const reset = await cli(['reset-password', '--email', 'ops@pulau.test', '--password', 'second-pass'], databaseUrl);
    expect(reset.code).toBe(0);
    expect(await canSignIn(target, 'ops@pulau.test', 'second-pass')).toEqual({ role: 'admin', ok: true });
    expect((await canSignIn(target, 'ops@pulau.test', 'first-pass')).ok).toBe(false);

    // Both are in the audit trail, by the operator, without the passwords.
    const trail = await readTrail(target);
    expect(trail.map((e) => [e.action, e.entity, e.actor_role])).toEqual([
      ['create', 'users', 'operator'],
      ['password', 'users', 'operator'],
    ]);
    expect(JSON.stringify(trail)).not.toMatch(/first-pass|second-pass|argon2/);

    // Pruning: an entry older than the retention goes, newer ones stay, the prune is recorded.
    const db = openDatabase(target);
    await sql`insert into audit_log (at, actor_role, action, entity) values (now() - interval '400 days', 'operator', 'old', 'users')`.execute(db);
    await db.destroy();
    const pruned = await cli(['audit', 'prune', '--older-than', '365d'], databaseUrl);
    expect(pruned.code).toBe(0);
    expect(pruned.output).toContain('Deleted 1 audit entries');
    expect((await readTrail(target)).map((e) => e.action)).toEqual(['create', 'password', 'prune']);
    const badPeriod = await cli(['audit', 'prune', '--older-than', 'forever'], databaseUrl);
    expect(badPeriod.code).toBe(2);
    expect(badPeriod.output).toContain('--older-than');
  }, 180_000);

  it('resets the two-step sign-in of an account that lost it, and ends its sessions', async () => {
    const pgTarget = await postgresTarget();
    const databaseUrl = pgTarget?.url;
    const target: DatabaseTarget = pgTarget?.target ?? { kind: 'pglite', dir: path.join(dataDir, 'db') };
    const email = 'hilang@pulau.test';
    expect((await cli(['create', '--email', email, '--name', 'Ponsel Hilang', '--role', 'admin', '--password', 'sandi-admin'], databaseUrl)).code).toBe(0);

    // Two-step sign-in on, with recovery codes, and signed in on two devices.
    let db = openDatabase(target);
    const userId = (await findUserIdByEmail(db, email))!;
    await db.insertInto('user_two_factor').values({ user_id: userId, secret: 'sealed', enabled_at: new Date(), last_step: 1 }).execute();
    await db.insertInto('user_recovery_codes').values([{ user_id: userId, code_hash: 'a'.repeat(64) }, { user_id: userId, code_hash: 'b'.repeat(64) }]).execute();
    const { session_version } = await db.selectFrom('users').select('session_version').where('id', '=', userId).executeTakeFirstOrThrow();
    for (const ip of ['198.51.100.1', '198.51.100.2']) {
      await insertSession(db, { userId, sessionVersion: session_version, userAgent: 'test', ip, expiresAt: new Date(Date.now() + 3600_000) });
    }
    await db.destroy();

    const reset = await cli(['reset-two-factor', '--email', email], databaseUrl);
    expect(reset.code).toBe(0);
    expect(reset.output).toContain(`Two-step sign-in of ${email} turned off; 2 session(s) ended.`);

    db = openDatabase(target);
    try {
      expect(await db.selectFrom('user_two_factor').select('user_id').where('user_id', '=', userId).execute()).toEqual([]);
      expect(await db.selectFrom('user_recovery_codes').select('id').where('user_id', '=', userId).execute()).toEqual([]);
      const sessions = await db.selectFrom('user_sessions').select('ended_at').where('user_id', '=', userId).execute();
      expect(sessions).toHaveLength(2);
      for (const session of sessions) expect(session.ended_at).toBeInstanceOf(Date);
    } finally {
      await db.destroy();
    }
    // The password still signs in (then the account sets two-step sign-in up again).
    expect(await canSignIn(target, email, 'sandi-admin')).toEqual({ role: 'admin', ok: true });

    // By the operator, as the web names the same changes.
    const trail = (await readTrail(target)).filter((entry) => entry.entity_id === String(userId));
    expect(trail.map((e) => [e.action, e.entity, e.actor_role])).toEqual([
      ['create', 'users', 'operator'],
      ['two-factor-disable', 'users', 'operator'],
      ['sessions-end', 'users', 'operator'],
    ]);

    // Again: nothing left to turn off, and it says so.
    const again = await cli(['reset-two-factor', '--email', email], databaseUrl);
    expect(again.code).toBe(0);
    expect(again.output).toContain('was not on; 0 session(s) ended');
  }, 180_000);

  it('refuses bad arguments with a usage text and changes nothing', async () => {
    const badRole = await cli(['create', '--email', 'x@pulau.test', '--name', 'X', '--role', 'king', '--password', 'secret-1'], undefined);
    expect(badRole.code).toBe(2);
    expect(badRole.output).toContain('Usage');
    const shortPassword = await cli(['reset-password', '--email', 'x@pulau.test', '--password', '123'], undefined);
    expect(shortPassword.code).toBe(2);
    const unknown = await cli(['reset-password', '--email', 'nobody@pulau.test', '--password', 'secret-1'], undefined);
    expect(unknown.code).toBe(2);
    expect(unknown.output).toContain('No account');
    const unknownReset = await cli(['reset-two-factor', '--email', 'nobody@pulau.test'], undefined);
    expect(unknownReset.code).toBe(2);
    expect(unknownReset.output).toContain('No account with nobody@pulau.test');
  }, 120_000);
});
