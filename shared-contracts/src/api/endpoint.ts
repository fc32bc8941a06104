// How a call is declared once: method, path, input and output schemas, and who may make it.
import type * as z from 'zod/mini';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';
export type Access = 'public' | 'token';

/** The contracts' schemas are zod/mini; a classic zod schema (a server's own endpoint) fits ZodMiniType too. */
export interface Endpoint<I extends z.ZodMiniType = z.ZodMiniType, O extends z.ZodMiniType = z.ZodMiniType> {
  method: HttpMethod;
  path: string;
  access: Access;
  input: I;
  output: O;
}

export function endpoint<I extends z.ZodMiniType, O extends z.ZodMiniType>(e: Endpoint<I, O>): Endpoint<I, O> {
  return e;
}

export type EndpointInput<E> = E extends Endpoint<infer I, z.ZodMiniType> ? z.input<I> : never;
export type EndpointOutput<E> = E extends Endpoint<z.ZodMiniType, infer O> ? z.output<O> : never;
