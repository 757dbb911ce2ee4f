import { expect } from 'vitest';
import type { TestApp } from './test-app.ts';

/**
 * Two shops for owner tests, made by an admin through the REST door: one belongs to the test
 * app's msme account, the other to an owner of its own. Their ids as numbers (the REST door
 * answers an MSME's id as text).
 */
export async function createTwoMsmes(t: TestApp): Promise<{ ownMsmeId: number; otherMsmeId: number }> {
  const admin = t.users.admin.token;
  const own = await t.request('POST', '/api/msme', {
    token: admin,
    body: { brand: 'Phinisi Mini', description: 'Miniatur perahu.', phone: '081241903301', whatsapp: '0812 4190 3301', instagram: '@phinisimini', user_id: t.users.msme.id },
  });
  expect(own.status, JSON.stringify(own.body)).toBe(201);
  const other = await t.request('POST', '/api/msme', {
    token: admin,
    body: { brand: 'Ikan Kering Hasnah', description: 'Ikan kering.', phone: '081241903302', ownerName: 'Bu Hasnah', ownerEmail: 'hasnah@umkm.test', password: 'rahasia-hasnah' },
  });
  expect(other.status, JSON.stringify(other.body)).toBe(201);
  return { ownMsmeId: Number(own.body.data.id), otherMsmeId: Number(other.body.data.id) };
}
