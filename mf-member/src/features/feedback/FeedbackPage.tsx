// Feedback and complaints (requirements §3 Feedback, §5; issue 19), the member centre's `feedback` page: a question
// type from the fixed list, the content with its word count against the limits (Lao and Chinese counted by letter,
// as the server counts), up to three png/jpg images checked by their bytes, and the member's past feedback with ops'
// replies and its own images (read with the member's token, shown as data URLs, never from a shared address).
import { css } from '@emotion/react';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import type { ApiError } from '@mekong/contracts';
import {
  countWords,
  FEEDBACK_FAILURES,
  FEEDBACK_LIMITS,
  FEEDBACK_QUESTION_TYPES,
  feedbackEndpoints,
  feedbackImagePath,
  type Feedback,
  type FeedbackQuestionType,
} from '@mekong/contracts/member-extras';
import { Button, FormAlert, SelectField, theme } from '@mekong/ui';
import {
  ImagesField,
  NoData,
  Part,
  QueryContent,
  RecordPager,
  showTime,
  useApiMutation,
  useApiQuery,
  useSession,
  type ChosenImage,
} from '@mekong/ui/remote';

const IMAGE_LIMITS = { max: FEEDBACK_LIMITS.imagesMax, maxBytes: FEEDBACK_LIMITS.imageMaxBytes, types: ['image/png', 'image/jpeg'] };
const IMAGE_TEXTS = {
  label: 'feedback_images_label',
  chosen: 'feedback_images_chosen',
  remove: 'feedback_images_remove',
  removeShort: 'feedback_images_remove_short',
  type: 'feedback_images_type',
  size: 'feedback_images_size',
  count: 'feedback_images_count',
};

const formCss = css`
  display: grid;
  gap: ${theme.spacing(3)};
  max-width: 640px;
  & textarea {
    width: 100%;
    min-height: 140px;
    box-sizing: border-box;
    padding: ${theme.spacing(2)};
    border: 1px solid ${theme.colors.border};
    border-radius: ${theme.radii.md};
    font: inherit;
    resize: vertical;
  }
  & label {
    font-weight: 600;
  }
`;

const hintCss = css`
  margin: 0;
  color: ${theme.colors.muted};
  font-size: ${theme.fontSizes.sm};
`;

const listCss = css`
  display: grid;
  gap: ${theme.spacing(3)};
  margin: 0;
  padding: 0;
  list-style: none;
  & > li {
    display: grid;
    gap: ${theme.spacing(2)};
    padding: ${theme.spacing(3)};
    border: 1px solid ${theme.colors.border};
    border-radius: ${theme.radii.md};
    overflow-wrap: anywhere;
  }
  & p {
    margin: 0;
    white-space: pre-wrap;
  }
`;

const FEEDBACK_CODES: readonly string[] = Object.values(FEEDBACK_FAILURES);

/** A refusal in the member's language: feedback's own codes, the schema's fields, else a general failure. */
function failureText(t: TFunction, error: ApiError | null): string | null {
  if (!error) return null;
  if (FEEDBACK_CODES.includes(error.code))
    return t(`feedback_error_${error.code}`, { ...error.details, number: Number(error.details?.index ?? 0) + 1 });
  if (error.code === 'bad-request') return t('feedback_error_bad_request');
  if (error.code === 'trial-account') return t('feedback_error_trial');
  return t('feedback_error_unknown');
}

/** A blob as a data URL: the site's content security policy allows `data:` images, not `blob:` ones. */
const asDataUrl = (blob: Blob): Promise<string> =>
  new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('unreadable image'));
    reader.readAsDataURL(blob);
  });

/** One of the member's images, fetched with its token and shown from memory (its address needs the token). */
function OwnImage({ id, label }: { id: string; label: string }) {
  const { token } = useSession();
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    void fetch(feedbackImagePath(id), { headers: token ? { authorization: `Bearer ${token}` } : {} })
      .then((response) => (response.ok ? response.blob() : null))
      .then((blob) => (blob ? asDataUrl(blob) : null))
      .then((dataUrl) => {
        if (dataUrl && live) setUrl(dataUrl);
      })
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [id, token]);
  return url ? <img src={url} alt={label} width={96} height={96} css={{ objectFit: 'cover', borderRadius: 4 }} /> : null;
}

function PastFeedback({ item }: { item: Feedback }) {
  const { t } = useTranslation();
  const titleId = useId();
  return (
    <li aria-labelledby={titleId}>
      <strong id={titleId}>
        {t(`feedback_type_${item.questionType}`)} · {showTime(item.createdAt)}
      </strong>
      <p>{item.content}</p>
      {item.images.length > 0 && (
        <div css={{ display: 'flex', gap: theme.spacing(2), flexWrap: 'wrap' }}>
          {item.images.map((image, index) => (
            <OwnImage key={image.id} id={image.id} label={t('feedback_image_alt', { number: index + 1 })} />
          ))}
        </div>
      )}
      {item.reply ? (
        <div css={{ padding: theme.spacing(2), background: theme.colors.bg, borderLeft: `3px solid ${theme.colors.success}` }}>
          <strong>{t('feedback_reply', { time: item.repliedAt ? showTime(item.repliedAt) : '' })}</strong>
          <p>{item.reply}</p>
        </div>
      ) : (
        <span css={hintCss}>{t('feedback_awaiting')}</span>
      )}
    </li>
  );
}

export function FeedbackPage() {
  const { t } = useTranslation();
  const { token } = useSession();
  const [sent, setSent] = useState(0);
  const [pageNo, setPageNo] = useState(1);
  const [questionType, setQuestionType] = useState<FeedbackQuestionType>('DEPOSIT');
  const [content, setContent] = useState('');
  const [images, setImages] = useState<ChosenImage[]>([]);
  const [done, setDone] = useState(false);
  const submit = useApiMutation(feedbackEndpoints.submit);
  const past = useApiQuery(feedbackEndpoints.list, () => ({ pageNo }), `${token}:${sent}:${pageNo}`);
  const contentId = useId();
  const hintId = useId();
  const words = countWords(content);
  const wordsOk = words >= FEEDBACK_LIMITS.minWords && words <= FEEDBACK_LIMITS.maxWords;
  return (
    <div css={{ display: 'grid', gap: theme.spacing(6) }}>
      <Part title={t('feedback_new')}>
        <form
          css={formCss}
          noValidate
          onSubmit={async (event) => {
            event.preventDefault();
            setDone(false);
            const result = await submit.mutate({ questionType, content, images });
            if (result.ok) {
              setContent('');
              setImages([]);
              setDone(true);
              setPageNo(1);
              setSent((n) => n + 1);
            }
          }}
        >
          <SelectField
            label={t('feedback_question_type')}
            value={questionType}
            options={FEEDBACK_QUESTION_TYPES.map((type) => ({ value: type, label: t(`feedback_type_${type}`) }))}
            onChange={(value) => setQuestionType(value as FeedbackQuestionType)}
          />
          <label htmlFor={contentId}>{t('feedback_content')}</label>
          <textarea
            id={contentId}
            value={content}
            maxLength={FEEDBACK_LIMITS.maxCharacters}
            aria-describedby={hintId}
            aria-invalid={content !== '' && !wordsOk}
            onChange={(event) => setContent(event.target.value)}
          />
          <p id={hintId} css={hintCss}>
            {t('feedback_words', { words, min: FEEDBACK_LIMITS.minWords, max: FEEDBACK_LIMITS.maxWords })}
          </p>
          <ImagesField value={images} onChange={setImages} limits={IMAGE_LIMITS} texts={IMAGE_TEXTS} />
          <FormAlert message={failureText(t, submit.error)} />
          {done && (
            <p role="status" css={{ margin: 0, color: theme.colors.success, fontWeight: 700 }}>
              {t('feedback_sent')}
            </p>
          )}
          <div>
            <Button type="submit" disabled={submit.pending || !wordsOk}>
              {t('feedback_submit')}
            </Button>
          </div>
        </form>
      </Part>
      <Part title={t('feedback_past')}>
        <QueryContent query={past}>
          {({ list, totalPages }) =>
            list.length === 0 ? (
              <NoData message={t('feedback_none')} />
            ) : (
              <>
                <ul css={listCss} aria-label={t('feedback_past')}>
                  {list.map((item) => (
                    <PastFeedback key={item.id} item={item} />
                  ))}
                </ul>
                {totalPages > 1 && <RecordPager pageNo={pageNo} totalPages={totalPages} onChange={setPageNo} />}
              </>
            )
          }
        </QueryContent>
      </Part>
    </div>
  );
}
