import { type Kysely, sql } from 'kysely';

// Homestays: rooms in the host households' own houses, booked by the night. A homestay belongs
// to one UMKM partner of the new category 'homestay' (its owner account edits it); its texts
// have the English twin beside them (decision 0035). A room is a kind of room with a number of
// identical units; a blocked night closes all units of a room for that night. A stay takes
// `rooms` units of one room for every night from check-in up to (not including) check-out; the
// check and the insert run under the room's row lock (decision 0040). Frozen: never import
// application code.
export async function up(db: Kysely<any>): Promise<void> {
  // Postgres named the inline check of 0004 `msmes_category_check`.
  await sql`alter table msmes drop constraint if exists msmes_category_check`.execute(db);
  await sql`alter table msmes add constraint msmes_category_check check (category in ('handicrafts', 'food', 'textiles', 'souvenirs', 'homestay', 'other'))`.execute(db);

  await db.schema
    .createTable('homestays')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    // The host household: one homestay per partner, gone with it.
    .addColumn('msme_id', 'integer', (c) => c.notNull().unique().references('msmes.id').onDelete('cascade'))
    .addColumn('name', 'varchar(200)', (c) => c.notNull())
    .addColumn('slug', 'varchar(220)', (c) => c.notNull().unique())
    .addColumn('host_name', 'varchar(120)', (c) => c.notNull())
    .addColumn('address', 'varchar(500)', (c) => c.notNull())
    .addColumn('latitude', 'double precision', (c) => c.check(sql`latitude between -90 and 90`))
    .addColumn('longitude', 'double precision', (c) => c.check(sql`longitude between -180 and 180`))
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('house_rules', 'text')
    .addColumn('en', 'jsonb', (c) => c.check(sql`en is null or jsonb_typeof(en) = 'object'`))
    .addColumn('id_changed_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('en_changed_at', 'timestamptz')
    .addColumn('photos', sql`text[]`, (c) => c.notNull().defaultTo(sql`'{}'`).check(sql`cardinality(photos) <= 8`))
    .addColumn('check_in_time', 'varchar(5)', (c) => c.notNull().defaultTo('14:00'))
    .addColumn('check_out_time', 'varchar(5)', (c) => c.notNull().defaultTo('11:00'))
    // Breakfast, cooling, bathroom, electricity hours, drinking water: one object, read whole.
    .addColumn('facilities', 'jsonb', (c) => c.notNull().defaultTo(sql`'{}'::jsonb`).check(sql`jsonb_typeof(facilities) = 'object'`))
    .addColumn('whatsapp', 'varchar(30)', (c) => c.notNull())
    .addColumn('published', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await sql`create index homestays_published_idx on homestays (published, name, id)`.execute(db);

  await db.schema
    .createTable('homestay_rooms')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('homestay_id', 'integer', (c) => c.notNull().references('homestays.id').onDelete('cascade'))
    .addColumn('name', 'varchar(120)', (c) => c.notNull())
    .addColumn('en', 'jsonb', (c) => c.check(sql`en is null or jsonb_typeof(en) = 'object'`))
    .addColumn('units', 'integer', (c) => c.notNull().defaultTo(1).check(sql`units between 1 and 50`))
    .addColumn('beds', 'integer', (c) => c.notNull().defaultTo(1).check(sql`beds between 1 and 20`))
    .addColumn('max_persons', 'integer', (c) => c.notNull().check(sql`max_persons between 1 and 20`))
    // Persons the night's price covers per unit; each one beyond pays the extra-person price.
    .addColumn('included_persons', 'integer', (c) => c.notNull().check(sql`included_persons between 1 and 20`))
    .addColumn('price_per_night', 'integer', (c) => c.notNull().check(sql`price_per_night > 0`))
    .addColumn('weekend_price', 'integer', (c) => c.check(sql`weekend_price > 0`))
    .addColumn('extra_person_price', 'integer', (c) => c.check(sql`extra_person_price >= 0`))
    .addColumn('photos', sql`text[]`, (c) => c.notNull().defaultTo(sql`'{}'`).check(sql`cardinality(photos) <= 8`))
    .addColumn('active', 'boolean', (c) => c.notNull().defaultTo(true))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addCheckConstraint('homestay_rooms_included_within_max', sql`included_persons <= max_persons`)
    .execute();
  await sql`create index homestay_rooms_homestay_idx on homestay_rooms (homestay_id, id)`.execute(db);

  await db.schema
    .createTable('homestay_blocked_nights')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('room_id', 'integer', (c) => c.notNull().references('homestay_rooms.id').onDelete('cascade'))
    .addColumn('night', 'date', (c) => c.notNull())
    .addColumn('reason', 'varchar(200)')
    .addColumn('created_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addUniqueConstraint('homestay_blocked_nights_room_night', ['room_id', 'night'])
    .execute();

  await db.schema
    .createTable('stays')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('code', 'varchar(16)', (c) => c.notNull().unique())
    .addColumn('key_hash', 'varchar(64)', (c) => c.notNull())
    // The names are kept: a stay outlives a renamed or removed room.
    .addColumn('homestay_id', 'integer', (c) => c.references('homestays.id').onDelete('set null'))
    .addColumn('room_id', 'integer', (c) => c.references('homestay_rooms.id').onDelete('set null'))
    .addColumn('homestay_name', 'varchar(200)', (c) => c.notNull())
    .addColumn('room_name', 'varchar(120)', (c) => c.notNull())
    .addColumn('check_in', 'date', (c) => c.notNull())
    .addColumn('check_out', 'date', (c) => c.notNull())
    .addColumn('nights', 'integer', (c) => c.notNull().check(sql`nights between 1 and 30`))
    .addColumn('rooms', 'integer', (c) => c.notNull().check(sql`rooms between 1 and 50`))
    .addColumn('guests', 'integer', (c) => c.notNull().check(sql`guests between 1 and 1000`))
    .addColumn('customer_name', 'varchar(120)', (c) => c.notNull())
    .addColumn('customer_phone', 'varchar(30)', (c) => c.notNull())
    .addColumn('customer_email', 'varchar(254)')
    .addColumn('special_requests', 'varchar(1000)')
    .addColumn('total_price', 'bigint', (c) => c.notNull().check(sql`total_price >= 0`))
    .addColumn('status', 'varchar(16)', (c) => c.notNull().defaultTo('pending').check(sql`status in ('pending', 'confirmed', 'completed', 'cancelled', 'no_show')`))
    .addColumn('payment_status', 'varchar(16)', (c) => c.notNull().defaultTo('unpaid').check(sql`payment_status in ('unpaid', 'deposit', 'paid', 'refunded')`))
    // "Pilihkan homestay": the village chose the household; staff confirm it or choose another.
    .addColumn('chosen_by_village', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('choice_confirmed', 'boolean', (c) => c.notNull().defaultTo(true))
    .addColumn('choice_reason', 'varchar(500)')
    .addColumn('status_reason', 'varchar(500)')
    .addColumn('notes', 'varchar(2000)')
    .addColumn('cancelled_by', 'varchar(16)', (c) => c.check(sql`cancelled_by in ('visitor', 'staff')`))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addCheckConstraint('stays_check_out_after_check_in', sql`check_out > check_in`)
    .execute();
  // Nights taken of a room over a range; a household's guest-nights over a rotation period.
  await sql`create index stays_room_nights_idx on stays (room_id, check_in, check_out)`.execute(db);
  await sql`create index stays_homestay_idx on stays (homestay_id, check_in)`.execute(db);
  await sql`create index stays_created_idx on stays (created_at desc, id desc)`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('stays').execute();
  await db.schema.dropTable('homestay_blocked_nights').execute();
  await db.schema.dropTable('homestay_rooms').execute();
  await db.schema.dropTable('homestays').execute();
  await sql`update msmes set category = 'other' where category = 'homestay'`.execute(db);
  await sql`alter table msmes drop constraint if exists msmes_category_check`.execute(db);
  await sql`alter table msmes add constraint msmes_category_check check (category in ('handicrafts', 'food', 'textiles', 'souvenirs', 'other'))`.execute(db);
}
