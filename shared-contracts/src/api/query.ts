// Query-string fields shared by the calls' input schemas.
import { z } from 'zod';

/** A query number (sent as text) that must be whole and within bounds, with one clear message for every way it is wrong. */
export function wholeNumber(name: string, min: number, max: number, fallback: number) {
  const message =
    max === Number.MAX_SAFE_INTEGER
      ? `${name} must be a whole number of at least ${min}`
      : `${name} must be a whole number from ${min} to ${max}`;
  return z.coerce.number({ error: message }).int(message).min(min, message).max(max, message).default(fallback);
}
