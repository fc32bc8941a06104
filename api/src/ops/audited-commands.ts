// The audit trail of ops commands that move money, points or rewards by hand (issue 20): the command runs inside one
// transaction with its `ops.<command>` entry (operator, host, the member's balances and the order's state before and
// after), so a command that fails records nothing and one that succeeds is never without its entry. What the command
// would tell the running server is held back until the commit, as a route publishes only what committed.
import { sql, type Transaction } from 'kysely';
import type { Database, Db } from '../db/database';
import { findMemberByAccount } from '../modules/accounts/members.repository';
import { appendAuditEntry, type AuditActor, type AuditValues } from '../modules/audit/audit-trail';
import { heldAccount, pointsAccount, walletAccount } from '../modules/ledger';
import { noNotices, type LiveNotices } from '../modules/cashier/live-notices';
import type { MoneyOpsOptions } from './money-commands';

/** The commands audited here, each with what names its member (an order, an account), or none for a batch. */
const MONEY_COMMANDS = [
  'deposit-confirm',
  'deposit-reject',
  'withdrawal-approve',
  'withdrawal-reject',
  'withdrawal-refund',
  'bonus',
  'mall-redeem-approve',
  'mall-redeem-reject',
  'promotion-approve',
  'promotion-reject',
  'envelope-grant',
  'wheel-tickets-grant',
  'points-accrue',
  'vip-recompute',
  'settlement-run',
  'settlement-collect',
] as const;

type MoneyCommandKind = (typeof MONEY_COMMANDS)[number];

export const isAuditedMoneyCommand = (command: { kind: string }): boolean => (MONEY_COMMANDS as readonly string[]).includes(command.kind);

/** The member a command acts on and what of it the entry shows besides its balances; null for a batch. */
interface Subject {
  memberId: string;
  state: (db: Db) => Promise<AuditValues>;
}

type Command = { kind: string } & Record<string, unknown>;
const text = (command: Command, key: string): string => String(command[key] ?? '');

async function orderSubject(
  db: Db,
  table: 'deposit_orders' | 'withdrawal_orders' | 'points_redeems' | 'promotion_participations',
  id: string,
): Promise<Subject | null> {
  const row = await db.selectFrom(table).select('memberId').where('id', '=', id).executeTakeFirst();
  if (!row) return null;
  return {
    memberId: row.memberId,
    state: async (read) => ({
      status: (await read.selectFrom(table).select('status').where('id', '=', id).executeTakeFirstOrThrow()).status,
    }),
  };
}

async function accountSubject(db: Db, account: string, state: (db: Db, memberId: string) => Promise<AuditValues>): Promise<Subject | null> {
  const member = await findMemberByAccount(db, account);
  return member ? { memberId: member.id, state: (read) => state(read, member.id) } : null;
}

/** How many envelopes of a campaign, or tickets of a wheel, the member holds. */
async function grantedCount(db: Db, table: 'red_envelopes' | 'wheel_tickets', memberId: string, of: string): Promise<number> {
  const query = db
    .selectFrom(table)
    .select((eb) => eb.fn.countAll<string | number>().as('n'))
    .where('memberId', '=', memberId);
  const row = await (table === 'red_envelopes' ? query.where('campaignId', '=', of) : query.where('wheelId', '=', of)).executeTakeFirst();
  return Number(row?.n ?? 0);
}

async function subjectOf(db: Db, command: Command): Promise<Subject | null> {
  switch (command.kind as MoneyCommandKind) {
    case 'deposit-confirm':
    case 'deposit-reject':
      return orderSubject(db, 'deposit_orders', text(command, 'orderId'));
    case 'withdrawal-approve':
    case 'withdrawal-reject':
    case 'withdrawal-refund':
      return orderSubject(db, 'withdrawal_orders', text(command, 'id'));
    case 'mall-redeem-approve':
    case 'mall-redeem-reject':
      return orderSubject(db, 'points_redeems', text(command, 'id'));
    case 'promotion-approve':
    case 'promotion-reject':
      return orderSubject(db, 'promotion_participations', text(command, 'id'));
    case 'bonus':
      return accountSubject(db, text(command, 'account'), async () => ({}));
    case 'envelope-grant':
      return accountSubject(db, text(command, 'account'), async (read, memberId) => ({
        envelopes: await grantedCount(read, 'red_envelopes', memberId, text(command, 'id')),
      }));
    case 'wheel-tickets-grant':
      return accountSubject(db, text(command, 'account'), async (read, memberId) => ({
        tickets: await grantedCount(read, 'wheel_tickets', memberId, text(command, 'id')),
      }));
    default:
      return null;
  }
}

/** The member's wallet, held (withdrawals under review) and points balances, in minor units and whole points. */
async function balancesOf(db: Db, memberId: string): Promise<AuditValues> {
  const ids = { walletMinor: walletAccount(memberId), heldMinor: heldAccount(memberId), points: pointsAccount(memberId) };
  const rows = await db.selectFrom('ledger_accounts').select(['id', 'balanceMinor']).where('id', 'in', Object.values(ids)).execute();
  const balance = (id: string) => Number(rows.find((row) => row.id === id)?.balanceMinor ?? 0);
  return Object.fromEntries(Object.entries(ids).map(([key, id]) => [key, balance(id)]));
}

async function snapshot(db: Db, subject: Subject): Promise<AuditValues> {
  return { ...(await balancesOf(db, subject.memberId)), ...(await subject.state(db)) };
}

/**
 * `trx` as a database whose `transaction()` opens a savepoint of it instead of another transaction: the module
 * functions a command runs open their own transactions, and here they must all commit or roll back with the audit
 * entry. A savepoint keeps what each of them relies on: a failure inside one (a unique key another command took
 * first, which a grant then replays) rolls back only its own work, and the command goes on.
 */
function joined(trx: Transaction<Database>): Db {
  let opened = 0;
  const nested = async <T>(work: (db: Db) => Promise<T>): Promise<T> => {
    const name = sql.raw(`ops_step_${++opened}`);
    await sql`savepoint ${name}`.execute(trx);
    try {
      const value = await work(proxy);
      await sql`release savepoint ${name}`.execute(trx);
      return value;
    } catch (error) {
      await sql`rollback to savepoint ${name}`.execute(trx);
      await sql`release savepoint ${name}`.execute(trx);
      throw error;
    }
  };
  const proxy: Db = new Proxy(trx, {
    get(target, property) {
      if (property === 'transaction') return () => ({ execute: nested });
      const value: unknown = Reflect.get(target, property, target);
      // Kysely's classes keep their state in private fields, which only the real object can read.
      return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(target) : value;
    },
  });
  return proxy;
}

/** The command's own words, for the entry: its arguments as parsed (no secrets: ops commands take none). */
const argumentsOf = (command: Command): AuditValues =>
  Object.fromEntries(
    Object.entries(command)
      .filter(([key]) => key !== 'kind')
      .map(([key, value]) => [key, value instanceof Date ? value.toISOString() : value]),
  );

/** Keeps an entry readable: a batch's output is summed up by its first lines. */
const OUTPUT_KEPT = 500;

/**
 * Runs a money command with its audit entry in one transaction. `run` gets the joined database and a `notify` that
 * only collects; the real one is called once, after the commit, and its line joins the output.
 */
export async function runAuditedMoneyCommand(
  db: Db,
  command: Command,
  actor: AuditActor,
  options: MoneyOpsOptions,
  run: (db: Db, options: MoneyOpsOptions) => Promise<string>,
): Promise<string> {
  const held: LiveNotices = noNotices();
  let told = false;
  const collect = async (notices: LiveNotices) => {
    told = true;
    held.wallets.push(...notices.wallets);
    held.messages.push(...notices.messages);
    return '';
  };
  const output = await db.transaction().execute(async (trx) => {
    const inside = joined(trx);
    const subject = await subjectOf(inside, command);
    const before = subject ? await snapshot(inside, subject) : null;
    const done = await run(inside, { ...options, notify: collect });
    const after = subject ? await snapshot(inside, subject) : null;
    // A retried grant that gave nothing more changed nothing: no entry.
    if (subject && JSON.stringify(before) === JSON.stringify(after)) return done;
    await appendAuditEntry(trx, {
      actor,
      subjectMemberId: subject?.memberId ?? null,
      action: `ops.${command.kind}`,
      before,
      after: after
        ? { ...after, arguments: argumentsOf(command) }
        : { arguments: argumentsOf(command), output: done.slice(0, OUTPUT_KEPT) },
    });
    return done;
  });
  // Told once, as the command itself would have (an empty notice too: the server answers each with its line).
  const line = told ? await options.notify(held) : '';
  return [output, line].filter((part) => part !== '').join('\n');
}
