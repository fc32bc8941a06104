// The response envelope: ok/fail builders, the edge schema, and ApiError.
import * as z from 'zod/mini';
import { ApiError, envelopeSchema, fail, ok } from './envelope';

describe('envelope', () => {
  it('ok wraps a value with success true', () => {
    expect(ok({ n: 1 })).toEqual({ success: true, value: { n: 1 }, message: 'ok' });
    expect(ok([], 'done').message).toBe('done');
  });

  it('fail carries a machine code and a message, with a null value', () => {
    expect(fail('bad-request', 'types is required')).toEqual({
      success: false,
      value: null,
      message: 'types is required',
      code: 'bad-request',
    });
  });

  it('fail may carry a small value object, which envelopeSchema accepts and ApiError exposes as details', () => {
    const failure = fail('captcha-required', 'Please complete verification first', { captcha: true });
    expect(failure.value).toEqual({ captcha: true });
    expect(envelopeSchema(z.null()).safeParse(failure).success).toBe(true);
    expect(new ApiError('captcha-required', 'x', 400, { captcha: true }).details).toEqual({ captcha: true });
    expect(new ApiError('network', 'x').details).toBeNull();
  });

  it('envelopeSchema accepts both shapes and checks the value', () => {
    const schema = envelopeSchema(z.object({ n: z.number() }));
    expect(schema.safeParse(ok({ n: 1 })).success).toBe(true);
    expect(schema.safeParse(fail('not-found', 'no such thing')).success).toBe(true);
    expect(schema.safeParse(ok({ n: 'one' })).success).toBe(false);
    expect(schema.safeParse({ success: false, value: null, message: 'no code' }).success).toBe(false);
    expect(schema.safeParse({ value: 1, message: '' }).success).toBe(false);
  });

  it('ApiError keeps code, message and status', () => {
    const error = new ApiError('unauthorized', 'Login required', 401);
    expect(error).toBeInstanceOf(Error);
    expect([error.name, error.code, error.message, error.status]).toEqual(['ApiError', 'unauthorized', 'Login required', 401]);
    expect(new ApiError('network', 'x').status).toBe(0);
  });
});
