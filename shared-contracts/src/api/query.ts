// Query-string fields shared by the calls' input schemas.
// Written with zod/mini, as every contract: checks go in `.check(...)`, wrappers are functions (`z.optional(x)`), and
// `z._default(x, v)` is classic zod's `x.default(v)` (`default` is a reserved word).
import * as z from 'zod/mini';

/** A query number (sent as text) that must be whole and within bounds, with one clear message for every way it is wrong. */
export function wholeNumber(name: string, min: number, max: number, fallback: number) {
  const message =
    max === Number.MAX_SAFE_INTEGER
      ? `${name} must be a whole number of at least ${min}`
      : `${name} must be a whole number from ${min} to ${max}`;
  return z._default(z.coerce.number({ error: message }).check(z.int(message), z.minimum(min, message), z.maximum(max, message)), fallback);
}
