// A form's picture field (withdrawal proofs, promotion applications): up to `limits.max` png or jpg files of at most
// `limits.maxBytes` each, checked by their bytes (not their names), read as data URLs and shown as previews the member
// can remove. Its texts are the remote's own keys (`texts`), so each form keeps its wording.
import { css } from '@emotion/react';
import { useId, useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { replaceUnsafeCharacters } from '@mekong/contracts';
import { Button, theme } from '@mekong/ui';
import { formErrorText } from './formErrorText';
import { asImageDataUrl } from './imageType';

/** A chosen picture as the contracts' image schemas take it. */
export interface ChosenImage {
  name: string;
  dataUrl: string;
}

export interface ImagesFieldLimits {
  max: number;
  maxBytes: number;
  types: readonly string[];
}

/** The remote's i18n keys of the field's texts. */
export interface ImagesFieldTexts {
  /** Takes {{max}} and {{mb}}. */
  label: string;
  chosen: string;
  /** Takes {{name}}. */
  remove: string;
  removeShort: string;
  /** Takes {{name}}. */
  type: string;
  /** Takes {{name}} and {{mb}}. */
  size: string;
  /** Takes {{max}}. */
  count: string;
}
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

const previewsCss = (size: number) => css`
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
    width: ${size}px;
    margin: 0;
  }
  & img {
    width: ${size}px;
    height: ${size}px;
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

const withName = (key: string, name: string, more = '') => `${key}?name=${encodeURIComponent(name)}${more}`;
export interface ImagesFieldProps {
  value: readonly ChosenImage[];
  onChange: (images: ChosenImage[]) => void;
  /** The form's message for the field (an i18n message). */
  error?: string;
  limits: ImagesFieldLimits;
  texts: ImagesFieldTexts;
  /** Width and height of a preview, in px. */
  previewSize?: number;
}

export function ImagesField({ value, onChange, error, limits, texts, previewSize = 104 }: ImagesFieldProps) {
  const { t } = useTranslation();
  const inputId = useId();
  const [problems, setProblems] = useState<string[]>([]);
  const room = limits.max - value.length;
  const mb = limits.maxBytes / (1024 * 1024);
  /** Why a chosen file cannot be taken by its name's type and size (an i18n message with params), or null. */
  const fileProblem = (file: { name: string; type: string; size: number }): string | null => {
    if (!limits.types.includes(file.type)) return withName(texts.type, file.name);
    if (file.size > limits.maxBytes) return withName(texts.size, file.name, `&mb=${mb}`);
    return null;
  };

  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const files = Array.from(event.target.files ?? []);
    // Clearing lets the member pick the same file again after removing it.
    event.target.value = '';
    const found: string[] = [];
    const usable = files.filter((file) => {
      const problem = fileProblem(file);
      if (problem) found.push(problem);
      return !problem;
    });
    if (usable.length > room) found.push(`${texts.count}?max=${limits.max}`);
    // The name is only a label: characters the free-text rule refuses (a bidi override, or half an emoji the cut left) become '_'.
    const label = (file: File) => replaceUnsafeCharacters(file.name.slice(0, NAME_MAX), '_');
    const read = await Promise.all(
      usable.slice(0, Math.max(0, room)).map(async (file) => {
        // The bytes decide: a text file named '.png' is refused here, with its own message, before any upload.
        const dataUrl = asImageDataUrl(await readDataUrl(file));
        if (!dataUrl) found.push(withName(texts.type, file.name));
        return dataUrl ? { name: label(file), dataUrl } : null;
      }),
    );
    const images = read.filter((image): image is ChosenImage => image !== null);
    setProblems(found);
    if (images.length) onChange([...value, ...images]);
  };

  const shown = [...problems.map((problem) => formErrorText(t, problem)), formErrorText(t, error)].filter(Boolean);
  return (
    <div css={fieldCss}>
      <label htmlFor={inputId}>{t(texts.label, { max: limits.max, mb })}</label>
      <input
        id={inputId}
        type="file"
        accept={limits.types.join(',')}
        multiple
        disabled={room <= 0}
        aria-invalid={shown.length ? true : undefined}
        aria-describedby={shown.length ? `${inputId}-error` : undefined}
        onChange={(event) => void choose(event)}
      />
      {value.length > 0 && (
        <ul css={previewsCss(previewSize)} aria-label={t(texts.chosen)}>
          {value.map((image, index) => (
            <li key={`${index}-${image.name}`}>
              <figure>
                <img src={image.dataUrl} alt={image.name} />
                <figcaption>{image.name}</figcaption>
                <Button
                  variant="ghost"
                  size="sm"
                  aria-label={t(texts.remove, { name: image.name })}
                  onClick={() => onChange(value.filter((_, i) => i !== index))}
                >
                  {t(texts.removeShort)}
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
