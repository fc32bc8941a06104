// The fields every ops JSON definition shares (promotions, reward campaigns and wheels, missions): texts in each
// site language, ids, times, amounts. One place, so a definition file reads and is refused the same way everywhere.
import { z } from 'zod';
import { LANGUAGES, type Language } from '@mekong/contracts';

/** A text in LO, EN and CN, each 1 to `max` characters once trimmed. */
export const translationsField = (max: number) =>
  z.object(Object.fromEntries(LANGUAGES.map((language) => [language, z.string().trim().min(1).max(max)])) as Record<Language, z.ZodString>);

/** An id chosen by ops, safe in URLs, file names and logs. */
export const definitionId = z.string().regex(/^[a-z0-9][a-z0-9_-]{0,63}$/, 'ids are 1 to 64 lowercase letters, digits, - or _');

/** An ISO 8601 time, stored in its UTC form. */
export const isoTimeField = z
  .string()
  .refine((value) => !Number.isNaN(Date.parse(value)), 'must be an ISO 8601 time, e.g. 2026-12-01T00:00:00Z')
  .transform((value) => new Date(value).toISOString());
