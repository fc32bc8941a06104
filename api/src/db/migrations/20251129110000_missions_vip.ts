// Migration frozen in time: missions and VIP levels (issue 16). Ops define daily and weekly missions and the VIP
// levels; a mission's reward is claimed once per member and period (the claims' primary key), a level's reward once
// per member and level (the same). Two indexes make progress and ranking reads summary-sized: the per-day bet totals by
// day (the leaderboard sums one period's rows), and the open bets alone (a settled total is the standing one less them).
// It must never import application types: later code changes must not change what it did.
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('missions')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('sequence', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('title_lo', 'text', (c) => c.notNull())
    .addColumn('title_en', 'text', (c) => c.notNull())
    .addColumn('title_cn', 'text', (c) => c.notNull())
    // DAILY or WEEKLY.
    .addColumn('period', 'text', (c) => c.notNull())
    // VALID_BET, BET_COUNT or DEPOSIT.
    .addColumn('goal', 'text', (c) => c.notNull())
    .addColumn('game_type', 'text')
    .addColumn('target', 'bigint', (c) => c.notNull())
    .addColumn('reward_minor', 'bigint', (c) => c.notNull())
    .addColumn('turnover_multiple', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('starts_at', 'text')
    .addColumn('ends_at', 'text')
    .execute();
  await db.schema
    .createTable('mission_claims')
    .addColumn('member_id', 'text', (c) => c.notNull().references('members.id'))
    .addColumn('mission_id', 'text', (c) => c.notNull().references('missions.id'))
    // The period claimed: its first business day, YYYY-MM-DD (a week's Monday).
    .addColumn('period_start', 'text', (c) => c.notNull())
    .addColumn('reward_minor', 'bigint', (c) => c.notNull())
    .addColumn('entry_id', 'text', (c) => c.references('journal_entries.id'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('mission_claims_pk', ['member_id', 'mission_id', 'period_start'])
    .execute();
  await db.schema
    .createTable('vip_levels')
    .addColumn('level', 'integer', (c) => c.primaryKey())
    .addColumn('label_lo', 'text', (c) => c.notNull())
    .addColumn('label_en', 'text', (c) => c.notNull())
    .addColumn('label_cn', 'text', (c) => c.notNull())
    .addColumn('benefits_lo', 'text', (c) => c.notNull())
    .addColumn('benefits_en', 'text', (c) => c.notNull())
    .addColumn('benefits_cn', 'text', (c) => c.notNull())
    .addColumn('threshold_minor', 'bigint', (c) => c.notNull())
    .addColumn('reward_minor', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('vip_rewards')
    .addColumn('member_id', 'text', (c) => c.notNull().references('members.id'))
    .addColumn('level', 'integer', (c) => c.notNull())
    .addColumn('reward_minor', 'bigint', (c) => c.notNull())
    .addColumn('entry_id', 'text', (c) => c.references('journal_entries.id'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('vip_rewards_pk', ['member_id', 'level'])
    .execute();
  await db.schema.createIndex('bet_day_totals_day_idx').on('bet_day_totals').columns(['day', 'member_id', 'stake_minor']).execute();
  await sql`create index bets_open_idx on bets (member_id, placed_at) where status = 'OPEN'`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('bets_open_idx').execute();
  await db.schema.dropIndex('bet_day_totals_day_idx').execute();
  await db.schema.dropTable('vip_rewards').execute();
  await db.schema.dropTable('vip_levels').execute();
  await db.schema.dropTable('mission_claims').execute();
  await db.schema.dropTable('missions').execute();
}
