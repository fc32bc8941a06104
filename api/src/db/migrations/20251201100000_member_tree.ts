// Migration frozen in time: the downline tree as a closure table (issue 17) — one row per (ancestor, descendant)
// pair with the levels between them, the member's own row at depth 0 — so an agent's subtree is one index range
// however deep or wide the tree, and "is X below me" is one primary-key probe. Filled from the members' parent links.
// It must never import application types: later code changes must not change what it did.
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('member_tree')
    .addColumn('ancestor_id', 'text', (c) => c.notNull())
    .addColumn('descendant_id', 'text', (c) => c.notNull())
    .addColumn('depth', 'integer', (c) => c.notNull())
    // The descendant's registration time, copied (it never changes): a team's size at a time and its new members of a
    // period are then counted from one index, without reading a member row each.
    .addColumn('descendant_created_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('member_tree_pk', ['ancestor_id', 'descendant_id'])
    .execute();
  // A level of a subtree (direct downlines are depth 1) straight from the index; and a member's uplines.
  await db.schema
    .createIndex('member_tree_ancestor_depth_idx')
    .on('member_tree')
    .columns(['ancestor_id', 'depth', 'descendant_id'])
    .execute();
  await db.schema.createIndex('member_tree_descendant_idx').on('member_tree').columns(['descendant_id', 'depth']).execute();
  await db.schema
    .createIndex('member_tree_ancestor_created_idx')
    .on('member_tree')
    .columns(['ancestor_id', 'descendant_created_at', 'depth'])
    .execute();
  // Walked by the fill below, and by a member's direct downlines.
  await db.schema.createIndex('members_parent_idx').on('members').column('parent_id').execute();
  // The accounts an agent's referral link brought, newest first.
  await db.schema.createIndex('members_referred_idx').on('members').columns(['referred_by', 'created_at', 'id']).execute();

  await sql`insert into member_tree (ancestor_id, descendant_id, depth, descendant_created_at)
    with recursive pairs (ancestor_id, descendant_id, depth, created_at) as (
      select id, id, 0, created_at from members
      union all
      select pairs.ancestor_id, m.id, pairs.depth + 1, m.created_at from pairs join members m on m.parent_id = pairs.descendant_id
    )
    select ancestor_id, descendant_id, depth, created_at from pairs`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('members_referred_idx').execute();
  await db.schema.dropIndex('members_parent_idx').execute();
  await db.schema.dropTable('member_tree').execute();
}
