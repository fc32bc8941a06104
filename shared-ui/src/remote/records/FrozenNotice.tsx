// The frozen-account notice of requirements §4 (dividends unpaid after period end freeze the upline): above a money
// action (withdraw, transfer to upline or downline), an account that owes its downlines dividends reads why the action
// is stopped and how much it owes. Quiet otherwise, and when the state cannot be read: the server refuses the action
// with its own 'account-frozen' text anyway.
import { css } from '@emotion/react';
import { useTranslation } from 'react-i18next';
import { contractSettlementEndpoints } from '@mekong/contracts/agents';
import { theme } from '@mekong/ui';
import { useApiQuery } from '../useApiQuery';
import { useSession } from '../remoteProps';
import { money } from './format';

const notice = css`
  margin-bottom: ${theme.spacing(4)};
  padding: ${theme.spacing(3)} ${theme.spacing(4)};
  border: 1px solid ${theme.colors.danger};
  border-radius: ${theme.radii.md};
  background: ${theme.colors.surfaceRaised};
  & h2 {
    margin: 0 0 ${theme.spacing(1)};
    font-size: ${theme.fontSizes.md};
  }
  & p {
    margin: 0;
  }
`;

export function FrozenNotice() {
  const { t } = useTranslation();
  const { token } = useSession();
  const debts = useApiQuery(contractSettlementEndpoints.contractDebts, () => ({}), token);
  if (debts.status !== 'success' || !debts.data.frozen) return null;
  return (
    <section css={notice} aria-label={t('frozen_title')}>
      <h2>{t('frozen_title')}</h2>
      <p>{t('frozen_notice', { amount: money(debts.data.owed) })}</p>
    </section>
  );
}
