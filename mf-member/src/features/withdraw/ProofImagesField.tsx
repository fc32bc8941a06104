// Proof images of a withdrawal answer: one to three png or jpg files of at most 5 MB each, checked by their bytes
// (not their names), read as data URLs and shown as previews the member can remove.
import { css } from '@emotion/react';
import { useId, useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { MONEY_LIMITS, replaceUnsafeCharacters } from '@mekong/contracts';
import { Button, theme } from '@mekong/ui';
import { formErrorText } from '../wallet/cashier';
import { asImageDataUrl } from './imageType';
import type { ProofImage } from './withdrawForms';

const ACCEPTED: readonly string[] = MONEY_LIMITS.proofImageTypes;
const MAX_MB = MONEY_LIMITS.proofImageMaxBytes / (1024 * 1024);
/** The contract's longest image name. */
const NAME_MAX = 200;

const fieldCss = css`
  display: flex;
  flex-direction: column;
  gap: ${theme.spacing(2)};
  & > label {
    font-size: ${theme.fontSizes.sm};
    color: ${theme.colors.muted};
  }
  & input[type='file'] {
    max-width: 100%;
    color: ${theme.colors.text};
  }
`;

const previewsCss = css`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.spacing(2)};
  margin: 0;
  padding: 0;
  list-style: none;
  & figure {
    display: flex;
    flex-direction: column;
    gap: ${theme.spacing(1)};
    width: 104px;
    margin: 0;
  }
  & img {
    width: 104px;
    height: 104px;
    object-fit: cover;
    border: 1px solid ${theme.colors.border};
    border-radius: ${theme.radii.md};
  }
  & figcaption {
    overflow: hidden;
    font-size: ${theme.fontSizes.xs};
    color: ${theme.colors.muted};
    text-overflow: ellipsis;
    white-space: nowrap;
  }
`;

const errorCss = css`
  margin: 0;
  font-size: ${theme.fontSizes.sm};
  color: ${theme.colors.danger};
`;

function readDataUrl(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('read failed'));
    reader.readAsDataURL(file);
  });
}

const typeProblem = (name: string) => `withdraw_proof_type?name=${encodeURIComponent(name)}`;

/** Why a chosen file cannot be a proof image by its name's type and size (an i18n message with params), or null. */
function proofFileProblem(file: { name: string; type: string; size: number }): string | null {
  if (!ACCEPTED.includes(file.type)) return typeProblem(file.name);
  if (file.size > MONEY_LIMITS.proofImageMaxBytes) return `withdraw_proof_size?name=${encodeURIComponent(file.name)}&mb=${MAX_MB}`;
  return null;
}

export interface ProofImagesFieldProps {
  value: readonly ProofImage[];
  onChange: (images: ProofImage[]) => void;
  /** The form's message for the field (an i18n message). */
  error?: string;
}

export function ProofImagesField({ value, onChange, error }: ProofImagesFieldProps) {
  const { t } = useTranslation();
  const inputId = useId();
  const [problems, setProblems] = useState<string[]>([]);
  const room = MONEY_LIMITS.proofImagesMax - value.length;

  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const files = Array.from(event.target.files ?? []);
    // Clearing lets the member pick the same file again after removing it.
    event.target.value = '';
    const found: string[] = [];
    const usable = files.filter((file) => {
      const problem = proofFileProblem(file);
      if (problem) found.push(problem);
      return !problem;
    });
    if (usable.length > room) found.push(`withdraw_proof_count?max=${MONEY_LIMITS.proofImagesMax}`);
    // The name is only a label: characters the free-text rule refuses (a bidi override, or half an emoji the cut left) become '_'.
    const label = (file: File) => replaceUnsafeCharacters(file.name.slice(0, NAME_MAX), '_');
    const read = await Promise.all(
      usable.slice(0, Math.max(0, room)).map(async (file) => {
        // The bytes decide: a text file named '.png' is refused here, with its own message, before any upload.
        const dataUrl = asImageDataUrl(await readDataUrl(file));
        if (!dataUrl) found.push(typeProblem(file.name));
        return dataUrl ? { name: label(file), dataUrl } : null;
      }),
    );
    const images = read.filter((image): image is ProofImage => image !== null);
    setProblems(found);
    if (images.length) onChange([...value, ...images]);
  };

  const shown = [...problems.map((problem) => formErrorText(t, problem)), formErrorText(t, error)].filter(Boolean);
  return (
    <div css={fieldCss}>
      <label htmlFor={inputId}>{t('withdraw_proof_label', { max: MONEY_LIMITS.proofImagesMax, mb: MAX_MB })}</label>
      <input
        id={inputId}
        type="file"
        accept={ACCEPTED.join(',')}
        multiple
        disabled={room <= 0}
        aria-invalid={shown.length ? true : undefined}
        aria-describedby={shown.length ? `${inputId}-error` : undefined}
        onChange={(event) => void choose(event)}
      />
      {value.length > 0 && (
        <ul css={previewsCss} aria-label={t('withdraw_proof_chosen')}>
          {value.map((image, index) => (
            <li key={`${index}-${image.name}`}>
              <figure>
                <img src={image.dataUrl} alt={image.name} />
                <figcaption>{image.name}</figcaption>
                <Button
                  variant="ghost"
                  size="sm"
                  aria-label={t('withdraw_proof_remove', { name: image.name })}
                  onClick={() => onChange(value.filter((_, i) => i !== index))}
                >
                  {t('withdraw_proof_remove_short')}
                </Button>
              </figure>
            </li>
          ))}
        </ul>
      )}
      {shown.length > 0 && (
        <div id={`${inputId}-error`}>
          {shown.map((text) => (
            <p key={text} css={errorCss}>
              {text}
            </p>
          ))}
        </div>
      )}
    </div>
  );
}
