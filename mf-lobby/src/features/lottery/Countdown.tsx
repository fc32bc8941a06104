// A live countdown to a time (the next draw), ticking each second.
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { countdownText } from './setup';

export function Countdown({ to, className }: { to: string; className?: string }) {
  const { t } = useTranslation();
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(timer);
  }, []);
  return (
    <span role="timer" className={className}>
      {countdownText(to, now, (days) => t('countdown_days', { days }))}
    </span>
  );
}
