// The game provider's side of the seamless protocol: signs each call with the provider's secret and sends it to
// the wallet over a transport — in-process `inject` for the in-house provider (no port, but the same routes and
// signature check an outside provider meets) or HTTP. A refusal (4xx: nothing moved) is told apart from an
// unanswered call (network, 5xx: money may have moved), which the provider must retry or roll back.
import { failureEnvelopeSchema, successEnvelopeSchema } from '../api/envelope';
import { PATHS } from '../api/paths';
import type { z } from 'zod';
import { DomainFailure } from './failure';
import {
  balanceAnswerSchema,
  moveAnswerSchema,
  type BalanceAnswer,
  type BalanceRequest,
  type CreditRequest,
  type DebitRequest,
  type MoveAnswer,
  type RollbackRequest,
} from './seamless-schemas';
import { signSeamlessRequest } from './seamless-signature';

export type SeamlessCall = 'balance' | 'debit' | 'credit' | 'rollback';

export interface TransportAnswer {
  statusCode: number;
  body: string;
}

/** Posts a signed JSON body to a protocol path; rejects when no answer came. */
export type SeamlessTransport = (path: string, headers: Record<string, string>, body: string) => Promise<TransportAnswer>;

export const seamlessPath = (call: SeamlessCall): string => `${PATHS.seamless}/${call}`;

/** A server that answers requests in process (a Fastify instance does), without a socket. */
export interface InProcessServer {
  inject(request: {
    method: 'POST';
    url: string;
    headers: Record<string, string>;
    payload: string;
  }): PromiseLike<{ statusCode: number; body: string }>;
}

export function injectTransport(fastify: InProcessServer): SeamlessTransport {
  return async (path, headers, body) => {
    const response = await fastify.inject({
      method: 'POST',
      url: path,
      headers: { ...headers, 'content-type': 'application/json' },
      payload: body,
    });
    return { statusCode: response.statusCode, body: response.body };
  };
}

/**
 * How long an HTTP seamless call may take before it counts as unanswered (SeamlessUnavailable: retried with the same
 * transactionId or rolled back, as any unanswered call).
 */
export const SEAMLESS_HTTP_TIMEOUT_MS = 10_000;

/**
 * `path` (absolute, e.g. '/wps/seamless/debit') under `baseUrl`, keeping the base's own path: a service mounted at
 * `https://host/casino/` is reached at `https://host/casino/wps/...`, where `new URL(path, base)` would drop `/casino`.
 */
export function urlUnder(baseUrl: string, path: string): URL {
  const url = new URL(baseUrl);
  url.pathname = url.pathname.replace(/\/+$/, '') + path;
  url.search = '';
  url.hash = '';
  return url;
}

export function httpTransport(baseUrl: string): SeamlessTransport {
  return async (path, headers, body) => {
    const response = await fetch(urlUnder(baseUrl, path), {
      method: 'POST',
      headers: { ...headers, 'content-type': 'application/json' },
      body,
      // A redirect would resend a signed money call elsewhere: refused, like a slow answer.
      redirect: 'error',
      signal: AbortSignal.timeout(SEAMLESS_HTTP_TIMEOUT_MS),
    });
    return { statusCode: response.status, body: await response.text() };
  };
}

/** The wallet refused the call: nothing moved. Carries the wallet's status, code and value (e.g. the real balance). */
export class SeamlessRefusal extends DomainFailure {}

/** The call got no usable answer: it may or may not have moved money. Retry it with the same transactionId, or roll it back. */
export class SeamlessUnavailable extends DomainFailure {
  constructor(reason: string) {
    super(503, 'wallet-unavailable', `The wallet did not answer (${reason}); the round is kept and will be settled`);
  }
}

export interface SeamlessClientOptions {
  provider: string;
  secret: string;
  transport: SeamlessTransport;
}

export class SeamlessClient {
  constructor(private readonly options: SeamlessClientOptions) {}

  balance(body: BalanceRequest): Promise<BalanceAnswer> {
    return this.send('balance', body, balanceAnswerSchema);
  }

  debit(body: DebitRequest): Promise<MoveAnswer> {
    return this.send('debit', body, moveAnswerSchema);
  }

  credit(body: CreditRequest): Promise<MoveAnswer> {
    return this.send('credit', body, moveAnswerSchema);
  }

  rollback(body: RollbackRequest): Promise<MoveAnswer> {
    return this.send('rollback', body, moveAnswerSchema);
  }

  private async send<S extends z.ZodType>(call: SeamlessCall, body: object, schema: S): Promise<z.output<S>> {
    const raw = JSON.stringify(body);
    const headers = signSeamlessRequest(this.options.provider, this.options.secret, raw);
    let answer: TransportAnswer;
    try {
      answer = await this.options.transport(seamlessPath(call), headers, raw);
    } catch (error) {
      throw new SeamlessUnavailable(error instanceof Error ? error.message : String(error));
    }
    let json: unknown;
    try {
      json = JSON.parse(answer.body);
    } catch {
      throw new SeamlessUnavailable(`status ${answer.statusCode}, not JSON`);
    }
    const failure = failureEnvelopeSchema.safeParse(json);
    if (failure.success) {
      if (answer.statusCode >= 500) throw new SeamlessUnavailable(`status ${answer.statusCode}: ${failure.data.message}`);
      throw new SeamlessRefusal(answer.statusCode, failure.data.code, failure.data.message, failure.data.value);
    }
    const success = successEnvelopeSchema(schema).safeParse(json);
    if (!success.success) throw new SeamlessUnavailable(`status ${answer.statusCode}, not a protocol answer`);
    // zod cannot see through the generic envelope's mapped type; the value was parsed by `schema`.
    return (success.data as { value: z.output<S> }).value;
  }
}
