// Converting points to money (requirements §3 points ratio, §7 convertPoint; issue 18): points × the redeem ratio
// into the main wallet, in one transaction — the points through the points ledger, the money from the mall's house
// account through the money ledger — once per idempotency key. Exact integer maths: an amount that is not whole kip
// is refused rather than rounded. The withdraw password is the caller's (the route's) to check first.
import { POINT_LIMITS, type ConvertResult } from '@mekong/contracts/points';
import type { Db } from '../../db/database';
import type { MemberRow } from '../accounts/members.repository';
import { HOUSE_ACCOUNTS, moveAmount, pointsAccount, postEntry, runIdempotent, walletAccount } from '../ledger';
import { memberCall } from '../cashier/orders';
import { noNotices, type Moved } from '../cashier/live-notices';
import { DomainFailure } from '../failure';
import { readPointsConfig } from './config';
import { spendPoints } from './redeems';

export interface ConvertInput {
  points: number;
  withdrawPassword?: string;
  idempotencyKey: string;
}

/** The money `points` convert to at `minorPerPoint`, or null when it is not a whole number of kip. */
export function convertedMinor(points: number, minorPerPoint: number): number | null {
  const amount = points * minorPerPoint;
  return Number.isSafeInteger(amount) && amount > 0 && amount % POINT_LIMITS.convertStepMinor === 0 ? amount : null;
}

export async function convertPoints(db: Db, member: MemberRow, input: ConvertInput): Promise<Moved<ConvertResult>> {
  const notices = noNotices();
  const value = await runIdempotent(db, memberCall(member.id, input, ['withdrawPassword']), async (trx) => {
    const { redeem: ratio } = await readPointsConfig(trx);
    const amount = convertedMinor(input.points, ratio);
    if (amount === null)
      throw new DomainFailure(
        400,
        'points-convert-inexact',
        `${input.points} points at ${ratio} minor units a point is not a whole number of kip; choose another number of points`,
      );
    const reference = `convert:${input.idempotencyKey}`;
    const points = await spendPoints(trx, {
      kind: 'POINTS_CONVERT',
      memberId: member.id,
      type: 'redeem',
      points: -input.points,
      reference,
    });
    const money = await postEntry(trx, {
      kind: 'POINTS_CONVERT',
      reference,
      memo: 'points converted',
      postings: moveAmount(HOUSE_ACCOUNTS.pointsMall, walletAccount(member.id), amount),
    });
    notices.wallets.push(member.id);
    return {
      points: input.points,
      amount,
      pointBalance: points.balances[pointsAccount(member.id)] ?? 0,
      balance: money.balances[walletAccount(member.id)] ?? 0,
    };
  });
  return { value, notices };
}
