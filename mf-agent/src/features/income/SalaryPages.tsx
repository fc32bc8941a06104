// The four settlement record pages (requirements §2): dividends (agentDividendRecordCopy2, only with enableCt), daily
// wages (agentDailyWages2), hourly salary (agentHourSalary) and real-time salary (agentRealtimeSalary, every 5 minutes),
// each SettlementRecords with its call, its period and its own columns.
import { useTranslation } from 'react-i18next';
import { contractSettlementEndpoints, type SettlementRecord } from '@mekong/contracts/agents';
import { Amount, recordDay, showTime } from '@mekong/ui/remote';
import { SettlementRecords } from './SettlementRecords';

/** An hour or a 5-minute window: its start and end, in Vientiane time. */
const timeWindow = (row: SettlementRecord) => `${showTime(row.periodStart)} – ${showTime(row.periodEnd).slice(11)}`;

export function DividendRecords() {
  const { t } = useTranslation();
  return (
    <SettlementRecords
      endpoint={contractSettlementEndpoints.dividendRecords}
      label={t('page_agentDividendRecordCopy2')}
      period={(row) => recordDay(row.businessDay)}
      extraColumns={[{ id: 'periodType', header: t('contract_period'), cell: (row) => t(`contract_period_${row.periodType}`) }]}
    />
  );
}

export function DailyWages() {
  const { t } = useTranslation();
  return (
    <SettlementRecords
      endpoint={contractSettlementEndpoints.dailyWages}
      label={t('page_agentDailyWages2')}
      period={(row) => recordDay(row.businessDay)}
    />
  );
}

export function HourSalary() {
  const { t } = useTranslation();
  return <SettlementRecords endpoint={contractSettlementEndpoints.hourlySalary} label={t('page_agentHourSalary')} period={timeWindow} />;
}

export function RealtimeSalary() {
  const { t } = useTranslation();
  return (
    <SettlementRecords
      endpoint={contractSettlementEndpoints.realtimeSalary}
      label={t('page_agentRealtimeSalary')}
      period={timeWindow}
      extraColumns={[
        { id: 'bets', header: t('settle_qualifying_bets'), numeric: true, cell: (row) => row.qualifyingBets },
        { id: 'profitStake', header: t('settle_profit_stake'), numeric: true, cell: (row) => <Amount minor={row.profitStake} /> },
        { id: 'lossStake', header: t('settle_loss_stake'), numeric: true, cell: (row) => <Amount minor={row.lossStake} /> },
      ]}
    />
  );
}
