import type { TourPackage } from '@island/shared';
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

/** A package by its Indonesian name, as visitors read it from the REST door (the seed's or a test's own). */
export async function packageNamed(name: string): Promise<TourPackage> {
  const { data } = await callRest<{ packages: TourPackage[] }>('GET', `/api/packages?search=${encodeURIComponent(name)}`);
  const found = data.packages.find((pkg) => pkg.name === name);
  if (!found) throw new Error(`no package named ${name}`);
  return found;
}

/** A booking of the seeded snorkelling trip on a date, made as a visitor makes one; its id, code and key. */
export async function bookSnorkelling(date: string, customerName: string, customerPhone: string): Promise<{ id: number; code: string; key: string }> {
  const found = await callRest<{ packages: { id: number; name: string }[] }>('GET', '/api/packages?search=Snorkeling');
  const snorkel = found.data.packages.find((p) => p.name === 'Snorkeling Sehari di Taman Karang');
  if (!snorkel) throw new Error('the seeded snorkelling package is missing');
  const booked = await callRest<{ id: number; code: string; key: string }>('POST', '/api/bookings', null, {
    package_id: snorkel.id,
    booking_date: date,
    participants: 3,
    customer_name: customerName,
    customer_phone: customerPhone,
  });
  if (booked.status !== 201) throw new Error(`the booking was refused (${booked.status})`);
  return booked.data;
}
