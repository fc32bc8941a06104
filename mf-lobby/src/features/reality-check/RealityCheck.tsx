// The reality check over a REAL game (issue 20): every N minutes of play (the member's choice on the member centre's
// takeABreak page; the server says N) a dialog shows how long the member has played and the net result of this login
// session's bets, which the server computes, with Continue (the next interval starts) and Stop (the game closes and
// the member goes to the lobby). Nothing shows while the interval is off or the session's play cannot be read.
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { playBreakEndpoints, type PlaySession } from '@mekong/contracts/play-breaks';
import { Button, Dialog } from '@mekong/ui';
import { money, useRemoteProps } from '@mekong/ui/remote';
import { createRealityTimer, type RealityTimer } from './realityTimer';

interface Due {
  playedMinutes: number;
  session: PlaySession;
}

export function RealityCheck({ onStop }: { onStop: () => void }) {
  const { t } = useTranslation();
  const { api } = useRemoteProps();
  const [due, setDue] = useState<Due | null>(null);
  const timer = useRef<RealityTimer | null>(null);

  useEffect(() => {
    let active = true;
    const openedAt = Date.now();
    const check = () =>
      api.call(playBreakEndpoints.session, {}).then(
        (session) => {
          if (active) setDue({ playedMinutes: Math.max(1, Math.round((Date.now() - openedAt) / 60_000)), session });
        },
        // The session is over or the server did not answer: no check now, the next interval tries again.
        () => active && timer.current?.start(),
      );
    api.call(playBreakEndpoints.session, {}).then(
      (session) => {
        if (!active || session.intervalSeconds <= 0) return;
        timer.current = createRealityTimer(session.intervalSeconds * 1000, () => void check());
        timer.current.start();
      },
      () => undefined,
    );
    return () => {
      active = false;
      timer.current?.stop();
    };
  }, [api]);

  if (!due) return null;
  const { net } = due.session;
  const goOn = () => {
    setDue(null);
    timer.current?.start();
  };
  return (
    <Dialog
      open
      title={t('reality_title')}
      onClose={goOn}
      closeLabel={t('reality_dismiss')}
      footer={
        <>
          <Button variant="secondary" onClick={onStop}>
            {t('reality_stop')}
          </Button>
          <Button onClick={goOn}>{t('reality_continue')}</Button>
        </>
      }
    >
      <p>{t('reality_played', { count: due.playedMinutes })}</p>
      <p>{t(net > 0 ? 'reality_won' : net < 0 ? 'reality_lost' : 'reality_even', { amount: money(Math.abs(net)) })}</p>
      <p>{t('reality_totals', { stakes: money(due.session.stakes), wins: money(due.session.wins) })}</p>
    </Dialog>
  );
}
