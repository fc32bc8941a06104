// One prize wheel of the reward centre: its segments drawn around a circle with the pointer at the top, the member's
// tickets and the Spin button. The server spends a ticket and draws the segment; the wheel then turns to it (a CSS
// rotation, skipped under prefers-reduced-motion) and the result is announced in a live region and shown as text.
import { css } from '@emotion/react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { rewardEndpoints, type PrizeWheel, type SpinResult } from '@mekong/contracts/rewards';
import { Button, FormAlert, theme } from '@mekong/ui';
import { money } from '../wallet/cashier';
import { useMoneyAction } from '../wallet/hooks';
import { rewardFailureText } from './rewardFailure';
import { rotationTo, segmentMiddle } from './wheelAngle';

const SPIN_MS = 4_000;
const TURNS = 5;
const FILLS = ['#c62828', '#f2b01e', '#26221a', '#8e1414', '#ffc847', '#3b3326'];
const INKS = ['#ffffff', '#1a1306', '#f5efe2', '#ffffff', '#1a1306', '#f5efe2'];

const layout = css`
  display: grid;
  grid-template-columns: minmax(0, 320px) minmax(0, 1fr);
  gap: ${theme.spacing(5)};
  align-items: center;
  ${theme.mq.mobile} {
    grid-template-columns: minmax(0, 1fr);
    justify-items: center;
  }
`;

const stage = css`
  position: relative;
  width: min(320px, 80vw);
  aspect-ratio: 1;
`;

const pointer = css`
  position: absolute;
  top: -6px;
  left: calc(50% - 14px);
  z-index: 2;
  width: 0;
  height: 0;
  border-left: 14px solid transparent;
  border-right: 14px solid transparent;
  border-top: 26px solid ${theme.colors.text};
  filter: drop-shadow(0 2px 2px rgba(0, 0, 0, 0.6));
`;

const disc = css`
  position: absolute;
  inset: 0;
  border: 6px solid ${theme.colors.primary};
  border-radius: 50%;
  box-shadow: ${theme.shadows.raised};
  transition: transform ${SPIN_MS}ms cubic-bezier(0.15, 0.85, 0.25, 1);
  @media (prefers-reduced-motion: reduce) {
    transition: none;
  }
`;

const segmentLabel = css`
  position: absolute;
  top: 50%;
  left: 50%;
  width: 40%;
  margin-top: -0.6em;
  transform-origin: 0 50%;
  padding-left: 18%;
  font-size: ${theme.fontSizes.xs};
  font-weight: 700;
  line-height: 1.2;
  white-space: nowrap;
  overflow: hidden;
  text-overflow: ellipsis;
`;

const hub = css`
  position: absolute;
  top: calc(50% - 22px);
  left: calc(50% - 22px);
  width: 44px;
  height: 44px;
  border: 4px solid ${theme.colors.primary};
  border-radius: 50%;
  background: ${theme.colors.surfaceRaised};
`;

const side = css`
  display: flex;
  flex-direction: column;
  gap: ${theme.spacing(3)};
  align-items: flex-start;
  ${theme.mq.mobile} {
    align-items: stretch;
    width: 100%;
  }
  & p {
    margin: 0;
  }
`;

const result = css`
  min-height: 1.5em;
  font-size: ${theme.fontSizes.lg};
  font-weight: 700;
  color: ${theme.colors.primaryHover};
`;

const reducedMotion = () => typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;

export function WheelPart({ wheel, onChanged }: { wheel: PrizeWheel; onChanged: () => void }) {
  const { t } = useTranslation();
  const spin = useMoneyAction(rewardEndpoints.spin);
  const [rotation, setRotation] = useState(0);
  const [turning, setTurning] = useState(false);
  const [outcome, setOutcome] = useState<SpinResult | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const count = wheel.segments.length;
  const step = 360 / count;
  const gradient = wheel.segments.map((_, i) => `${FILLS[i % FILLS.length]} ${i * step}deg ${(i + 1) * step}deg`).join(', ');

  const start = async () => {
    setOutcome(null);
    const answer = await spin.mutate({ wheelId: wheel.id });
    if (!answer.ok) {
      onChanged();
      return;
    }
    const reduced = reducedMotion();
    setTurning(!reduced);
    setRotation((current) => rotationTo(current, answer.value.segmentIndex, count, reduced ? 0 : TURNS));
    // The result shows once the wheel stops (at once without the animation); then the centre reloads its counts.
    timer.current = setTimeout(
      () => {
        setTurning(false);
        setOutcome(answer.value);
        onChanged();
      },
      reduced ? 0 : SPIN_MS,
    );
  };

  const won = outcome ? wheel.segments.find((s) => s.index === outcome.segmentIndex) : undefined;
  const tickets = outcome ? outcome.ticketsLeft : wheel.tickets;
  return (
    <div css={layout}>
      <div css={stage}>
        <span css={pointer} aria-hidden="true" />
        <div
          css={disc}
          role="img"
          aria-label={t('rewards_wheel_segments', { title: wheel.title, segments: wheel.segments.map((s) => s.label).join(', ') })}
          style={{ transform: `rotate(${rotation}deg)`, background: `conic-gradient(${gradient})` }}
        >
          {wheel.segments.map((segment, i) => {
            const middle = segmentMiddle(i, count);
            return (
              <span
                key={segment.index}
                aria-hidden="true"
                css={segmentLabel}
                style={{ transform: `rotate(${middle - 90}deg)`, color: INKS[i % INKS.length] }}
              >
                {/* Labels on the left half are turned round, so none reads upside down. */}
                <span style={middle > 180 ? { display: 'inline-block', transform: 'rotate(180deg)' } : undefined}>{segment.label}</span>
              </span>
            );
          })}
          <span css={hub} aria-hidden="true" />
        </div>
      </div>
      <div css={side}>
        <p>{t('rewards_tickets', { count: tickets })}</p>
        <Button onClick={() => void start()} disabled={turning || spin.pending || tickets === 0}>
          {turning || spin.pending ? t('rewards_spinning') : t('rewards_spin')}
        </Button>
        {tickets === 0 && !turning && <p css={{ color: theme.colors.muted }}>{t('rewards_no_tickets')}</p>}
        <p role="status" css={result}>
          {won &&
            outcome &&
            (outcome.prize > 0
              ? t('rewards_spin_won', { label: won.label, amount: money(outcome.prize) })
              : t('rewards_spin_nothing', { label: won.label }))}
        </p>
        {spin.error && <FormAlert message={rewardFailureText(t, spin.error) ?? ''} />}
      </div>
    </div>
  );
}
