// The VIP part of my account (the side menu's 'VIP bonus' opens the security centre, requirements §2): my level's
// label, my lifetime settled turnover and the progress to the next level, and the table of levels with their
// thresholds, level-up rewards and benefits, as ops defined them, in the member's language.
import { css } from '@emotion/react';
import { useTranslation } from 'react-i18next';
import { missionEndpoints } from '@mekong/contracts/missions';
import { theme } from '@mekong/ui';
import { NoData, QueryContent, useApiQuery, useSession } from '@mekong/ui/remote';
import { money } from '../wallet/cashier';
import { Part } from '../wallet/parts';
import { ProgressBar } from '../missions/ProgressBar';

const section = css`
  margin-top: ${theme.spacing(8)};
  & p {
    margin: 0 0 ${theme.spacing(3)};
  }
`;

// No scrolling box (axe wants one focusable): at 390 px the four columns wrap their text instead.
const wrap = css`
  margin-top: ${theme.spacing(4)};
`;

const table = css`
  width: 100%;
  border-collapse: collapse;
  font-variant-numeric: tabular-nums;
  & th,
  & td {
    padding: ${theme.spacing(2)} ${theme.spacing(1)};
    border-bottom: 1px solid ${theme.colors.border};
    text-align: left;
    vertical-align: top;
    overflow-wrap: break-word;
  }
  /* Amounts stay on one line; labels and benefits wrap between words, and a benefit's word longer than its column
     breaks (the last column takes what the others leave). */
  & td[data-money] {
    white-space: nowrap;
  }
  & td:last-child {
    overflow-wrap: anywhere;
  }
  /* At a phone's width the currency sign may go above its amount (an amount itself never breaks: no spaces). */
  @media (max-width: 600px) {
    font-size: ${theme.fontSizes.sm};
    & td[data-money] {
      white-space: normal;
    }
  }
  & tr[data-current] td {
    background: ${theme.colors.surface};
    font-weight: 700;
  }
`;

const levelCss = css`
  font-size: ${theme.fontSizes.lg};
  font-weight: 700;
  color: ${theme.colors.primary};
`;

export function VipSection() {
  const { t } = useTranslation();
  const { token } = useSession();
  const vip = useApiQuery(missionEndpoints.vip, (language) => ({ language }), token);
  return (
    <div css={section}>
      <Part title={t('vip_title')}>
        <QueryContent query={vip}>
          {(state) => (
            <>
              <p>
                {t('vip_my_level')} <span css={levelCss}>{state.label || t('vip_none')}</span>
              </p>
              <p>{t('vip_turnover', { amount: money(state.turnover) })}</p>
              {state.next ? (
                <ProgressBar
                  label={t('vip_progress_label', { label: state.next.label })}
                  value={state.turnover}
                  max={state.turnover + state.next.missing}
                  text={t('vip_missing', { amount: money(state.next.missing), label: state.next.label })}
                />
              ) : (
                state.levels.length > 0 && <p>{t('vip_top')}</p>
              )}
              {state.levels.length === 0 ? (
                <NoData message={t('vip_no_levels')} />
              ) : (
                <div css={wrap}>
                  <table css={table}>
                    <caption css={{ textAlign: 'left', color: theme.colors.muted, paddingBottom: theme.spacing(2) }}>
                      {t('vip_levels')}
                    </caption>
                    <thead>
                      <tr>
                        <th scope="col">{t('vip_level')}</th>
                        <th scope="col">{t('vip_threshold')}</th>
                        <th scope="col">{t('vip_reward')}</th>
                        <th scope="col">{t('vip_benefits')}</th>
                      </tr>
                    </thead>
                    <tbody>
                      {state.levels.map((level) => (
                        <tr key={level.level} data-current={level.level === state.level || undefined}>
                          <td>{level.label}</td>
                          <td data-money="">{money(level.threshold)}</td>
                          <td data-money="">{money(level.reward)}</td>
                          <td>{level.benefits}</td>
                        </tr>
                      ))}
                    </tbody>
                  </table>
                </div>
              )}
            </>
          )}
        </QueryContent>
      </Part>
    </div>
  );
}
