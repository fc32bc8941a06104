// Generates the OpenAPI document from the same zod schemas that validate the calls, served at /wps/openapi.json.
import fp from 'fastify-plugin';
import swagger from '@fastify/swagger';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

export const OPENAPI_PATH = '/wps/openapi.json';

export default fp(
  async (fastify) => {
    await fastify.register(swagger, {
      openapi: {
        info: { title: 'Mekong API', description: 'Every answer is an envelope { success, value, message } (+ code on errors).', version: '1.0.0' },
      },
      transform: jsonSchemaTransform,
    });
    fastify.get(OPENAPI_PATH, { schema: { hide: true } }, async () => fastify.swagger());
  },
  { name: 'swagger' },
);
