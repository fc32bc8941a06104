// The response envelope every Mekong call answers with, and the stable machine codes of its errors.
import * as z from 'zod/mini';

export const ERROR_CODES = [
  'bad-request',
  'unauthorized',
  'forbidden',
  'not-found',
  'conflict',
  'too-many-requests',
  'maintenance',
  'region-restricted',
  'internal',
  'network',
  'bad-response',
  'timeout',
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];

export interface SuccessEnvelope<T> {
  success: true;
  value: T;
  message: string;
}
/** A small object some failures carry for the client, e.g. `{ captcha: true }` (requirements §8); null otherwise. */
export type FailureValue = Record<string, unknown>;

export interface FailureEnvelope {
  success: false;
  value: FailureValue | null;
  message: string;
  code: ErrorCode | (string & {});
}
export type Envelope<T> = SuccessEnvelope<T> | FailureEnvelope;

export function ok<T>(value: T, message = 'ok'): SuccessEnvelope<T> {
  return { success: true, value, message };
}

export function fail(code: FailureEnvelope['code'], message: string, value: FailureValue | null = null): FailureEnvelope {
  return { success: false, value, message, code };
}

/** Schema of a failure envelope (its value, when any, is a small object such as `{ captcha: true }`). */
export const failureEnvelopeSchema = z.object({
  success: z.literal(false),
  value: z.nullable(z.record(z.string(), z.unknown())),
  message: z.string(),
  code: z.string(),
});

/** Schema of a success envelope around `value`. */
export function successEnvelopeSchema<T extends z.ZodMiniType>(value: T) {
  return z.object({ success: z.literal(true), value, message: z.string() });
}

/** Schema of an envelope around `value`, to check a server answer at the edge. */
export function envelopeSchema<T extends z.ZodMiniType>(value: T) {
  return z.discriminatedUnion('success', [successEnvelopeSchema(value), failureEnvelopeSchema]);
}

/** Thrown by the API client when a call answers `success: false` or cannot be made. */
export class ApiError extends Error {
  constructor(
    readonly code: FailureEnvelope['code'],
    message: string,
    readonly status = 0,
    /** The failure envelope's value, when the server sent one (e.g. `{ captcha: true }`). */
    readonly details: FailureValue | null = null,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}
