import { type Kysely, sql } from 'kysely';

// Visitor statistics without cookies: raw events kept 90 days, the daily salt of today only, and
// daily rollups kept for good. No column holds an address or a user agent. Frozen: never import
// application code.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('stats_events')
    .addColumn('id', 'bigint', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    // The island's calendar day of the event.
    .addColumn('day', 'date', (c) => c.notNull())
    // The public page, without its language prefix (`/destinasi?lihat=7`, `/artikel/<slug>`).
    .addColumn('path', 'varchar(200)', (c) => c.notNull())
    .addColumn('referrer_host', 'varchar(100)')
    .addColumn('referrer_group', 'varchar(10)', (c) =>
      c.notNull().check(sql`referrer_group in ('search', 'instagram', 'whatsapp', 'facebook', 'direct', 'other')`),
    )
    .addColumn('screen', 'varchar(8)', (c) => c.notNull().check(sql`screen in ('phone', 'tablet', 'desktop')`))
    .addColumn('lang', 'varchar(2)', (c) => c.notNull().check(sql`lang in ('id', 'en')`))
    // Null: a page view; otherwise the button pressed.
    .addColumn('channel', 'varchar(12)', (c) =>
      c.check(sql`channel in ('whatsapp', 'shopee', 'instagram', 'tiktok', 'website', 'book', 'directions')`),
    )
    .addColumn('item_type', 'varchar(12)', (c) =>
      c.check(sql`item_type in ('destination', 'package', 'product', 'msme', 'article', 'event', 'culture', 'facility')`),
    )
    .addColumn('item_id', 'integer')
    // A hash of the day's salt, address and user agent, cut short: the same visitor on one day only.
    .addColumn('visitor', 'varchar(16)', (c) => c.notNull())
    .addCheckConstraint('stats_events_item_check', sql`(item_type is null) = (item_id is null)`)
    .execute();
  await sql`create index stats_events_day_idx on stats_events (day)`.execute(db);

  await db.schema
    .createTable('stats_salts')
    .addColumn('day', 'date', (c) => c.primaryKey())
    .addColumn('salt', 'varchar(64)', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('stats_daily')
    .addColumn('day', 'date', (c) => c.primaryKey())
    .addColumn('visitors', 'integer', (c) => c.notNull())
    .addColumn('page_views', 'integer', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('stats_daily_pages')
    .addColumn('day', 'date', (c) => c.notNull())
    .addColumn('path', 'varchar(200)', (c) => c.notNull())
    .addColumn('views', 'integer', (c) => c.notNull())
    .addColumn('visitors', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('stats_daily_pages_pk', ['day', 'path'])
    .execute();
  await db.schema
    .createTable('stats_daily_referrers')
    .addColumn('day', 'date', (c) => c.notNull())
    .addColumn('referrer_group', 'varchar(10)', (c) => c.notNull())
    .addColumn('views', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('stats_daily_referrers_pk', ['day', 'referrer_group'])
    .execute();
  await db.schema
    .createTable('stats_daily_devices')
    .addColumn('day', 'date', (c) => c.notNull())
    .addColumn('screen', 'varchar(8)', (c) => c.notNull())
    .addColumn('lang', 'varchar(2)', (c) => c.notNull())
    .addColumn('views', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('stats_daily_devices_pk', ['day', 'screen', 'lang'])
    .execute();
  // `action` is 'view' (the item's page shown) or the channel of a click-out.
  await db.schema
    .createTable('stats_daily_items')
    .addColumn('day', 'date', (c) => c.notNull())
    .addColumn('item_type', 'varchar(12)', (c) => c.notNull())
    .addColumn('item_id', 'integer', (c) => c.notNull())
    .addColumn('action', 'varchar(12)', (c) => c.notNull())
    .addColumn('count', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('stats_daily_items_pk', ['day', 'item_type', 'item_id', 'action'])
    .execute();
  await sql`create index stats_daily_items_item_idx on stats_daily_items (item_type, item_id, day)`.execute(db);

  // The owner's monthly e-mail: on unless switched off; the token is the e-mail's one-click link.
  await db.schema
    .alterTable('msmes')
    .addColumn('stats_email', 'boolean', (c) => c.notNull().defaultTo(true))
    .addColumn('stats_email_token', 'varchar(64)')
    // The month (YYYY-MM) whose figures were last sent: claimed before sending, so two instances never both send.
    .addColumn('stats_emailed_month', 'varchar(7)')
    .execute();
  await sql`create unique index msmes_stats_email_token_idx on msmes (stats_email_token)`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('msmes').dropColumn('stats_email').dropColumn('stats_email_token').dropColumn('stats_emailed_month').execute();
  for (const table of ['stats_daily_items', 'stats_daily_devices', 'stats_daily_referrers', 'stats_daily_pages', 'stats_daily', 'stats_salts', 'stats_events']) {
    await db.schema.dropTable(table).execute();
  }
}
