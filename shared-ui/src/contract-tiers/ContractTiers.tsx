// @mekong/ui/contract-tiers: a contract's tier rows (requirements §3 Contract rows) as a list of cards, one per tier,
// each a description list of its kind's columns: the same in the shell's contract popup and the agent centre, never
// wider than a phone. An entry of its own, not in the shared main entry, so the shell's first load does not carry it:
// it is bundled into the chunks that show contracts.
import { css } from '@emotion/react';
import { formatMinorUnits, formatMoney, type ContractKind } from '@mekong/contracts';
import { CONTRACT_TIER_FIELDS, type ContractTier } from '@mekong/contracts/agents';
import { theme } from '@mekong/ui';

export type ContractTierField = (typeof CONTRACT_TIER_FIELDS)[ContractKind][number];

/** A rate in basis points as a percentage with 2 decimals ('1.50%'): basis points are hundredths of a percent. */
export function formatRateBp(bp: number): string {
  return `${formatMinorUnits(bp)}%`;
}

/** One tier value as text: rates as percentages, amounts as money, active members as a count. */
export function formatTierValue(field: ContractTierField, value: number | null, currencySymbol: string): string {
  if (value === null) return '—';
  if (field.endsWith('Bp')) return formatRateBp(value);
  if (field === 'activeMembers') return String(value);
  return formatMoney(value, currencySymbol);
}

export interface ContractTiersProps {
  kind: ContractKind;
  tiers: readonly ContractTier[];
  currencySymbol: string;
  /** The list's accessible name. */
  label: string;
  /** Each tier card's title, from its 1-based number. */
  tierTitle: (n: number) => string;
  /** The column names of requirements §3. */
  fieldLabels: Record<ContractTierField, string>;
}

const list = css`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(260px, 1fr));
  gap: ${theme.spacing(2)};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const card = css`
  padding: ${theme.spacing(2)} ${theme.spacing(3)};
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radii.md};
  background: ${theme.colors.bg};
  & h4 {
    margin: 0 0 ${theme.spacing(1)};
    font-size: ${theme.fontSizes.sm};
  }
  & dl {
    display: grid;
    grid-template-columns: minmax(0, 1fr) max-content;
    gap: 2px ${theme.spacing(3)};
    margin: 0;
    font-size: ${theme.fontSizes.sm};
  }
  & dl > div {
    display: contents;
  }
  & dt {
    color: ${theme.colors.muted};
  }
  & dd {
    margin: 0;
    text-align: right;
    font-variant-numeric: tabular-nums;
  }
`;

export function ContractTiers({ kind, tiers, currencySymbol, label, tierTitle, fieldLabels }: ContractTiersProps) {
  const fields: readonly ContractTierField[] = CONTRACT_TIER_FIELDS[kind];
  return (
    <ul css={list} aria-label={label}>
      {tiers.map((tier, index) => (
        <li key={index} css={card} aria-label={tierTitle(index + 1)}>
          <h4>{tierTitle(index + 1)}</h4>
          <dl>
            {fields.map((field) => (
              <div key={field}>
                <dt>{fieldLabels[field]}</dt>
                <dd>{formatTierValue(field, tier[field], currencySymbol)}</dd>
              </div>
            ))}
          </dl>
        </li>
      ))}
    </ul>
  );
}
