import { type Kysely, sql } from 'kysely';

// Reviews from guests who went: a testimonial tied to a completed booking (one per booking) and
// to its package, approved where staff approve testimonials (shown or hidden). A booking gains a
// second key to its page, e-mailed with the request to review once the trip is completed (only
// its hash is stored, like the first key's). A booking or package deleted leaves the review, untied.
// Frozen: never import application code.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('testimonials')
    .addColumn('booking_id', 'integer', (c) => c.references('bookings.id').onDelete('set null'))
    .addColumn('package_id', 'integer', (c) => c.references('packages.id').onDelete('set null'))
    .execute();
  // One review per booking: the second is refused by the database too (rows without a booking are many).
  await db.schema.alterTable('testimonials').addUniqueConstraint('testimonials_booking_id_key', ['booking_id']).execute();
  // A package's page reads its shown reviews newest first, and their count and average.
  await sql`create index testimonials_package_displayed_idx on testimonials (package_id, created_at desc, id desc) where is_displayed and package_id is not null`.execute(db);
  await db.schema.alterTable('bookings').addColumn('review_key_hash', 'varchar(64)').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('bookings').dropColumn('review_key_hash').execute();
  await sql`drop index if exists testimonials_package_displayed_idx`.execute(db);
  await db.schema.alterTable('testimonials').dropConstraint('testimonials_booking_id_key').execute();
  await db.schema.alterTable('testimonials').dropColumn('booking_id').dropColumn('package_id').execute();
}
