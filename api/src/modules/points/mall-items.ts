// The points mall's items (requirements §2 Points mall, issue 18): what a member lists (enabled items, by exchange
// type, in its language, with how many it has redeemed), and what an operator does to them (create from a definition,
// update, set the stock, enable or disable). Stock is only ever taken by redeems.ts's conditional update; an operator
// sets it to a new count, never below zero.
import { randomUUID } from 'node:crypto';
import { type Language } from '@mekong/contracts';
import { POINT_ITEM_TYPES, type PointItem, type PointItemPage, type PointItemType } from '@mekong/contracts/points';
import { z } from 'zod';
import type { Db } from '../../db/database';
import { DomainFailure } from '../failure';
import type { Paging } from '../records/records.repository';
import type { PointsItemsTable } from './points.table';

type ItemRow = Omit<PointsItemsTable, 'enabled' | 'sortOrder'> & { enabled: number; sortOrder: number };

/** The item's name in `language`. */
export const itemName = (item: Pick<ItemRow, 'nameLo' | 'nameEn' | 'nameCn'>, language: Language): string =>
  language === 'EN' ? item.nameEn : language === 'CN' ? item.nameCn : item.nameLo;

/** The most of anything an operator may name: a stock, points or minor units above it is a typing slip. */
const AMOUNT_MAX = 1_000_000_000_000;
const whole = (max: number) => z.number().int().min(0).max(max);

/** An item definition as an operator writes it (ops item-create / item-update; api/README.md shows one). */
export const itemDefinitionSchema = z
  .object({
    type: z.enum(POINT_ITEM_TYPES),
    name: z.object({ LO: z.string().trim().min(1).max(80), EN: z.string().trim().min(1).max(80), CN: z.string().trim().min(1).max(80) }),
    imageUrl: z
      .string()
      .max(500)
      .regex(/^(\/static\/[\w./-]+|https:\/\/\S+)$/, 'imageUrl is a /static/ path of the site or an https address'),
    pointsRequired: whole(AMOUNT_MAX).min(1),
    amountRequired: whole(AMOUNT_MAX).default(0),
    valueMinor: whole(AMOUNT_MAX).default(0),
    stock: whole(AMOUNT_MAX),
    perMemberLimit: z.number().int().min(1).max(1_000_000).nullable().default(null),
    sortOrder: z.number().int().min(0).max(1_000_000).default(0),
    enabled: z.boolean().default(true),
  })
  .strict()
  .refine((item) => (item.type === 'GOODS') === (item.valueMinor === 0), {
    message: 'A CASH or BONUS item pays a valueMinor above 0; a GOODS item pays none',
    path: ['valueMinor'],
  });
export type ItemDefinition = z.infer<typeof itemDefinitionSchema>;

export function parseItemDefinition(input: unknown): ItemDefinition {
  const parsed = itemDefinitionSchema.safeParse(input);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new DomainFailure(400, 'item-invalid', `${issue?.path.join('.') || 'item'}: ${issue?.message ?? 'invalid'}`);
  }
  return parsed.data;
}

const rowOf = (item: ItemDefinition) => ({
  type: item.type,
  nameLo: item.name.LO,
  nameEn: item.name.EN,
  nameCn: item.name.CN,
  imageUrl: item.imageUrl,
  pointsRequired: item.pointsRequired,
  amountRequired: item.amountRequired,
  valueMinor: item.valueMinor,
  stock: item.stock,
  perMemberLimit: item.perMemberLimit,
  sortOrder: item.sortOrder,
  enabled: item.enabled ? 1 : 0,
});

export async function createItem(db: Db, item: ItemDefinition, now: Date, id: string = randomUUID()): Promise<string> {
  await db
    .insertInto('points_items')
    .values({ id, ...rowOf(item), createdAt: now.toISOString(), updatedAt: now.toISOString() })
    .execute();
  return id;
}

const notFound = (id: string) => new DomainFailure(404, 'not-found', `There is no mall item '${id}'`);

/** Replaces an item's definition (its redeems keep what they were applied at). */
export async function updateItem(db: Db, id: string, item: ItemDefinition, now: Date): Promise<void> {
  const result = await db
    .updateTable('points_items')
    .set({ ...rowOf(item), updatedAt: now.toISOString() })
    .where('id', '=', id)
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) !== 1) throw notFound(id);
}

export async function setItemStock(db: Db, id: string, stock: number, now: Date): Promise<void> {
  if (!Number.isSafeInteger(stock) || stock < 0 || stock > AMOUNT_MAX)
    throw new DomainFailure(400, 'item-invalid', `The stock must be a whole number from 0 to ${AMOUNT_MAX}`);
  const result = await db.updateTable('points_items').set({ stock, updatedAt: now.toISOString() }).where('id', '=', id).executeTakeFirst();
  if (Number(result.numUpdatedRows) !== 1) throw notFound(id);
}

export async function setItemEnabled(db: Db, id: string, enabled: boolean, now: Date): Promise<void> {
  const result = await db
    .updateTable('points_items')
    .set({ enabled: enabled ? 1 : 0, updatedAt: now.toISOString() })
    .where('id', '=', id)
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) !== 1) throw notFound(id);
}

/** Every item, for the ops listing, with what has been redeemed of each (not rejected). */
export async function listItemsForOps(db: Db) {
  const rows = await db
    .selectFrom('points_items as i')
    .leftJoin('points_item_holdings as h', 'h.itemId', 'i.id')
    .selectAll('i')
    .select((eb) => eb.fn.coalesce(eb.fn.sum<number | string>('h.redeemed'), eb.lit(0)).as('redeemed'))
    .groupBy('i.id')
    .orderBy('i.sortOrder')
    .orderBy('i.createdAt')
    .execute();
  return rows.map((row) => ({ ...row, redeemed: Number(row.redeemed) }));
}

/** The enabled items a member lists, in `language`, of one exchange type or all, with how many it holds of each. */
export async function listItems(
  db: Db,
  memberId: string,
  filter: Paging & { type?: PointItemType | undefined; language: Language },
): Promise<PointItemPage> {
  const base = db
    .selectFrom('points_items as i')
    .where('i.enabled', '=', 1)
    .$if(filter.type !== undefined, (qb) => qb.where('i.type', '=', filter.type as PointItemType));
  const [rows, count] = await Promise.all([
    base
      .leftJoin('points_item_holdings as h', (join) => join.onRef('h.itemId', '=', 'i.id').on('h.memberId', '=', memberId))
      .selectAll('i')
      .select('h.redeemed')
      .orderBy('i.sortOrder')
      .orderBy('i.createdAt')
      .orderBy('i.id')
      .limit(filter.pageSize)
      .offset((filter.pageNo - 1) * filter.pageSize)
      .execute(),
    base.select((eb) => eb.fn.countAll<number | string>().as('total')).executeTakeFirst(),
  ]);
  const total = Number(count?.total ?? 0);
  const list: PointItem[] = rows.map((row) => ({
    id: row.id,
    type: row.type,
    name: itemName(row, filter.language),
    imageUrl: row.imageUrl,
    pointsRequired: Number(row.pointsRequired),
    amountRequired: Number(row.amountRequired),
    valueMinor: Number(row.valueMinor),
    stock: Number(row.stock),
    perMemberLimit: row.perMemberLimit === null ? null : Number(row.perMemberLimit),
    redeemedByMe: Number(row.redeemed ?? 0),
  }));
  return { list, pageNo: filter.pageNo, totalPages: Math.ceil(total / filter.pageSize), total };
}
