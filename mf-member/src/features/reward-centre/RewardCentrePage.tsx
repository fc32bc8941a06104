// rewardCenter: the member's red envelopes to open (and those opened), the prize wheels with their tickets, and the
// history of spins. After each opening or spin the centre reloads, the header balance is refreshed (the money action
// asks the shell) and the menu's rewardCenter badge gets the new count on the bus.
import { css } from '@emotion/react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { rewardEndpoints, type WheelSpin } from '@mekong/contracts/rewards';
import { theme } from '@mekong/ui';
import { NoData, QueryContent, useApiQuery, useKeptQuery, useRemoteProps, useSession, Amount } from '@mekong/ui/remote';
import { OrderList, Part, showTime } from '../wallet/parts';
import { EnvelopesPart } from './EnvelopesPart';
import { WheelPart } from './WheelPart';

const page = css`
  display: flex;
  flex-direction: column;
  gap: ${theme.spacing(6)};
`;

const spinRow = css`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  gap: ${theme.spacing(1)} ${theme.spacing(3)};
  & time {
    margin-left: auto;
    color: ${theme.colors.muted};
    font-size: ${theme.fontSizes.sm};
  }
`;

function SpinHistory({ spins }: { spins: readonly WheelSpin[] }) {
  const { t } = useTranslation();
  if (spins.length === 0) return <NoData message={t('rewards_no_spins')} />;
  return (
    <OrderList label={t('rewards_history')}>
      {spins.map((spin) => (
        <li key={spin.id}>
          <div css={spinRow}>
            <strong>{spin.label}</strong>
            {spin.prize > 0 ? <Amount minor={spin.prize} signed toned /> : <span>{t('rewards_no_prize')}</span>}
            <span css={{ color: theme.colors.muted }}>{spin.wheelTitle}</span>
            <time dateTime={spin.createdAt}>{showTime(spin.createdAt)}</time>
          </div>
        </li>
      ))}
    </OrderList>
  );
}

export function RewardCentrePage() {
  const { t } = useTranslation();
  const { bus } = useRemoteProps();
  const { token } = useSession();
  // Reloads keep the page (and a turning wheel) in place rather than showing the spinner again.
  const centre = useKeptQuery(
    useApiQuery(rewardEndpoints.centre, (language) => ({ language }), token),
    token,
  );
  const toActOn = centre.data?.toActOn;

  // The menu badge follows what is left to act on.
  useEffect(() => {
    if (toActOn !== undefined) bus.emit('rewards/count', { count: toActOn });
  }, [bus, toActOn]);

  const reload = centre.refetch;
  return (
    <QueryContent query={centre}>
      {(data) => (
        <div css={page}>
          <Part title={t('rewards_envelopes')}>
            <EnvelopesPart envelopes={data.envelopes} onChanged={reload} />
          </Part>
          {data.wheels.length === 0 ? (
            <Part title={t('rewards_wheel')}>
              <NoData message={t('rewards_no_wheels')} />
            </Part>
          ) : (
            data.wheels.map((wheel) => (
              <Part key={wheel.id} title={wheel.title}>
                <WheelPart wheel={wheel} onChanged={reload} />
              </Part>
            ))
          )}
          <Part title={t('rewards_history')}>
            <SpinHistory spins={data.spins} />
          </Part>
        </div>
      )}
    </QueryContent>
  );
}
