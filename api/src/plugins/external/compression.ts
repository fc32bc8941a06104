// Compresses answers on the fly (brotli, else gzip): the JSON of every call, the shell's page and any text file that
// has no precompressed sibling. Built files carry their own .br/.gz, made at build time (static-files.ts sends them).
import { constants } from 'node:zlib';
import fp from 'fastify-plugin';
import fastifyCompress from '@fastify/compress';
import type { FastifyReply, FastifyRequest, onSendHookHandler } from 'fastify';

/**
 * Below this a compressed answer saves less than the extra round of headers and CPU it costs; most error envelopes
 * and small calls stay as they are.
 */
export const COMPRESSION_THRESHOLD = 1024;

/**
 * Text worth compressing: HTML, CSS, JavaScript, JSON, SVG and other XML. Never an event stream (each event must reach
 * the page when it is written, not when a compressor block fills), nor images, fonts or archives, already compressed.
 */
const COMPRESSIBLE = /^(?:text\/(?!event-stream)|application\/(?:javascript|json|xml)\b|[^;]*\+(?:json|xml)\b)/;

/**
 * A strong ETag names one exact body (RFC 9110 §8.8.1), and a compressed body is another one: an answer that went
 * out encoded keeps its tag as a weak one, as nginx does. A revalidation still matches, since If-None-Match compares
 * weakly; a byte-range request, which needs a strong tag, is never served from the wrong encoding.
 */
async function weakenTagOfEncodedAnswer(_request: FastifyRequest, reply: FastifyReply, payload: unknown): Promise<unknown> {
  const etag = reply.getHeader('etag');
  if (typeof etag === 'string' && etag.startsWith('"') && reply.getHeader('content-encoding') !== undefined) {
    reply.header('etag', `W/${etag}`);
  }
  return payload;
}

export default fp(
  async (fastify) => {
    await fastify.register(fastifyCompress, {
      // br first when a client takes both (every current browser): about 15 % smaller than gzip on our JSON and JS.
      encodings: ['br', 'gzip'],
      threshold: COMPRESSION_THRESHOLD,
      customTypes: COMPRESSIBLE,
      // Quality 4 of 11: most of brotli's gain over gzip for a fraction of the CPU of the top levels, which only pay
      // off for files compressed once at build time. Every answer of a busy node pays this.
      brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } },
      // zlib's default level 6 for gzip, the fallback of old clients.
      // Request bodies are taken as sent: no client of ours compresses them, and inflating them would be one more
      // way to make a node spend memory on a small upload.
      globalDecompression: false,
    });
    // Each route's own onSend hooks run after the app's, and @fastify/compress encodes in one of them: this one is
    // added to each route after it, so it sees the encoding the answer went out in.
    fastify.addHook('onRoute', (route) => {
      const hooks = route.onSend === undefined ? [] : Array.isArray(route.onSend) ? route.onSend : [route.onSend];
      route.onSend = [...hooks, weakenTagOfEncodedAnswer as onSendHookHandler];
    });
  },
  { name: 'compression' },
);
