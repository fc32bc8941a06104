// Writes every answer with a serializer compiled once per route and status from its zod answer schema: the schema's
// JSON Schema (zod's own toJSONSchema) compiled by fast-json-stringify, Fastify's own serializer. It replaces
// fastify-type-provider-zod's serializer, which parsed every answer with zod and then JSON.stringify'd the copy: on a
// records page that check was a sixth of the server's CPU (api/README.md, Benchmarks). The compiled serializer writes
// only the fields the schema names, as zod's parse did (an internal field never leaks), but it checks nothing: so where
// answers are checked (tests: `checkAnswers`), each answer is also parsed with zod, and an answer zod refuses, or one
// the compiled serializer writes differently from zod's, fails the call (500) as before. A schema JSON Schema cannot
// say (a transform, a custom check on the shape) keeps zod's serializer.
import { isDeepStrictEqual } from 'node:util';
import fastJson from 'fast-json-stringify';
import type { FastifySerializerCompiler } from 'fastify/types/schema';
import { ResponseSerializationError } from 'fastify-type-provider-zod';
import { $ZodType, safeEncode, toJSONSchema } from 'zod/v4/core';

type JsonSchema = Record<string, unknown>;
type Serialize = (data: unknown) => string;

export interface AnswerSerializerOptions {
  /** Parse every answer with its zod schema too, and fail one the compiled serializer would write differently. */
  checkAnswers: boolean;
}

/** The zod schema of a route's answer, as the type provider takes it (a schema, or `{ properties: schema }`). */
function zodSchemaOf(maybeSchema: unknown): $ZodType | undefined {
  if (maybeSchema instanceof $ZodType) return maybeSchema;
  if (typeof maybeSchema === 'object' && maybeSchema !== null && 'properties' in maybeSchema) {
    const { properties } = maybeSchema;
    if (properties instanceof $ZodType) return properties;
  }
  return undefined;
}

const isObject = (value: unknown): value is JsonSchema => typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * zod says `nullable(x)` as `anyOf: [x, { type: 'null' }]`; fast-json-stringify picks an anyOf branch by running a
 * validator over the value, on every answer, for every such field. `nullable: true` on x says the same and costs a
 * null test. Everything else is kept as zod wrote it.
 */
export function simplifyNullables(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(simplifyNullables);
  if (!isObject(schema)) return schema;
  const out: JsonSchema = {};
  for (const [key, value] of Object.entries(schema)) out[key] = simplifyNullables(value);
  const { anyOf } = out;
  if (Array.isArray(anyOf) && anyOf.length === 2) {
    const nullIndex = anyOf.findIndex((branch) => isObject(branch) && branch.type === 'null' && Object.keys(branch).length === 1);
    const other: unknown = anyOf[1 - nullIndex];
    // Only a branch with one plain type: a union inside stays a union (its branches need the validator anyway).
    if (nullIndex !== -1 && isObject(other) && typeof other.type === 'string' && other.type !== 'null') {
      const { anyOf: _union, ...rest } = out;
      return { ...rest, ...other, nullable: true };
    }
  }
  return out;
}

/** Compiled serializers by schema: every route's failure answers share one schema, compiled once. */
const compiledBySchema = new WeakMap<$ZodType, Serialize | undefined>();

/** The compiled serializer of `schema`, or undefined when JSON Schema cannot say it (zod's serializer then). */
function compile(schema: $ZodType): Serialize | undefined {
  if (compiledBySchema.has(schema)) return compiledBySchema.get(schema);
  const compiled = compileOnce(schema);
  compiledBySchema.set(schema, compiled);
  return compiled;
}

function compileOnce(schema: $ZodType): Serialize | undefined {
  let jsonSchema: unknown;
  try {
    // What is written is the encoded answer (safeEncode's output, the schema's input side; the same where there are
    // no codecs). Draft 7 is what fast-json-stringify reads (tuples as `items: [...]`).
    jsonSchema = toJSONSchema(schema, { target: 'draft-7', io: 'input', unrepresentable: 'throw' });
  } catch {
    return undefined;
  }
  return fastJson(simplifyNullables(jsonSchema) as Parameters<typeof fastJson>[0]);
}

/** zod's serializer, as fastify-type-provider-zod has it: parse (encode), refuse what does not fit, stringify. */
const zodSerializer =
  (schema: $ZodType, method: string, url: string): Serialize =>
  (data) => {
    const result = safeEncode(schema, data);
    if (result.error) throw new ResponseSerializationError(method, url, { cause: result.error });
    return JSON.stringify(result.data);
  };

export function answerSerializerCompiler({ checkAnswers }: AnswerSerializerOptions): FastifySerializerCompiler<unknown> {
  return ({ schema: maybeSchema, method, url }) => {
    const schema = zodSchemaOf(maybeSchema);
    // A route that gave a plain JSON Schema (none today) is written as Fastify writes it.
    if (!schema) return fastJson(maybeSchema as Parameters<typeof fastJson>[0]);
    const byZod = zodSerializer(schema, method, url);
    const compiled = compile(schema);
    if (!compiled) return byZod;
    if (!checkAnswers) return compiled;
    return (data) => {
      const expected = byZod(data);
      const written = compiled(data);
      if (!isDeepStrictEqual(JSON.parse(written), JSON.parse(expected))) {
        throw new Error(`${method} ${url}: the compiled serializer wrote ${written} where zod wrote ${expected}`);
      }
      return written;
    };
  };
}
