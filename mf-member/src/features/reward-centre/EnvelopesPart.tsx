// The reward centre's red envelopes: each unopened one is a button; opening it asks the server, which draws the
// amount, then the envelope opens to reveal it (a short animation, none under prefers-reduced-motion) and the amount
// is announced. Opened envelopes show what they paid.
import { css, keyframes } from '@emotion/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { rewardEndpoints, type OpenedEnvelope, type RedEnvelope } from '@mekong/contracts/rewards';
import { FormAlert, theme } from '@mekong/ui';
import { NoData, Amount } from '@mekong/ui/remote';
import { money } from '../wallet/cashier';
import { useMoneyAction } from '../wallet/hooks';
import { showTime } from '../wallet/parts';
import { rewardFailureText } from './rewardFailure';

const grid = css`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(150px, 1fr));
  gap: ${theme.spacing(3)};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const card = css`
  position: relative;
  display: flex;
  flex-direction: column;
  align-items: center;
  /* The title on the flap, the rest below the seal. */
  justify-content: space-between;
  gap: ${theme.spacing(1)};
  width: 100%;
  min-height: 190px;
  padding: ${theme.spacing(3)};
  overflow: hidden;
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radii.md};
  background: linear-gradient(180deg, #b71c1c 0%, #8e1414 100%);
  color: #fff;
  font: inherit;
  text-align: center;
  /* The envelope's flap, with the gold seal. */
  &::before {
    content: '';
    position: absolute;
    top: 0;
    left: 0;
    right: 0;
    height: 48%;
    border-radius: 0 0 50% 50% / 0 0 40% 40%;
    background: #c62828;
    box-shadow: 0 2px 0 rgba(0, 0, 0, 0.25);
    transform-origin: top;
  }
  &::after {
    content: '';
    position: absolute;
    top: calc(48% - 18px);
    left: calc(50% - 18px);
    width: 36px;
    height: 36px;
    border-radius: 50%;
    background: ${theme.colors.primary};
    box-shadow: 0 0 0 3px rgba(0, 0, 0, 0.15);
  }
  & > * {
    position: relative;
    z-index: 1;
  }
`;

const openButton = css`
  ${card};
  cursor: pointer;
  &:hover:not(:disabled) {
    filter: brightness(1.1);
  }
  &:disabled {
    cursor: progress;
  }
`;

const flapOpen = keyframes`
  from { transform: rotateX(0deg); }
  to { transform: rotateX(180deg); opacity: 0.5; }
`;

const rise = keyframes`
  from { transform: translateY(24px) scale(0.6); opacity: 0; }
  to { transform: none; opacity: 1; }
`;

const openedCard = css`
  ${card};
  background: linear-gradient(180deg, #6d1010 0%, #4a0b0b 100%);
  &::after {
    display: none;
  }
  &::before {
    opacity: 0.35;
  }
  &[data-just-opened]::before {
    animation: ${flapOpen} 600ms ease-in both;
  }
  &[data-just-opened] strong {
    animation: ${rise} 500ms 350ms ease-out both;
  }
  @media (prefers-reduced-motion: reduce) {
    &[data-just-opened]::before,
    &[data-just-opened] strong {
      animation: none;
    }
  }
  & strong {
    color: ${theme.colors.primaryHover};
    font-size: ${theme.fontSizes.lg};
  }
`;

const title = css`
  font-weight: 700;
  overflow-wrap: anywhere;
`;

const below = css`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${theme.spacing(1)};
`;

const small = css`
  font-size: ${theme.fontSizes.xs};
  opacity: 0.85;
`;

export function EnvelopesPart({ envelopes, onChanged }: { envelopes: readonly RedEnvelope[]; onChanged: () => void }) {
  const { t } = useTranslation();
  const open = useMoneyAction(rewardEndpoints.openEnvelope);
  const [opening, setOpening] = useState<string | null>(null);
  const [justOpened, setJustOpened] = useState<OpenedEnvelope | null>(null);

  const openOne = async (envelope: RedEnvelope) => {
    setOpening(envelope.id);
    setJustOpened(null);
    const result = await open.mutate({ id: envelope.id });
    setOpening(null);
    if (result.ok) setJustOpened(result.value);
    onChanged();
  };

  const shown = envelopes.map((e) => (justOpened?.id === e.id ? { ...e, status: 'OPENED' as const, amount: justOpened.amount } : e));
  return (
    <>
      {/* The amount is announced once drawn; the card shows it too. */}
      <p role="status" css={{ margin: 0 }}>
        {justOpened && t('rewards_envelope_won', { amount: money(justOpened.amount) })}
      </p>
      {open.error && <FormAlert message={rewardFailureText(t, open.error) ?? ''} />}
      {shown.length === 0 ? (
        <NoData message={t('rewards_no_envelopes')} />
      ) : (
        <ul css={grid} aria-label={t('rewards_envelopes')}>
          {shown.map((envelope) => (
            <li key={envelope.id}>
              {envelope.status === 'UNOPENED' ? (
                <button
                  type="button"
                  css={openButton}
                  disabled={opening !== null}
                  aria-label={t('rewards_open_envelope', { title: envelope.title })}
                  onClick={() => void openOne(envelope)}
                >
                  <span css={title}>{envelope.title}</span>
                  <span css={below}>
                    <span>{opening === envelope.id ? t('rewards_opening') : t('rewards_tap_to_open')}</span>
                    <span css={small}>{t('rewards_until', { time: showTime(envelope.endsAt) })}</span>
                  </span>
                </button>
              ) : (
                <div css={openedCard} data-just-opened={justOpened?.id === envelope.id || undefined}>
                  <span css={title}>{envelope.title}</span>
                  <span css={below}>
                    <strong>{envelope.amount === null ? '—' : <Amount minor={envelope.amount} />}</strong>
                    {envelope.openedAt && <span css={small}>{t('rewards_opened_at', { time: showTime(envelope.openedAt) })}</span>}
                  </span>
                </div>
              )}
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
