// Up to three png or jpg images of at most 5 MB each for an application, as the member centre takes withdrawal
// proofs: checked by their bytes (not their names), read as data URLs and shown as previews the member can remove.
import { css } from '@emotion/react';
import { useId, useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { LIMITS, replaceUnsafeCharacters } from '@mekong/contracts';
import { Button, theme } from '@mekong/ui';
import { formErrorText, type ApplicationImage } from './applyForm';
import { asImageDataUrl } from './imageType';

const ACCEPTED: readonly string[] = LIMITS.promotionImageTypes;
const MAX_MB = LIMITS.promotionImageMaxBytes / (1024 * 1024);
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
    width: 88px;
    margin: 0;
  }
  & img {
    width: 88px;
    height: 88px;
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

const typeProblem = (name: string) => `apply_image_type?name=${encodeURIComponent(name)}`;

function fileProblem(file: { name: string; type: string; size: number }): string | null {
  if (!ACCEPTED.includes(file.type)) return typeProblem(file.name);
  if (file.size > LIMITS.promotionImageMaxBytes) return `apply_image_size?name=${encodeURIComponent(file.name)}&mb=${MAX_MB}`;
  return null;
}

export interface ImagesFieldProps {
  value: readonly ApplicationImage[];
  onChange: (images: ApplicationImage[]) => void;
  error?: string;
}

export function ImagesField({ value, onChange, error }: ImagesFieldProps) {
  const { t } = useTranslation();
  const inputId = useId();
  const [problems, setProblems] = useState<string[]>([]);
  const room = LIMITS.promotionImagesMax - value.length;

  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const files = Array.from(event.target.files ?? []);
    event.target.value = '';
    const found: string[] = [];
    const usable = files.filter((file) => {
      const problem = fileProblem(file);
      if (problem) found.push(problem);
      return !problem;
    });
    if (usable.length > room) found.push(`apply_images_count?max=${LIMITS.promotionImagesMax}`);
    const label = (file: File) => replaceUnsafeCharacters(file.name.slice(0, NAME_MAX), '_');
    const read = await Promise.all(
      usable.slice(0, Math.max(0, room)).map(async (file) => {
        const dataUrl = asImageDataUrl(await readDataUrl(file));
        if (!dataUrl) found.push(typeProblem(file.name));
        return dataUrl ? { name: label(file), dataUrl } : null;
      }),
    );
    const images = read.filter((image): image is ApplicationImage => image !== null);
    setProblems(found);
    if (images.length) onChange([...value, ...images]);
  };

  const shown = [...problems.map((problem) => formErrorText(t, problem)), formErrorText(t, error)].filter(Boolean);
  return (
    <div css={fieldCss}>
      <label htmlFor={inputId}>{t('apply_images_label', { max: LIMITS.promotionImagesMax, mb: MAX_MB })}</label>
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
        <ul css={previewsCss} aria-label={t('apply_images_chosen')}>
          {value.map((image, index) => (
            <li key={`${index}-${image.name}`}>
              <figure>
                <img src={image.dataUrl} alt={image.name} />
                <figcaption>{image.name}</figcaption>
                <Button
                  variant="ghost"
                  size="sm"
                  aria-label={t('apply_image_remove', { name: image.name })}
                  onClick={() => onChange(value.filter((_, i) => i !== index))}
                >
                  {t('apply_image_remove_short')}
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
