// A member's application for an APPLY promotion: a comment (at most 140 characters) and up to three png or jpg images,
// checked here with translated messages before the call; the server's refusals show translated too.
import { css } from '@emotion/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { LIMITS } from '@mekong/contracts';
import { promotionEndpoints } from '@mekong/contracts/promotions';
import { Button, FormAlert, formStackCss, TextField } from '@mekong/ui';
import { formErrorText, ImagesField, useApiMutation } from '@mekong/ui/remote';
import { applyFormSchema } from './applyForm';
import { promotionFailureText } from './failures';

const APPLICATION_IMAGE_LIMITS = {
  max: LIMITS.promotionImagesMax,
  maxBytes: LIMITS.promotionImageMaxBytes,
  types: LIMITS.promotionImageTypes,
};
const APPLICATION_IMAGE_TEXTS = {
  label: 'apply_images_label',
  chosen: 'apply_images_chosen',
  remove: 'apply_image_remove',
  removeShort: 'apply_image_remove_short',
  type: 'apply_image_type',
  size: 'apply_image_size',
  count: 'apply_images_count',
};

/** The whole width of the dialog's footer (which lines its buttons up on the right). */
const formCss = css`
  flex: 1 1 100%;
  min-width: 0;
`;

const actions = css`
  display: flex;
  gap: ${3 * 4}px;
  justify-content: flex-end;
`;

export function ApplyForm({ promotionId, onDone, onCancel }: { promotionId: string; onDone: () => void; onCancel: () => void }) {
  const { t } = useTranslation();
  const apply = useApiMutation(promotionEndpoints.apply);
  const { register, handleSubmit, formState, control } = useForm({
    defaultValues: { comment: '', images: [] },
    resolver: zodResolver(applyFormSchema),
  });

  const submit = handleSubmit(async ({ comment, images }) => {
    const result = await apply.mutate({ id: promotionId, comment: comment || undefined, images: images.length ? images : undefined });
    if (result.ok) onDone();
  });

  return (
    <form css={[formStackCss, formCss]} noValidate onSubmit={submit} aria-label={t('apply_title')}>
      <TextField
        label={t('apply_comment_label', { max: LIMITS.promotionCommentMax })}
        error={formErrorText(t, formState.errors.comment?.message)}
        autoComplete="off"
        {...register('comment', { onChange: () => apply.reset() })}
      />
      <Controller
        control={control}
        name="images"
        render={({ field, fieldState }) => (
          <ImagesField
            value={field.value}
            onChange={field.onChange}
            error={fieldState.error?.message}
            limits={APPLICATION_IMAGE_LIMITS}
            texts={APPLICATION_IMAGE_TEXTS}
            previewSize={88}
          />
        )}
      />
      <FormAlert message={promotionFailureText(t, apply.error)} />
      <div css={actions}>
        <Button variant="ghost" onClick={onCancel}>
          {t('apply_cancel')}
        </Button>
        <Button type="submit" disabled={apply.pending}>
          {t('apply_submit')}
        </Button>
      </div>
    </form>
  );
}
