// A button that copies a text to the clipboard and says whether it worked, beside itself.
import { useEffect, useState } from 'react';
import { theme } from '../theme/theme';
import { Button } from './Button';

/** Copies `text`: the async clipboard where there is one, else the old selection command (plain-http pages). */
export async function copyText(text: string): Promise<void> {
  if (navigator.clipboard?.writeText) return navigator.clipboard.writeText(text);
  const area = document.createElement('textarea');
  area.value = text;
  area.setAttribute('readonly', '');
  area.style.position = 'fixed';
  area.style.opacity = '0';
  document.body.appendChild(area);
  area.select();
  const copied = document.execCommand('copy');
  area.remove();
  if (!copied) throw new Error('copy refused');
}

export interface CopyButtonProps {
  text: string;
  /** The button's text and accessible name, e.g. 'Copy account number'. */
  label: string;
  /** Said after a successful copy, e.g. 'Copied'. */
  copiedLabel: string;
  /** Said when the browser refused. */
  failedLabel: string;
}

/** How long the copied note stays. */
const NOTE_MS = 3000;

export function CopyButton({ text, label, copiedLabel, failedLabel }: CopyButtonProps) {
  const [outcome, setOutcome] = useState<'copied' | 'failed' | null>(null);
  useEffect(() => {
    if (!outcome) return;
    const timer = setTimeout(() => setOutcome(null), NOTE_MS);
    return () => clearTimeout(timer);
  }, [outcome]);
  return (
    <span css={{ display: 'inline-flex', alignItems: 'center', gap: theme.spacing(2) }}>
      <Button
        variant="secondary"
        size="sm"
        onClick={() =>
          copyText(text).then(
            () => setOutcome('copied'),
            () => setOutcome('failed'),
          )
        }
      >
        {label}
      </Button>
      <span role="status" css={{ fontSize: theme.fontSizes.xs, color: outcome === 'failed' ? theme.colors.danger : theme.colors.success }}>
        {outcome === 'copied' ? copiedLabel : outcome === 'failed' ? failedLabel : ''}
      </span>
    </span>
  );
}
