// Migration frozen in time: manual rebate, feedback and complaints (issue 19).
// Manual rebate: ops' rate per game type and the one row of its settings (minimum claim, turnover multiple); each
// claim, and one row per bet a claim counted, whose primary key (the bet) is the guard that no bet is counted twice.
// Feedback: a member's question with its type and content, ops' reply, its images (checked png/jpeg bytes), and the
// submissions each member made per window (the rate limit).
// It must never import application types: later code changes must not change what it did.
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('manual_rebate_rates')
    .addColumn('game_type', 'text', (c) => c.primaryKey())
    // Basis points of the settled valid stake (100 = 1%).
    .addColumn('rate_bp', 'integer', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('manual_rebate_settings')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('min_claim_minor', 'bigint', (c) => c.notNull())
    .addColumn('turnover_multiple', 'integer', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await sql`insert into manual_rebate_settings (id, min_claim_minor, turnover_multiple, updated_at) values (1, 100, 1, ${new Date().toISOString()})`.execute(
    db,
  );
  await db.schema
    .createTable('manual_rebate_claims')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('member_id', 'text', (c) => c.notNull().references('members.id'))
    .addColumn('stake_minor', 'bigint', (c) => c.notNull())
    .addColumn('amount_minor', 'bigint', (c) => c.notNull())
    .addColumn('entry_id', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('manual_rebate_claims_member_idx').on('manual_rebate_claims').columns(['member_id', 'created_at']).execute();
  await db.schema
    .createTable('manual_rebate_bets')
    .addColumn('bet_id', 'text', (c) => c.primaryKey().references('bets.id'))
    .addColumn('claim_id', 'text', (c) => c.notNull().references('manual_rebate_claims.id'))
    .addColumn('member_id', 'text', (c) => c.notNull().references('members.id'))
    .addColumn('game_type', 'text', (c) => c.notNull())
    .addColumn('stake_minor', 'bigint', (c) => c.notNull())
    // The rate it was counted at, so a later change of rate never re-rates a claim.
    .addColumn('rate_bp', 'integer', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('manual_rebate_bets_claim_idx').on('manual_rebate_bets').columns(['claim_id']).execute();

  await db.schema
    .createTable('feedback')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('member_id', 'text', (c) => c.notNull().references('members.id'))
    .addColumn('question_type', 'text', (c) => c.notNull())
    .addColumn('content', 'text', (c) => c.notNull())
    .addColumn('reply', 'text')
    .addColumn('replied_at', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('feedback_member_idx').on('feedback').columns(['member_id', 'created_at']).execute();
  await db.schema
    .createTable('feedback_images')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('feedback_id', 'text', (c) => c.notNull().references('feedback.id'))
    .addColumn('member_id', 'text', (c) => c.notNull().references('members.id'))
    .addColumn('sequence', 'integer', (c) => c.notNull())
    .addColumn('mime_type', 'text', (c) => c.notNull())
    .addColumn('width', 'integer', (c) => c.notNull())
    .addColumn('height', 'integer', (c) => c.notNull())
    // Base64 of the checked bytes.
    .addColumn('data', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('feedback_images_feedback_idx').on('feedback_images').columns(['feedback_id']).execute();
  // A member's submissions per fixed window: taken by one conditional upsert, so a burst at once cannot pass the limit.
  await db.schema
    .createTable('feedback_quota')
    .addColumn('member_id', 'text', (c) => c.notNull().references('members.id'))
    .addColumn('window_start', 'text', (c) => c.notNull())
    .addColumn('used', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('feedback_quota_pk', ['member_id', 'window_start'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('feedback_quota').execute();
  await db.schema.dropTable('feedback_images').execute();
  await db.schema.dropTable('feedback').execute();
  await db.schema.dropTable('manual_rebate_bets').execute();
  await db.schema.dropTable('manual_rebate_claims').execute();
  await db.schema.dropTable('manual_rebate_settings').execute();
  await db.schema.dropTable('manual_rebate_rates').execute();
}
