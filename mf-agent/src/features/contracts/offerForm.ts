// The contract offer form's values and their check (react-hook-form + zod): the kind, a dividend's period and the tier
// rows as typed text — rates as percentages ('1.5' is 150 basis points), amounts in kip, active members a count —
// read into the offer the kind's call takes. Messages are keys of the agent texts, read by formErrorText.
import * as z from 'zod/mini';
import { CONTRACT_KINDS, parseMinorUnits, type ContractKind } from '@mekong/contracts';
import { CONTRACT_LIMITS, CONTRACT_TIER_FIELDS, DIVIDEND_PERIODS, tiersInOrder, type DividendPeriod } from '@mekong/contracts/agents';
import { type ContractTierField } from '@mekong/ui/contract-tiers';
import { addIssue } from '@mekong/ui/remote';

export type TierText = Record<ContractTierField, string>;

export interface OfferFormValues {
  kind: ContractKind;
  period: DividendPeriod;
  tiers: TierText[];
}

/** The offer as the kind's call takes it (less action, account and agreement). */
export interface OfferValues {
  kind: ContractKind;
  period: DividendPeriod;
  tiers: Record<string, number>[];
}

export const emptyTier = (): TierText => ({
  rateBp: '',
  activeMembers: '',
  periodValidBet: '',
  periodProfitLoss: '',
  dailyBet: '',
  hourlyBet: '',
  profitRateBp: '',
  lossRateBp: '',
  singleBet: '',
});

export const defaultOfferValues = (): OfferFormValues => ({ kind: 'dailySalary', period: DIVIDEND_PERIODS[0], tiers: [emptyTier()] });

/** A typed value of `field`, or the key of what is wrong with it. */
export function readTierValue(field: ContractTierField, text: string): number | string {
  const typed = text.trim();
  if (typed === '') return 'form_required';
  if (field.endsWith('Bp')) {
    // A percentage with at most 2 decimals is a whole number of basis points: parsed as minor units, exactly.
    const bp = parseMinorUnits(typed);
    // The signing ratio / rate pays something; a real-time salary may pay nothing on a won or a lost bet.
    const min = field === 'rateBp' ? 1 : 0;
    if (bp === null || bp < min || bp > CONTRACT_LIMITS.maxRateBp) return min ? 'form_rate' : 'form_rate_zero';
    return bp;
  }
  if (field === 'activeMembers') {
    const count = /^\d{1,7}$/.test(typed) ? Number(typed) : NaN;
    return Number.isInteger(count) && count <= CONTRACT_LIMITS.maxActiveMembers ? count : 'form_count';
  }
  const minor = parseMinorUnits(typed);
  return minor === null || minor > CONTRACT_LIMITS.maxAmountMinor ? 'form_amount' : minor;
}

const text = z.string();
const tierText = z.object({
  rateBp: text,
  activeMembers: text,
  periodValidBet: text,
  periodProfitLoss: text,
  dailyBet: text,
  hourlyBet: text,
  profitRateBp: text,
  lossRateBp: text,
  singleBet: text,
});

/** The form's schema: each of the kind's fields read, then the rows' order (requirements §3; the contract's own rule). */
export const offerFormSchema = z.pipe(
  z.object({ kind: z.enum(CONTRACT_KINDS), period: z.enum(DIVIDEND_PERIODS), tiers: z.array(tierText) }),
  z.transform((form, ctx): OfferValues => {
    const fields: readonly ContractTierField[] = CONTRACT_TIER_FIELDS[form.kind];
    const tiers = form.tiers.map((row, index) =>
      Object.fromEntries(
        fields.map((field) => {
          const value = readTierValue(field, row[field]);
          if (typeof value === 'string') addIssue(ctx, { message: value, path: ['tiers', index, field] });
          return [field, typeof value === 'number' ? value : 0];
        }),
      ),
    );
    if (ctx.issues.length === 0 && !tiersInOrder(tiers)) addIssue(ctx, { message: 'form_tiers_order', path: ['tiers'] });
    return { kind: form.kind, period: form.period, tiers };
  }),
);
