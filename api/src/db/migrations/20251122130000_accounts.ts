// Migration frozen in time: accounts and sessions (members with their agent tree, sessions, known IPs, login
// challenges, SMS codes and outbox, mail outbox, password resets, captchas, the server's enc key pair).
// It must never import application types: later code changes must not change what it did.
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('members')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('account', 'text', (c) => c.notNull().unique())
    .addColumn('nickname', 'text', (c) => c.notNull())
    .addColumn('type', 'integer', (c) => c.notNull())
    // 'scrypt$<log2 N>$<r>$<p>$<salt>$<hash>', or '' for accounts without a password (free play).
    .addColumn('password_hash', 'text', (c) => c.notNull())
    .addColumn('password_is_default', 'integer', (c) => c.notNull())
    .addColumn('password_changed_at', 'text', (c) => c.notNull())
    .addColumn('withdraw_password_hash', 'text')
    .addColumn('mobile_num', 'text', (c) => c.unique())
    .addColumn('country_dialing_code', 'text')
    .addColumn('email', 'text')
    .addColumn('payee_name', 'text')
    .addColumn('profile', 'text', (c) => c.notNull())
    .addColumn('totp_secret', 'text')
    .addColumn('totp_last_step', 'integer')
    .addColumn('second_factor_on_new_ip', 'integer', (c) => c.notNull())
    // bigint: kip amounts in minor units outgrow 32 bits quickly. Until the ledger lands this is the balance itself.
    .addColumn('balance_minor', 'bigint', (c) => c.notNull())
    .addColumn('vip_level', 'integer', (c) => c.notNull())
    .addColumn('parent_id', 'text', (c) => c.references('members.id'))
    // Materialized path of ids from the top agent down to this member, '/a/b/c/', so a subtree is one prefix query.
    .addColumn('tree_path', 'text', (c) => c.notNull())
    .addColumn('affiliate_code', 'text', (c) => c.unique())
    .addColumn('avatar_seed', 'text', (c) => c.notNull())
    .addColumn('first_login_at', 'text')
    .addColumn('last_login_at', 'text')
    .addColumn('register_ip', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('members_tree_path_idx').on('members').column('tree_path').execute();

  await db.schema
    .createTable('sessions')
    .addColumn('token_hash', 'text', (c) => c.primaryKey())
    .addColumn('member_id', 'text', (c) => c.notNull().references('members.id'))
    .addColumn('ip', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('last_seen_at', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('sessions_member_idx').on('sessions').column('member_id').execute();

  await db.schema
    .createTable('member_known_ips')
    .addColumn('member_id', 'text', (c) => c.notNull().references('members.id'))
    .addColumn('ip', 'text', (c) => c.notNull())
    .addColumn('first_seen_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('member_known_ips_pk', ['member_id', 'ip'])
    .execute();

  await db.schema
    .createTable('login_challenges')
    .addColumn('id_hash', 'text', (c) => c.primaryKey())
    .addColumn('member_id', 'text', (c) => c.notNull().references('members.id'))
    .addColumn('ip', 'text', (c) => c.notNull())
    .addColumn('methods', 'text', (c) => c.notNull())
    .addColumn('attempts', 'integer', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addColumn('used_at', 'text')
    .execute();

  await db.schema
    .createTable('sms_codes')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('mobile_num', 'text', (c) => c.notNull())
    .addColumn('purpose', 'text', (c) => c.notNull())
    .addColumn('code_hash', 'text', (c) => c.notNull())
    .addColumn('attempts', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addColumn('used_at', 'text')
    .execute();
  await db.schema.createIndex('sms_codes_mobile_idx').on('sms_codes').columns(['mobile_num', 'purpose']).execute();

  await db.schema
    .createTable('sms_outbox')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('mobile_num', 'text', (c) => c.notNull())
    .addColumn('text', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('sms_outbox_mobile_idx').on('sms_outbox').columns(['mobile_num', 'created_at']).execute();

  await db.schema
    .createTable('mail_outbox')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('to_address', 'text', (c) => c.notNull())
    .addColumn('subject', 'text', (c) => c.notNull())
    .addColumn('body', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('password_resets')
    .addColumn('token_hash', 'text', (c) => c.primaryKey())
    .addColumn('member_id', 'text', (c) => c.notNull().references('members.id'))
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addColumn('used_at', 'text')
    .execute();

  await db.schema
    .createTable('captchas')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('answer', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addColumn('used_at', 'text')
    .execute();

  await db.schema
    .createTable('server_keys')
    .addColumn('key_id', 'text', (c) => c.primaryKey())
    .addColumn('public_pem', 'text', (c) => c.notNull())
    .addColumn('private_pem', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  const tables = [
    'server_keys',
    'captchas',
    'password_resets',
    'mail_outbox',
    'sms_outbox',
    'sms_codes',
    'login_challenges',
    'member_known_ips',
    'sessions',
    'members',
  ];
  for (const table of tables) await db.schema.dropTable(table).execute();
}
