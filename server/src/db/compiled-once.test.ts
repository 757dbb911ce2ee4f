import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { QueryCounter } from '../../test/query-counter.ts';
import { compiledOnce } from './compiled-once.ts';
import { openDatabase, type Database } from './database.ts';

let db: Database;
beforeAll(async () => {
  db = openDatabase({ kind: 'pglite', dir: undefined });
  await sql`create table boats (id serial primary key, name text not null, active boolean not null)`.execute(db);
  await sql`insert into boats (name, active) values ('Pagi', true), ('Siang', false)`.execute(db);
});
afterAll(() => db.destroy());

describe('a statement compiled once', () => {
  it('is built once per handle and argument, and every run reads the rows as they are now', async () => {
    let builds = 0;
    const activeBoats = compiledOnce((handle, limit: number) => {
      builds += 1;
      return handle.selectNoFrom(sql<string[] | null>`(select json_agg(name order by id) from (select id, name from boats where active order by id limit ${limit}) as b)`.as('names'));
    });
    expect(await activeBoats(db, 5)).toEqual([{ names: ['Pagi'] }]);
    await sql`update boats set active = true where name = 'Siang'`.execute(db);
    expect(await activeBoats(db, 5)).toEqual([{ names: ['Pagi', 'Siang'] }]);
    expect(builds).toBe(1);
    // Another argument is another statement; another handle (a transaction, a test's plugin) compiles its own.
    expect(await activeBoats(db, 1)).toEqual([{ names: ['Pagi'] }]);
    expect(builds).toBe(2);
    const counter = new QueryCounter();
    const counted = db.withPlugin(counter);
    await activeBoats(counted, 5);
    await activeBoats(counted, 5);
    expect(builds).toBe(3);
    expect(counter.count).toBe(2);
    await db.transaction().execute(async (trx) => {
      await sql`update boats set active = false`.execute(trx);
      expect(await activeBoats(trx, 5)).toEqual([{ names: null }]);
    });
    expect(builds).toBe(4);
  });
});
