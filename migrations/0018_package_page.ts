import { type Kysely, sql } from 'kysely';

// A tour package's own page (`/paket-wisata/<slug>`): its address, whether visitors see it, more
// photos, the day hour by hour, what is not included and what to bring (the included list is the
// existing `facilities`), where the group meets, and the boat. Frozen: never import application code.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('packages')
    .addColumn('slug', 'varchar(160)', (c) =>
      // A row written without one (by hand, or by a script) still gets an address of its own.
      c.defaultTo(sql`'paket-' || substr(md5(random()::text || clock_timestamp()::text), 1, 12)`),
    )
    .addColumn('active', 'boolean', (c) => c.notNull().defaultTo(true))
    .addColumn('gallery', sql`text[]`, (c) => c.notNull().defaultTo(sql`'{}'`).check(sql`cardinality(gallery) <= 8`))
    // Rows { time: 'HH.MM', text }; the shared schema bounds their number and lengths.
    .addColumn('itinerary', 'jsonb', (c) => c.notNull().defaultTo(sql`'[]'::jsonb`).check(sql`jsonb_typeof(itinerary) = 'array'`))
    .addColumn('excluded', sql`text[]`, (c) => c.notNull().defaultTo(sql`'{}'`))
    .addColumn('bring', sql`text[]`, (c) => c.notNull().defaultTo(sql`'{}'`))
    .addColumn('meeting_point_name', 'varchar(200)')
    .addColumn('meeting_point_directions', 'varchar(1000)')
    .addColumn('meeting_point_latitude', 'numeric(9, 6)', (c) => c.check(sql`meeting_point_latitude between -90 and 90`))
    .addColumn('meeting_point_longitude', 'numeric(9, 6)', (c) => c.check(sql`meeting_point_longitude between -180 and 180`))
    .addColumn('boat', 'varchar(200)')
    .execute();
  await sql`
    alter table packages add constraint packages_meeting_pin_check
    check ((meeting_point_latitude is null) = (meeting_point_longitude is null))`.execute(db);
  // Existing packages get a slug from their name: lower case, ASCII letters and digits between
  // dashes; one made of digits only would read as an id, so it is prefixed; a name shared with
  // an earlier package gets the id after it.
  await sql`
    update packages set slug = left(coalesce(nullif(trim(both '-' from regexp_replace(lower(name), '[^a-z0-9]+', '-', 'g')), ''), 'paket'), 120)`.execute(db);
  await sql`update packages set slug = 'paket-' || slug where slug ~ '^[0-9-]+$'`.execute(db);
  await sql`
    update packages p set slug = p.slug || '-' || p.id
    from (select id, row_number() over (partition by slug order by id) as n from packages) ranked
    where ranked.id = p.id and ranked.n > 1`.execute(db);
  await sql`alter table packages alter column slug set not null`.execute(db);
  await sql`alter table packages add constraint packages_slug_key unique (slug)`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('packages')
    .dropConstraint('packages_meeting_pin_check')
    .execute();
  for (const column of [
    'slug',
    'active',
    'gallery',
    'itinerary',
    'excluded',
    'bring',
    'meeting_point_name',
    'meeting_point_directions',
    'meeting_point_latitude',
    'meeting_point_longitude',
    'boat',
  ]) {
    await db.schema.alterTable('packages').dropColumn(column).execute();
  }
}
