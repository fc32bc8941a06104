// Migration frozen in time: what the home lobby needs besides the catalogue — the account a game launches
// (in-house kinds) and the list a game shows in, vendor maintenance and launch target, members' favourites and recent games, the winner board,
// the lottery games with their draw schedules, and named server secrets (the key lottery draws are derived with).
// It must never import application types: later code changes must not change what it did.
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  // SQLite adds one column per statement; a column default cannot name another column, so existing rows are copied.
  await db.schema
    .alterTable('games')
    .addColumn('account_type_name', 'text', (c) => c.notNull().defaultTo(''))
    .execute();
  await sql`update games set account_type_name = vassalage`.execute(db);
  // The game type whose lists show the game: its own, or INHOUSE for an in-house game (an RNG game of an in-house
  // account type). Lists filter on it by equality, so their pages and counts stay index scans. No row was in-house yet.
  await db.schema
    .alterTable('games')
    .addColumn('list_type', 'text', (c) => c.notNull().defaultTo(''))
    .execute();
  await sql`update games set list_type = game_type`.execute(db);
  await db.schema.dropIndex('games_type_vendor_sequence_idx').execute();
  await db.schema.dropIndex('games_type_sequence_idx').execute();
  // With id last they hold the lists' order (sequence, then id) on PostgreSQL too (SQLite appends the rowid itself).
  await db.schema
    .createIndex('games_list_type_vendor_sequence_idx')
    .on('games')
    .columns(['list_type', 'vassalage', 'sequence', 'id'])
    .execute();
  await db.schema.createIndex('games_list_type_sequence_idx').on('games').columns(['list_type', 'sequence', 'id']).execute();

  await db.schema
    .alterTable('game_vendors')
    .addColumn('maintenance', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema
    .alterTable('game_vendors')
    .addColumn('launch_target', 'text', (c) => c.notNull().defaultTo('IFRAME'))
    .execute();

  await db.schema
    .createTable('favourite_games')
    .addColumn('member_id', 'text', (c) => c.notNull().references('members.id'))
    .addColumn('node_id', 'text', (c) => c.notNull().references('games.node_id'))
    // Per member, one more than the member's previous favourite: newest first even within one millisecond.
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('favourite_games_pk', ['member_id', 'node_id'])
    .execute();
  await db.schema.createIndex('favourite_games_member_position_idx').on('favourite_games').columns(['member_id', 'position']).execute();

  await db.schema
    .createTable('recent_games')
    .addColumn('member_id', 'text', (c) => c.notNull().references('members.id'))
    .addColumn('node_id', 'text', (c) => c.notNull().references('games.node_id'))
    // Per member, raised on every launch of the game: most recent first.
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('last_launched_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('recent_games_pk', ['member_id', 'node_id'])
    .execute();
  await db.schema.createIndex('recent_games_member_position_idx').on('recent_games').columns(['member_id', 'position']).execute();

  await db.schema
    .createTable('game_wins')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('member_id', 'text', (c) => c.notNull().references('members.id'))
    .addColumn('node_id', 'text', (c) => c.notNull().references('games.node_id'))
    .addColumn('win_amount_minor', 'bigint', (c) => c.notNull())
    .addColumn('win_time', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('game_wins_amount_idx').on('game_wins').column('win_amount_minor').execute();

  await db.schema
    .createTable('lotto_games')
    .addColumn('game_code', 'text', (c) => c.primaryKey())
    // The lottery vendor of the game menus (TCG_LOTTO_VN, TCG_SEA).
    .addColumn('vendor', 'text', (c) => c.notNull())
    .addColumn('area', 'text', (c) => c.notNull())
    // Which prize structure its draws have (how many numbers of how many digits per prize).
    .addColumn('prize_table', 'text', (c) => c.notNull())
    // JSON list of weekdays (0 Sunday … 6 Saturday, Asia/Vientiane) with a draw.
    .addColumn('draw_days', 'text', (c) => c.notNull())
    // 'HH:mm', Asia/Vientiane.
    .addColumn('draw_time', 'text', (c) => c.notNull())
    .addColumn('close_minutes_before', 'integer', (c) => c.notNull())
    .addColumn('name_lo', 'text', (c) => c.notNull())
    .addColumn('name_en', 'text', (c) => c.notNull())
    .addColumn('name_cn', 'text', (c) => c.notNull())
    .addColumn('sequence', 'integer', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('server_secrets')
    .addColumn('name', 'text', (c) => c.primaryKey())
    // Hex of random bytes, created on first start.
    .addColumn('secret', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['server_secrets', 'lotto_games', 'game_wins', 'recent_games', 'favourite_games'])
    await db.schema.dropTable(table).execute();
  await db.schema.dropIndex('games_list_type_sequence_idx').execute();
  await db.schema.dropIndex('games_list_type_vendor_sequence_idx').execute();
  await db.schema.createIndex('games_type_sequence_idx').on('games').columns(['game_type', 'sequence']).execute();
  await db.schema.createIndex('games_type_vendor_sequence_idx').on('games').columns(['game_type', 'vassalage', 'sequence']).execute();
  await db.schema.alterTable('games').dropColumn('list_type').execute();
  await db.schema.alterTable('game_vendors').dropColumn('launch_target').execute();
  await db.schema.alterTable('game_vendors').dropColumn('maintenance').execute();
  await db.schema.alterTable('games').dropColumn('account_type_name').execute();
}
