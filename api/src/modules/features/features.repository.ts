// Queries of the whitelabel feature tree and of the register form's field rules.
import { fieldRuleSchema, type FieldRule, type WhitelabelNode } from '@mekong/contracts';
import type { Db } from '../../db/database';
import { fromFlag } from '../columns';

export async function getWhitelabelTree(db: Db): Promise<WhitelabelNode[]> {
  const rows = await db.selectFrom('whitelabel_modules').select(['modId', 'parentModId', 'enabled']).orderBy('sequence').execute();
  const childrenOf = (parent: string | null): WhitelabelNode[] =>
    rows
      .filter((r) => r.parentModId === parent)
      .map((r) => ({ modId: r.modId, enabled: fromFlag(r.enabled), childrenNodes: childrenOf(r.modId) }));
  return childrenOf(null);
}

export async function listRegisterFieldRules(db: Db): Promise<FieldRule[]> {
  const rows = await db
    .selectFrom('register_field_rules')
    .select(['field', 'shown', 'required', 'acceptedPattern', 'minLength', 'maxLength'])
    .orderBy('sequence')
    .execute();
  // Parsing narrows the stored strings to the contract's field and pattern names.
  return rows.map((r) =>
    fieldRuleSchema.parse({
      field: r.field,
      shown: fromFlag(r.shown),
      required: fromFlag(r.required),
      acceptedPattern: r.acceptedPattern,
      min: r.minLength,
      max: r.maxLength,
    }),
  );
}

/** A switch is on when it and its group are enabled; an unknown switch is off. */
export async function isFeatureEnabled(db: Db, modId: string): Promise<boolean> {
  const row = await db.selectFrom('whitelabel_modules').select(['enabled', 'parentModId']).where('modId', '=', modId).executeTakeFirst();
  if (!row || !fromFlag(row.enabled)) return false;
  return row.parentModId === null || isFeatureEnabled(db, row.parentModId);
}

/** Turns one switch on or off (ops); false when there is no such switch. */
export async function setFeatureEnabled(db: Db, modId: string, enabled: boolean): Promise<boolean> {
  const updated = await db
    .updateTable('whitelabel_modules')
    .set({ enabled: enabled ? 1 : 0 })
    .where('modId', '=', modId)
    .executeTakeFirst();
  return Number(updated.numUpdatedRows) > 0;
}
