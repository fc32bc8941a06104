// API answers are compressed on the fly past the threshold (brotli, else gzip) with the same headers and content,
// and the live socket's handshake is left alone.
import type { IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import WebSocket from 'ws';
import Fastify, { type LightMyRequestResponse } from 'fastify';
import { PATHS } from '@mekong/contracts';
import { buildTestApp, type TestApp } from '../../test-support/test-app';
import compression, { COMPRESSION_THRESHOLD } from './compression';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const get = (url: string, acceptEncoding?: string) =>
  t.app.inject({ method: 'GET', url, headers: acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding } });

/** The body as the client reads it, whatever the encoding it was sent in. */
function decoded(response: LightMyRequestResponse): unknown {
  const encoding = response.headers['content-encoding'];
  const body = response.rawPayload;
  return JSON.parse((encoding === 'br' ? brotliDecompressSync(body) : encoding === 'gzip' ? gunzipSync(body) : body).toString('utf8'));
}

/** Every header but those the encoding rightly changes, with the CSP nonce (new per answer) blanked. */
function headersBesidesEncoding(response: LightMyRequestResponse): Record<string, unknown> {
  const { 'content-encoding': _encoding, 'content-length': _length, vary: _vary, date: _date, ...rest } = response.headers;
  return { ...rest, 'content-security-policy': String(rest['content-security-policy']).replace(/'nonce-[^']+'/, "'nonce'") };
}

describe('compressed API answers', () => {
  it('sends a large JSON answer in brotli to a browser, in gzip to a gzip-only client, as it is to the rest', async () => {
    const identity = await get(PATHS.games.menus);
    expect(identity.rawPayload.length).toBeGreaterThan(COMPRESSION_THRESHOLD);
    const brotli = await get(PATHS.games.menus, 'gzip, deflate, br, zstd');
    const gzip = await get(PATHS.games.menus, 'gzip');
    expect([brotli, gzip, identity].map((response) => response.headers['content-encoding'])).toEqual(['br', 'gzip', undefined]);
    expect(brotli.rawPayload.length).toBeLessThan(identity.rawPayload.length / 3);
    for (const response of [brotli, gzip]) {
      expect(response.statusCode).toBe(200);
      expect(decoded(response)).toEqual(identity.json());
      expect(response.headers.vary).toMatch(/accept-encoding/i);
      // The security headers and the cache policy are the same whatever the encoding.
      expect(headersBesidesEncoding(response)).toEqual(headersBesidesEncoding(identity));
      expect(Number(response.headers['content-length'] ?? response.rawPayload.length)).toBe(response.rawPayload.length);
    }
  });

  it('leaves an answer under the threshold as it is', async () => {
    const small = await get(PATHS.session.publicKey, 'br, gzip');
    expect(small.rawPayload.length).toBeLessThan(COMPRESSION_THRESHOLD);
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.json()).toMatchObject({ success: true });
  });

  it('leaves the live socket alone: its handshake is upgraded, never encoded', async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.server.address() as AddressInfo;
    const socket = new WebSocket(`ws://127.0.0.1:${port}${PATHS.socket}`, { headers: { 'accept-encoding': 'gzip, deflate, br' } });
    const handshake = new Promise<IncomingMessage>((resolve, reject) => {
      socket.once('upgrade', resolve);
      socket.once('error', reject);
    });
    const opened = new Promise<void>((resolve) => socket.once('open', () => resolve()));
    await opened;
    const { statusCode, headers } = await handshake;
    expect(statusCode).toBe(101);
    expect(headers['content-encoding']).toBeUndefined();
    socket.terminate();
  });
});

describe('validators of compressed answers', () => {
  it('makes a strong ETag weak on an encoded answer, since the tag names the identity body, and keeps it otherwise', async () => {
    const app = Fastify();
    await app.register(compression);
    const body = JSON.stringify({ success: true, value: 'x'.repeat(4 * COMPRESSION_THRESHOLD) });
    app.get('/tagged', (_request, reply) => reply.header('etag', '"v1"').type('application/json').send(body));
    try {
      const inject = (acceptEncoding?: string) =>
        app.inject({ method: 'GET', url: '/tagged', headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {} });
      const [brotli, gzip, identity] = [await inject('br'), await inject('gzip'), await inject()];
      expect([brotli, gzip, identity].map((response) => [response.headers['content-encoding'], response.headers.etag])).toEqual([
        ['br', 'W/"v1"'],
        ['gzip', 'W/"v1"'],
        [undefined, '"v1"'],
      ]);
    } finally {
      await app.close();
    }
  });
});
