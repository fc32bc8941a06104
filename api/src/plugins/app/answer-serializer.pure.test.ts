// The compiled answer serializer writes what zod's wrote (only the fields the schema names, nulls and nested objects
// alike), and where answers are checked (tests) an answer of the wrong shape still fails the call.
import * as z from 'zod/mini';
import Fastify, { type FastifyInstance } from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import { successEnvelopeSchema } from '@mekong/contracts';
import { answerSerializerCompiler, simplifyNullables } from './answer-serializer';

const item = z.object({ id: z.string(), amount: z.int(), note: z.nullable(z.string()) });
const answer = successEnvelopeSchema(
  z.object({ items: z.array(item), owner: z.nullable(z.object({ name: z.string() })), total: z.optional(z.number()) }),
);

async function appWith(checkAnswers: boolean, value: unknown): Promise<FastifyInstance> {
  const app = Fastify();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(answerSerializerCompiler({ checkAnswers }));
  app.get('/answer', { schema: { response: { 200: answer } } }, async () => ({ success: true, value, message: 'ok' }));
  // A schema JSON Schema cannot say keeps zod's serializer (and its check).
  app.get('/custom', { schema: { response: { 200: z.object({ when: z.custom<string>((v) => typeof v === 'string') }) } } }, async () => ({
    when: value,
  }));
  await app.ready();
  return app;
}

const good = {
  items: [{ id: 'a', amount: 5, note: null, secret: 'internal' }],
  owner: { name: 'Noy', passwordHash: 'x' },
  internalFlag: true,
};

describe.each([true, false])('checkAnswers %s', (checkAnswers) => {
  it('writes only the fields the schema names, nulls and nested objects as zod did', async () => {
    const app = await appWith(checkAnswers, good);
    const response = await app.inject({ method: 'GET', url: '/answer' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      success: true,
      value: { items: [{ id: 'a', amount: 5, note: null }], owner: { name: 'Noy' } },
      message: 'ok',
    });
    const nullOwner = await appWith(checkAnswers, { items: [], owner: null, total: 1.5 });
    expect((await nullOwner.inject({ method: 'GET', url: '/answer' })).json()).toEqual({
      success: true,
      value: { items: [], owner: null, total: 1.5 },
      message: 'ok',
    });
    await Promise.all([app.close(), nullOwner.close()]);
  });

  it('keeps zod, and its refusal, for a schema JSON Schema cannot say', async () => {
    const app = await appWith(checkAnswers, 'today');
    expect((await app.inject({ method: 'GET', url: '/custom' })).json()).toEqual({ when: 'today' });
    const wrong = await appWith(checkAnswers, 7);
    expect((await wrong.inject({ method: 'GET', url: '/custom' })).statusCode).toBe(500);
    await Promise.all([app.close(), wrong.close()]);
  });
});

it('fails an answer of the wrong shape where answers are checked', async () => {
  for (const value of [
    { items: [{ id: 'a', amount: 'five', note: null }], owner: null },
    { items: [{ id: 'a', amount: 5 }], owner: null },
    { items: [], owner: { name: 3 } },
    { items: [{ id: 'a', amount: 1.5, note: null }], owner: null },
  ]) {
    const app = await appWith(true, value);
    const response = await app.inject({ method: 'GET', url: '/answer' });
    expect(response.statusCode).toBe(500);
    await app.close();
  }
});

it('says a nullable of one type as `nullable`, so no validator picks a branch per answer', () => {
  expect(simplifyNullables({ anyOf: [{ type: 'object', properties: {} }, { type: 'null' }] })).toEqual({
    type: 'object',
    properties: {},
    nullable: true,
  });
  // A union with null inside stays a union.
  const union = { anyOf: [{ anyOf: [{ type: 'string' }, { type: 'integer' }] }, { type: 'null' }] };
  expect(simplifyNullables(union)).toEqual(union);
});
