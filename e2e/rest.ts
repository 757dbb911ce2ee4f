import { ACCOUNTS, type AccountRole } from './accounts.ts';
import { baseUrl } from './browser.ts';

/**
 * One call on the REST door of the tests' server, as a script outside the browser makes it:
 * the tests use it to set the stage a screen is then tried on (a departure of today, a booking
 * of tomorrow), so what they check does not hang on the day the seed ran.
 */
export async function callRest<T>(method: string, path: string, token?: string | null, body?: unknown): Promise<{ status: number; data: T }> {
  const res = await fetch(new URL(path, baseUrl()), {
    method,
    headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: res.status, data: ((await res.json()) as { data: T }).data };
}

/** A staff member's token and name, signed in with the seeded password. */
export async function signInRest(role: AccountRole): Promise<{ token: string; name: string }> {
  const { login, password } = ACCOUNTS[role];
  const { status, data } = await callRest<{ token: string; user: { name: string } }>('POST', '/api/auth/login', null, { email: login, password });
  if (status !== 200) throw new Error(`${role} could not sign in (${status})`);
  return { token: data.token, name: data.user.name };
}
