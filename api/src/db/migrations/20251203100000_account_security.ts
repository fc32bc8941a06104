// Migration frozen in time: the member's account centre (issue 19). Members gain the IP of their last login, an
// authenticator secret waiting for its confirming code, the factor offered first to an unregistered IP, and the count
// of their bank accounts (the limit is taken on it by one conditional increment). Sessions gain a public id (so a
// member can name one to sign out without its token's hash) and the device. Bank accounts for withdrawals, and the
// codes that bind a new mobile number or email (hashed, single-use, expiring, with counted tries).
// It must never import application types: later code changes must not change what it did.
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('members').addColumn('last_login_ip', 'text').execute();
  await db.schema.alterTable('members').addColumn('totp_pending_secret', 'text').execute();
  await db.schema.alterTable('members').addColumn('second_factor_first', 'text').execute();
  await db.schema
    .alterTable('members')
    .addColumn('bank_account_count', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.alterTable('sessions').addColumn('public_id', 'text').execute();
  await db.schema
    .alterTable('sessions')
    .addColumn('device', 'text', (c) => c.notNull().defaultTo(''))
    .execute();
  await db.schema.createIndex('sessions_public_id_idx').on('sessions').column('public_id').unique().execute();
  await db.schema
    .createTable('member_bank_accounts')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('member_id', 'text', (c) => c.notNull().references('members.id'))
    .addColumn('bank_name', 'text', (c) => c.notNull())
    .addColumn('account_no', 'text', (c) => c.notNull())
    .addColumn('account_name', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addUniqueConstraint('member_bank_accounts_member_no', ['member_id', 'account_no'])
    .execute();
  await db.schema
    .createTable('binding_codes')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('member_id', 'text', (c) => c.notNull().references('members.id'))
    // 'mobile' or 'email'.
    .addColumn('channel', 'text', (c) => c.notNull())
    // The new address, as bound (an email lower-cased).
    .addColumn('address', 'text', (c) => c.notNull())
    .addColumn('code_hash', 'text', (c) => c.notNull())
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addColumn('used_at', 'text')
    .execute();
  await db.schema.createIndex('binding_codes_member_idx').on('binding_codes').columns(['member_id', 'channel', 'created_at']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('binding_codes').execute();
  await db.schema.dropTable('member_bank_accounts').execute();
  await db.schema.dropIndex('sessions_public_id_idx').execute();
  await db.schema.alterTable('sessions').dropColumn('device').execute();
  await db.schema.alterTable('sessions').dropColumn('public_id').execute();
  for (const column of ['bank_account_count', 'second_factor_first', 'totp_pending_secret', 'last_login_ip'])
    await db.schema.alterTable('members').dropColumn(column).execute();
}
