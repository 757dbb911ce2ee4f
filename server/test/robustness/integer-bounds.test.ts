import type { Role } from '@island/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { restTable } from '../../src/doors/rest-door.ts';
import { PROCEDURES } from '../../src/app-router.ts';
import type { ProcedureEntry } from '../../src/trpc/procedure-table.ts';
import { type IntegerField, integerFields } from '../integer-fields.ts';
import { createTestApp, type TestApp } from '../test-app.ts';

/**
 * Every integer field of every procedure's input, found by walking the schemas, gets the values
 * that used to reach PostgreSQL and fail there (`value "2147483648" is out of range for type
 * integer`): one above the 32-bit range, one above JavaScript's exact integers, below and at
 * zero, a number JSON reads as Infinity and a text that only starts with digits. On both doors,
 * as a user the procedure's guard lets in, each answer is below 500, and a value the field's
 * own rule refuses is a 400 naming the field, with the field's own text (not zod's English).
 */
const EDGES: readonly { json: string; text: string; value: number }[] = [
  { json: '2147483648', text: '2147483648', value: 2 ** 31 },
  { json: '9007199254740992', text: '9007199254740992', value: 2 ** 53 },
  { json: '-1', text: '-1', value: -1 },
  { json: '0', text: '0', value: 0 },
  { json: '1e400', text: '1e400', value: Number.POSITIVE_INFINITY },
  { json: '"12abc"', text: '12abc', value: Number.NaN },
];
const MARK = '__edge_value__';

let t: TestApp;
beforeAll(async () => {
  // The public forms are sent many times here; their hourly limit is not what is tested.
  t = await createTestApp({ env: { PUBLIC_FORM_MAX_PER_HOUR: '100000', PUBLIC_FORM_MAX_PER_SENDER_PER_HOUR: '100000', LOGIN_MAX_ATTEMPTS: '100000' } });
});
afterAll(() => t.close());

/** A signed-in user the procedure's guard lets through: the superadmin where allowed. */
function tokenFor(procedure: ProcedureEntry): string | undefined {
  const signIn = procedure.meta.signIn;
  if (!signIn) return t.users.superadmin.token;
  const roles: readonly Role[] = signIn.roles ?? ['superadmin'];
  const role = roles.includes('superadmin') ? 'superadmin' : roles[0]!;
  return t.users[role].token;
}

/** The input with the edge at the field's place, as JSON text (so 1e400 travels as written). */
function jsonWith(path: IntegerField['path'], edge: string): string {
  const root: unknown = path.length === 0 ? MARK : {};
  let node = root as Record<string | number, unknown>;
  path.forEach((key, i) => {
    const last = i === path.length - 1;
    const child = last ? MARK : typeof path[i + 1] === 'number' ? [] : {};
    node[key] = child;
    node = child as Record<string | number, unknown>;
  });
  const json = JSON.stringify(root);
  if (!json.includes(`"${MARK}"`)) throw new Error(`no place for the edge in ${json}`);
  return json.replace(`"${MARK}"`, edge);
}

function refused(field: IntegerField, value: number): boolean {
  if (field.lenient) return false;
  const min = field.min ?? -Infinity;
  return !Number.isSafeInteger(value) || value < min || (field.minExclusive && value === min) || value > (field.max ?? Infinity);
}

interface Answer {
  status: number;
  errors: { param: string; msg: string }[] | undefined;
}

async function send(method: string, url: string, token: string | undefined, body?: string): Promise<Answer> {
  const headers: Record<string, string> = token ? { authorization: `Bearer ${token}` } : {};
  if (body !== undefined) headers['content-type'] = 'application/json';
  const res = await fetch(t.baseUrl + url, { method, headers, body });
  const parsed = (await res.json().catch(() => null)) as { errors?: Answer['errors']; error?: { data?: { errors?: Answer['errors'] } } } | null;
  return { status: res.status, errors: parsed?.errors ?? parsed?.error?.data?.errors };
}

const cases = PROCEDURES.flatMap((procedure) =>
  procedure.inputs.flatMap((input) => integerFields(input)).map((field) => ({ procedure, field })),
);

/** What is wrong with one answer ('' when nothing). */
function fault(answer: Answer, field: IntegerField, edge: (typeof EDGES)[number], where: string): string {
  const name = field.path.join('.');
  const said = `${where} with ${name}=${edge.text}: ${answer.status} ${JSON.stringify(answer.errors ?? null)}`;
  if (answer.status >= 500) return said;
  if (!refused(field, edge.value)) return '';
  const error = answer.errors?.find((e) => e.param === name);
  // The field's own Indonesian text, not one of zod's English defaults.
  if (answer.status !== 400 || !error || /Invalid input|Too (big|small)|expected/i.test(error.msg)) return said;
  return '';
}

// About 1,300 requests a door: minutes on a busy machine with PostgreSQL.
describe('integers beyond their columns', () => {
  it('finds the integer fields to test (ids, prices, persons, ratings, pages)', () => {
    const names = new Set(cases.map((c) => c.field.path.join('.')));
    for (const name of ['id', 'price', 'minPersons', 'capacity', 'star', 'page']) expect(names).toContain(name);
  });

  it('bounds every integer field that is refused rather than defaulted by a 32-bit column', () => {
    const unbounded = cases
      .filter(({ field }) => !field.lenient && (field.max === undefined || field.max > 2_147_483_647 || (field.min ?? -Infinity) < -2_147_483_648))
      .map(({ procedure, field }) => `${procedure.path}.${field.path.join('.')}`);
    expect(unbounded).toEqual([]);
  });

  it('tRPC door: every integer field of every procedure answers the edges below 500, 400 where refused', async () => {
    const faults: string[] = [];
    for (const { procedure, field } of cases) {
      const token = tokenFor(procedure);
      for (const edge of EDGES) {
        const input = jsonWith(field.path, edge.json);
        const answer =
          procedure.type === 'query'
            ? await send('GET', `/trpc/${procedure.path}?input=${encodeURIComponent(input)}`, token)
            : await send('POST', `/trpc/${procedure.path}`, token, input);
        faults.push(fault(answer, field, edge, `tRPC ${procedure.path}`));
      }
    }
    expect(faults.filter(Boolean)).toEqual([]);
  }, 600_000);

  it('REST door: in the path, the query or the body, the same', async () => {
    const faults: string[] = [];
    for (const row of restTable()) {
      const fields = cases.filter((c) => c.procedure === row.procedure).map((c) => c.field);
      const token = tokenFor(row.procedure);
      for (const field of fields.filter((f) => f.path.length === 1)) {
        const name = String(field.path[0]);
        const inPath = row.path.includes(`:${name}`);
        // Rows whose input is built from other parts (a fixed body) cannot carry this field.
        if (!inPath && row.input && row.method !== 'GET') continue;
        for (const edge of EDGES) {
          const path = row.path.replace(/:([A-Za-z_]+)/g, (_m, param: string) => (param === name ? encodeURIComponent(edge.text) : '1'));
          let answer: Answer;
          if (inPath) answer = await send(row.method, path, token, row.method === 'GET' || row.method === 'DELETE' ? undefined : '{}');
          else if (row.method === 'GET') answer = await send('GET', `${path}?${name}=${encodeURIComponent(edge.text)}`, token);
          else answer = await send(row.method, path, token, jsonWith(field.path, edge.json));
          faults.push(fault(answer, field, edge, `${row.method} ${row.path}`));
        }
      }
    }
    expect(faults.filter(Boolean)).toEqual([]);
  }, 600_000);
});
