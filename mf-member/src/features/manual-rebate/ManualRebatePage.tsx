// manualRebate (issue 19, whitelabel toggle MANUALREBATE3): the rebate the member can claim now on its settled valid
// turnover since its last claim, per game type at ops' rates with the total, a Claim button (paid once through the
// ledger: the header balance is refreshed), and the claims made. The menu hides the page while the toggle is off.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import type { ApiError } from '@mekong/contracts';
import { MANUAL_REBATE_FAILURES, manualRebateEndpoints, type RebateClaim, type RebateLine } from '@mekong/contracts/member-extras';
import { Button, FormAlert, theme } from '@mekong/ui';
import { Figures, Part, QueryContent, RecordTable, money, showTime, useApiQuery, useSession } from '@mekong/ui/remote';
import { moneyFailureText } from '../wallet/cashier';
import { useMoneyAction } from '../wallet/hooks';

const REBATE_CODES: readonly string[] = Object.values(MANUAL_REBATE_FAILURES);

function rebateFailureText(t: TFunction, error: ApiError | null): string | null {
  if (error && REBATE_CODES.includes(error.code))
    return t(`rebate_error_${error.code}`, { amount: money(Number(error.details?.minClaim ?? 0)) });
  return moneyFailureText(t, error);
}

const rate = (bp: number) => `${(bp / 100).toFixed(2)}%`;

export function ManualRebatePage() {
  const { t } = useTranslation();
  const { token } = useSession();
  const [claims, setClaims] = useState(0);
  const state = useApiQuery(manualRebateEndpoints.state, () => ({}), `${token}:${claims}`);
  const claim = useMoneyAction(manualRebateEndpoints.claim);
  const [paid, setPaid] = useState<RebateClaim | null>(null);
  const gameType = (type: string) => t(`rebate_game_${type}`, type);
  return (
    <QueryContent
      query={state}
      failureText={(error) => (error.code === MANUAL_REBATE_FAILURES.disabled ? t(`rebate_error_${error.code}`) : undefined)}
    >
      {({ lines, turnover, amount, minClaim, turnoverMultiple, history }) => (
        <div css={{ display: 'grid', gap: theme.spacing(6) }}>
          <Part title={t('rebate_now')}>
            <RecordTable<RebateLine>
              label={t('rebate_now')}
              rows={lines}
              rowKey={(line) => line.gameType}
              columns={[
                { id: 'game', header: t('rebate_game_type'), cell: (line) => gameType(line.gameType) },
                { id: 'turnover', header: t('rebate_turnover'), cell: (line) => money(line.turnover), numeric: true },
                { id: 'rate', header: t('rebate_rate'), cell: (line) => rate(line.rateBp), numeric: true },
                { id: 'amount', header: t('rebate_amount'), cell: (line) => money(line.amount), numeric: true },
              ]}
              totals={{ game: t('rebate_total'), turnover: money(turnover), amount: money(amount) }}
            />
            <Figures
              items={[
                { label: t('rebate_claimable'), value: <strong>{money(amount)}</strong> },
                { label: t('rebate_min_claim'), value: money(minClaim) },
                ...(turnoverMultiple > 0
                  ? [{ label: t('rebate_turnover_rule'), value: t('rebate_turnover_times', { times: turnoverMultiple }) }]
                  : []),
              ]}
            />
            <div>
              <Button
                disabled={claim.pending || amount < Math.max(1, minClaim)}
                onClick={async () => {
                  const result = await claim.mutate({});
                  if (result.ok) {
                    setPaid(result.value);
                    setClaims((n) => n + 1);
                  }
                }}
              >
                {t('rebate_claim')}
              </Button>
            </div>
            {paid && (
              <p role="status" css={{ margin: 0, color: theme.colors.success, fontWeight: 700 }}>
                {t('rebate_paid', { amount: money(paid.amount) })}
              </p>
            )}
            <FormAlert message={rebateFailureText(t, claim.error)} />
          </Part>
          <Part title={t('rebate_history')}>
            <RecordTable<RebateClaim>
              label={t('rebate_history')}
              rows={history}
              rowKey={(row) => row.id}
              columns={[
                { id: 'time', header: t('rebate_claimed_at'), cell: (row) => showTime(row.createdAt) },
                { id: 'games', header: t('rebate_game_type'), cell: (row) => row.lines.map((line) => gameType(line.gameType)).join(', ') },
                { id: 'turnover', header: t('rebate_turnover'), cell: (row) => money(row.turnover), numeric: true },
                { id: 'amount', header: t('rebate_amount'), cell: (row) => money(row.amount), numeric: true },
              ]}
            />
          </Part>
        </div>
      )}
    </QueryContent>
  );
}
