// The API client against a fake fetch: URL and headers, envelope unwrapping, and every failure as an ApiError.
import * as z from 'zod/mini';
import { createApiClient, type FetchLike } from './client';
import { endpoint } from './endpoint';
import { fail, ok, ApiError } from './envelope';
import { systemEndpoints } from './system';

type Call = { url: string; init: Parameters<FetchLike>[1] };

function fakeFetch(answer: (call: Call) => { status: number; body: unknown } | Error) {
  const calls: Call[] = [];
  const fetch: FetchLike = async (url, init) => {
    const call = { url, init };
    calls.push(call);
    const result = answer(call);
    if (result instanceof Error) throw result;
    return { status: result.status, json: async () => result.body };
  };
  return { fetch, calls };
}

const echo = endpoint({
  method: 'GET',
  path: '/wps/echo',
  access: 'public',
  input: z.object({ q: z.optional(z.string()), n: z.optional(z.number()) }),
  output: z.object({ n: z.number() }),
});
const post = endpoint({ method: 'POST', path: '/wps/thing', access: 'token', input: z.object({ name: z.string() }), output: z.boolean() });

describe('createApiClient', () => {
  it('sends GET input as a query string, with bearer token and language headers', async () => {
    const { fetch, calls } = fakeFetch(() => ({ status: 200, body: ok({ n: 3 }) }));
    const client = createApiClient({ baseUrl: 'http://api', fetch, getToken: () => 'tok', getLanguage: () => 'LO' });
    await expect(client.call(echo, { q: 'a b&c', n: 3 })).resolves.toEqual({ n: 3 });
    expect(calls[0]?.url).toBe('http://api/wps/echo?q=a%20b%26c&n=3');
    expect(calls[0]?.init).toMatchObject({
      method: 'GET',
      body: undefined,
      headers: { authorization: 'Bearer tok', 'accept-language': 'LO' },
    });
  });

  it('leaves out the query string with no input and the authorization header with no token', async () => {
    const { fetch, calls } = fakeFetch(() => ({ status: 200, body: ok({ status: 0, maintenanceEnd: null, ip: '127.0.0.1' }) }));
    const client = createApiClient({ baseUrl: '', fetch, getToken: () => null });
    await expect(client.call(systemEndpoints.status, {})).resolves.toEqual({ status: 0, maintenanceEnd: null, ip: '127.0.0.1' });
    expect(calls[0]?.url).toBe('/wps/system/status');
    expect(calls[0]?.init.headers).not.toHaveProperty('authorization');
  });

  it('sends a POST body as JSON', async () => {
    const { fetch, calls } = fakeFetch(() => ({ status: 200, body: ok(true) }));
    const client = createApiClient({ baseUrl: '', fetch, getToken: () => 't' });
    await expect(client.call(post, { name: 'x' })).resolves.toBe(true);
    expect(calls[0]?.url).toBe('/wps/thing');
    expect(calls[0]?.init).toMatchObject({ method: 'POST', body: '{"name":"x"}', headers: { 'content-type': 'application/json' } });
  });

  it('turns success: false into an ApiError with the code, message and status', async () => {
    const { fetch } = fakeFetch(() => ({ status: 400, body: fail('bad-request', 'types is required') }));
    const client = createApiClient({ baseUrl: '', fetch, getToken: () => null });
    const error = await client.call(echo, {}).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ code: 'bad-request', message: 'types is required', status: 400 });
  });

  it("turns a network failure or a non-JSON answer into ApiError 'network'", async () => {
    const down = createApiClient({ baseUrl: '', fetch: fakeFetch(() => new TypeError('Failed to fetch')).fetch, getToken: () => null });
    await expect(down.call(echo, {})).rejects.toMatchObject({ code: 'network', status: 0 });

    const garbled: FetchLike = async () => ({ status: 502, json: async () => Promise.reject(new SyntaxError('Unexpected token <')) });
    const proxy = createApiClient({ baseUrl: '', fetch: garbled, getToken: () => null });
    await expect(proxy.call(echo, {})).rejects.toMatchObject({ code: 'network', status: 502 });
  });

  it('rejects a value of the wrong shape', async () => {
    const { fetch } = fakeFetch(() => ({ status: 200, body: ok({ n: 'three' }) }));
    const client = createApiClient({ baseUrl: '', fetch, getToken: () => null });
    await expect(client.call(echo, {})).rejects.toMatchObject({ name: 'ApiError', code: 'bad-response' });
  });
});
