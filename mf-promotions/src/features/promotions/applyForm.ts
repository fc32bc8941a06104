// The rules of a promotion application (requirements §5): a comment of at most 140 characters and at most three png
// or jpg images of 5 MB each. Messages are i18n keys (with params after '?'), translated where they show.
import * as z from 'zod/mini';
import { freeText, LIMITS } from '@mekong/contracts';
import { proofImageSchema } from '@mekong/contracts/money';

export const applyFormSchema = z.object({
  // The server's rule (the contract's free text, trimmed), with the member's own messages.
  comment: freeText(
    z.string().check(z.trim(), z.maxLength(LIMITS.promotionCommentMax, `apply_comment_too_long?max=${LIMITS.promotionCommentMax}`)),
    { message: 'apply_comment_unsafe' },
  ),
  images: z.array(proofImageSchema).check(z.maxLength(LIMITS.promotionImagesMax, `apply_images_count?max=${LIMITS.promotionImagesMax}`)),
});

export type ApplyFormValues = z.infer<typeof applyFormSchema>;
