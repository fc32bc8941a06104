// Generates the OpenAPI document from the same zod schemas that validate the calls, served at /wps/openapi.json.
import fp from 'fastify-plugin';
import swagger from '@fastify/swagger';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { whitelabelNodeSchema } from '@mekong/contracts';

export const OPENAPI_PATH = '/wps/openapi.json';

/** Recursive schemas need a component name to be referenced from the document (contracts give none yet). */
function nameRecursiveSchemas(): void {
  if (!z.globalRegistry.has(whitelabelNodeSchema)) z.globalRegistry.add(whitelabelNodeSchema, { id: 'WhitelabelNode' });
}

export default fp(
  async (fastify) => {
    nameRecursiveSchemas();
    await fastify.register(swagger, {
      openapi: {
        info: {
          title: 'Mekong API',
          description: 'Every answer is an envelope { success, value, message } (+ code on errors).',
          version: '1.0.0',
        },
        components: { securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer' } } },
      },
      transform: jsonSchemaTransform,
      transformObject: jsonSchemaTransformObject,
    });
    fastify.get(OPENAPI_PATH, { schema: { hide: true } }, async () => fastify.swagger());
  },
  { name: 'swagger' },
);
