import type { TestApp } from '../../../test/test-app.ts';

/** A published homestay under an UMKM partner of category homestay, owned by `ownerId`, with one room. */
export async function seedHomestay(
  t: TestApp,
  options: { ownerId?: number | null; name: string; units?: number; maxPersons?: number; price?: number; weekendPrice?: number | null; extraPersonPrice?: number | null; includedPersons?: number },
) {
  const msme = await t.db
    .insertInto('msmes')
    .values({ user_id: options.ownerId ?? null, brand: options.name, description: 'Keluarga tuan rumah homestay', category: 'homestay', phone: '081200000000' })
    .returning('id')
    .executeTakeFirstOrThrow();
  const slug = options.name.toLowerCase().replace(/[^a-z0-9]+/g, '-');
  const house = await t.db
    .insertInto('homestays')
    .values({
      msme_id: msme.id,
      name: options.name,
      slug,
      host_name: 'Ibu Rahma',
      address: 'Dusun Pantai, dekat dermaga',
      description: 'Rumah panggung keluarga dengan dua kamar tamu',
      whatsapp: '6281234500000',
      published: true,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const room = await t.db
    .insertInto('homestay_rooms')
    .values({
      homestay_id: house.id,
      name: 'Kamar depan',
      units: options.units ?? 1,
      max_persons: options.maxPersons ?? 2,
      included_persons: options.includedPersons ?? options.maxPersons ?? 2,
      price_per_night: options.price ?? 200_000,
      weekend_price: options.weekendPrice ?? null,
      extra_person_price: options.extraPersonPrice ?? null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { msmeId: msme.id, homestayId: house.id, slug, roomId: room.id };
}

/** A stay's body as the public form sends it. */
export function stayBody(roomId: number | null, checkIn: string, checkOut: string, n: number, extra: Record<string, unknown> = {}) {
  return {
    ...(roomId === null ? {} : { room_id: roomId }),
    check_in: checkIn,
    check_out: checkOut,
    rooms: 1,
    guests: 1,
    customer_name: `Tamu ${n}`,
    customer_phone: `08123456${String(n).padStart(4, '0')}`,
    ...extra,
  };
}
