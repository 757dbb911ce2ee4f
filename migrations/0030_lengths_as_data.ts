import { type Kysely, sql } from 'kysely';

// How long a trip and a crossing last, as numbers that each page writes in its own language: a
// package's length (days, 0.5 for half a day; nights; its start and end hours) as one JSON
// object, a boat's crossing in minutes. The texts stay (the REST door answers them) and are read
// into numbers here where they follow the usual forms: "1 hari (06.30–17.00)", "2 hari 1 malam",
// "Setengah hari (14.00–19.00)", "±60 menit", "±2 jam". Other texts keep null numbers and are
// shown as written. Frozen: never import application code.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('packages')
    .addColumn('trip_length', 'jsonb', (c) => c.check(sql`trip_length is null or jsonb_typeof(trip_length) = 'object'`))
    .execute();
  await db.schema
    .alterTable('transportations')
    .addColumn('travel_minutes', 'smallint', (c) => c.check(sql`travel_minutes between 1 and 1440`))
    .execute();
  await sql`
    update packages set trip_length = jsonb_build_object(
      'days', case when duration ~* '^\\s*setengah hari' then 0.5 else (substring(duration from '^\\s*(\\d{1,2})\\s*hari'))::numeric end,
      'nights', coalesce((substring(duration from '(\\d{1,2})\\s*malam'))::int, 0),
      'from', case when hours is null then null else lpad(hours[1], 2, '0') || ':' || hours[2] end,
      'to', case when hours is null then null else lpad(hours[3], 2, '0') || ':' || hours[4] end)
    from (select id as hours_id, regexp_match(duration, '\\((\\d{1,2})[.:](\\d{2})\\s*[–-]\\s*(\\d{1,2})[.:](\\d{2})\\)') as hours from packages) as read
    where read.hours_id = packages.id
      and duration ~* '^\\s*(setengah hari|[1-9]\\d?\\s*hari)(\\s+[0-9]{1,2}\\s*malam)?(\\s*\\(\\d{1,2}[.:]\\d{2}\\s*[–-]\\s*\\d{1,2}[.:]\\d{2}\\))?\\s*$'
      and (hours is null or (hours[1]::int < 24 and hours[2]::int < 60 and hours[3]::int < 24 and hours[4]::int < 60))`.execute(db);
  // Nights must be fewer than days ("1 hari 1 malam" says something else): such a text stays text.
  await sql`update packages set trip_length = null where (trip_length->>'nights')::numeric >= greatest(1, (trip_length->>'days')::numeric)`.execute(db);
  await sql`
    update transportations set travel_minutes = minutes
    from (
      select id as travel_id,
             coalesce((substring(duration from '(\\d{1,2})\\s*jam'))::int * 60, 0) + coalesce((substring(duration from '(\\d{1,4})\\s*menit'))::int, 0) as minutes
      from transportations
      where duration ~* '^\\s*(±|\\+-|sekitar|kira-kira)?\\s*(\\d{1,2}\\s*jam)?\\s*(\\d{1,4}\\s*menit)?\\s*$'
    ) as read
    where read.travel_id = transportations.id and minutes between 1 and 1440`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('transportations').dropColumn('travel_minutes').execute();
  await db.schema.alterTable('packages').dropColumn('trip_length').execute();
}
