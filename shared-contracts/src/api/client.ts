// The typed API client: calls a declared endpoint, unwraps the envelope, checks the value's shape.
import type * as z from 'zod/mini';
import type { Endpoint } from './endpoint';
import { ApiError, type Envelope } from './envelope';

/** The part of `fetch` the client needs, so the factory runs in browsers, Node and tests alike. */
export type FetchLike = (
  url: string,
  init: { method: string; headers: Record<string, string>; body?: string },
) => Promise<{ status: number; json(): Promise<unknown> }>;

export interface ApiClientOptions {
  baseUrl: string;
  fetch: FetchLike;
  getToken: () => string | null;
  getLanguage?: () => string;
}

export interface ApiClient {
  call<I extends z.ZodMiniType, O extends z.ZodMiniType>(endpoint: Endpoint<I, O>, input: z.input<I>): Promise<z.output<O>>;
}

function queryString(input: Record<string, unknown>): string {
  const params = Object.entries(input)
    .filter(([, v]) => v !== undefined && v !== null)
    .map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(String(v))}`);
  return params.length ? `?${params.join('&')}` : '';
}

export function createApiClient(options: ApiClientOptions): ApiClient {
  return {
    async call(endpoint, input) {
      const headers: Record<string, string> = { accept: 'application/json' };
      const token = options.getToken();
      if (token) headers.authorization = `Bearer ${token}`;
      const language = options.getLanguage?.();
      if (language) headers['accept-language'] = language;

      const payload = (input ?? {}) as Record<string, unknown>;
      const hasBody = endpoint.method !== 'GET' && endpoint.method !== 'DELETE';
      if (hasBody) headers['content-type'] = 'application/json';
      const url = options.baseUrl + endpoint.path + (hasBody ? '' : queryString(payload));

      let response: Awaited<ReturnType<FetchLike>>;
      try {
        response = await options.fetch(url, { method: endpoint.method, headers, body: hasBody ? JSON.stringify(payload) : undefined });
      } catch {
        throw new ApiError('network', 'Network link is abnormal, please try again');
      }
      let body: Envelope<unknown>;
      try {
        body = (await response.json()) as Envelope<unknown>;
      } catch {
        throw new ApiError('network', 'Network link is abnormal, please try again', response.status);
      }
      if (!body.success) throw new ApiError(body.code, body.message, response.status, body.value ?? null);
      const parsed = endpoint.output.safeParse(body.value);
      if (!parsed.success) throw new ApiError('bad-response', `Unexpected answer from ${endpoint.path}`, response.status);
      return parsed.data;
    },
  };
}
