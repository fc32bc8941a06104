// The points mall's ops commands (issue 18): list, create and update items, set an item's stock, enable or disable it;
// list redeems and review one (approve: a cash or bonus item pays out; reject: the points, amount and stock go back) —
// each review moves things once however often it is run.
import { CURRENCY_SYMBOL, formatMoney } from '@mekong/contracts';
import { REDEEM_STATUSES, type RedeemStatus } from '@mekong/contracts/points';
import type { Db } from '../db/database';
import { createItem, listItemsForOps, parseItemDefinition, setItemEnabled, setItemStock, updateItem } from '../modules/points/mall-items';
import { listRedeemsForOps, reviewRedeem } from '../modules/points/redeems';
import { printed } from './printable';
import { readDefinition } from './promotion-commands';

export const MALL_USAGE = `  mall-items                       List the points mall's items: type, points, amount, stock, limit, redeemed
  mall-item-create <file>          Create an item from a JSON file (api/README.md shows one)
  mall-item-update <id> <file>     Replace an item's definition (redeems keep what they were applied at)
  mall-item-stock <id> <count>     Set an item's stock
  mall-item-enable <id> | mall-item-disable <id>   Show an item in the mall, or hide it
  mall-redeems [status]            List the newest redeems (IN_PROCESS, APPROVED or REJECTED; all when left out)
  mall-redeem-approve <id> [remark...]  Approve an In Process redeem: a cash or bonus item pays into the main wallet
  mall-redeem-reject <id> <remark...>   Reject an In Process redeem: its points, amount and stock go back`;

export type MallOpsCommand =
  | { kind: 'mall-items' }
  | { kind: 'mall-item-create'; file: string }
  | { kind: 'mall-item-update'; id: string; file: string }
  | { kind: 'mall-item-stock'; id: string; stock: number }
  | { kind: 'mall-item-enable' | 'mall-item-disable'; id: string }
  | { kind: 'mall-redeems'; status: RedeemStatus | null }
  | { kind: 'mall-redeem-approve' | 'mall-redeem-reject'; id: string; remark: string | null };

const KINDS = new Set<string>([
  'mall-items',
  'mall-item-create',
  'mall-item-update',
  'mall-item-stock',
  'mall-item-enable',
  'mall-item-disable',
  'mall-redeems',
  'mall-redeem-approve',
  'mall-redeem-reject',
]);

export function isMallCommand(command: { kind: string }): command is MallOpsCommand {
  return KINDS.has(command.kind);
}

/** A command the mall part knows, the reason its arguments are wrong, or null for a command it does not know. */
export function parseMallCommand(command: string, rest: string[]): MallOpsCommand | { error: string } | null {
  if (!KINDS.has(command)) return null;
  const exactly = (n: number, what: string): { error: string } | null =>
    rest.length < n ? { error: `'${command}' needs ${what}` } : rest.length > n ? { error: `Unexpected argument '${rest[n]}'` } : null;
  const [first = '', second = ''] = rest;
  switch (command) {
    case 'mall-items':
      return exactly(0, 'nothing') ?? { kind: command };
    case 'mall-item-create':
      return exactly(1, 'a JSON file') ?? { kind: command, file: first };
    case 'mall-item-update':
      return exactly(2, 'an item id and a JSON file') ?? { kind: command, id: first, file: second };
    case 'mall-item-stock': {
      const wrong = exactly(2, 'an item id and a count');
      if (wrong) return wrong;
      if (!/^\d{1,12}$/.test(second)) return { error: printed`'${second}' is not a whole number` };
      return { kind: command, id: first, stock: Number(second) };
    }
    case 'mall-item-enable':
    case 'mall-item-disable':
      return exactly(1, 'an item id') ?? { kind: command, id: first };
    case 'mall-redeems': {
      if (rest.length > 1) return { error: `Unexpected argument '${rest[1]}'` };
      if (rest.length === 0) return { kind: command, status: null };
      const status = REDEEM_STATUSES.find((s) => s === first.toUpperCase());
      return status ? { kind: command, status } : { error: printed`'${first}' is not one of ${REDEEM_STATUSES.join(', ')}` };
    }
    case 'mall-redeem-approve':
    case 'mall-redeem-reject': {
      if (rest.length === 0) return { error: `'${command}' needs a redeem id` };
      const remark = rest.slice(1).join(' ').trim();
      if (command === 'mall-redeem-reject' && remark === '') return { error: `'${command}' needs a remark: the member reads why` };
      if (remark.length > 200) return { error: 'The remark is at most 200 characters' };
      return { kind: command, id: first, remark: remark || null };
    }
    default:
      return null;
  }
}

const money = (minor: number) => formatMoney(minor, CURRENCY_SYMBOL);

async function describeItems(db: Db): Promise<string> {
  const items = await listItemsForOps(db);
  if (items.length === 0) return '(no mall items)';
  return items
    .map(
      (i) =>
        printed`${i.id}  ${i.enabled ? 'on' : 'off'}  ${i.type}  '${i.nameEn}'  ${Number(i.pointsRequired)} points${Number(i.amountRequired) > 0 ? ` + ${money(Number(i.amountRequired))}` : ''}${Number(i.valueMinor) > 0 ? `  pays ${money(Number(i.valueMinor))}` : ''}  stock ${Number(i.stock)}  limit ${i.perMemberLimit ?? 'none'}  redeemed ${i.redeemed}`,
    )
    .join('\n');
}

async function describeRedeems(db: Db, status: RedeemStatus | null): Promise<string> {
  const redeems = await listRedeemsForOps(db, status);
  if (redeems.length === 0) return '(no redeems)';
  return redeems
    .map(
      (r) =>
        printed`${r.id}  ${r.status}  ${r.appliedAt}  ${r.account}  ${r.type}  '${r.itemName}' × ${r.quantity}  ${r.pointsRequired} points${r.amountRequired > 0 ? ` + ${money(r.amountRequired)}` : ''}${r.payoutMinor > 0 ? `  pays ${money(r.payoutMinor)}` : ''}${r.receivingAddress ? `  to '${r.receivingAddress}' ${r.mobile ?? ''}` : ''}${r.remark ? `  remark '${r.remark}'` : ''}`,
    )
    .join('\n');
}

export async function runMallCommand(db: Db, command: MallOpsCommand, options: { now: () => Date }): Promise<string> {
  const now = options.now();
  switch (command.kind) {
    case 'mall-items':
      return describeItems(db);
    case 'mall-item-create': {
      const id = await createItem(db, parseItemDefinition(readDefinition(command.file)), now);
      return printed`Mall item ${id} created.\n${await describeItems(db)}`;
    }
    case 'mall-item-update':
      await updateItem(db, command.id, parseItemDefinition(readDefinition(command.file)), now);
      return printed`Mall item ${command.id} updated.`;
    case 'mall-item-stock':
      await setItemStock(db, command.id, command.stock, now);
      return printed`Mall item ${command.id}: stock ${command.stock}.`;
    case 'mall-item-enable':
    case 'mall-item-disable':
      await setItemEnabled(db, command.id, command.kind === 'mall-item-enable', now);
      return printed`Mall item ${command.id} ${command.kind === 'mall-item-enable' ? 'shown in' : 'hidden from'} the mall.`;
    case 'mall-redeems':
      return describeRedeems(db, command.status);
    case 'mall-redeem-approve':
    case 'mall-redeem-reject': {
      const decision = command.kind === 'mall-redeem-approve' ? 'APPROVED' : 'REJECTED';
      const reviewed = await reviewRedeem(db, command.id, decision, command.remark, now);
      return reviewed.changed
        ? printed`Redeem ${command.id} ${reviewed.status.toLowerCase()}.`
        : printed`Redeem ${command.id} was ${reviewed.status} already; nothing moved.`;
    }
  }
}
