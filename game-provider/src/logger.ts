// The logger the provider's rounds are handed (Fastify's pino logger fits it): structured fields first, then the message.
export interface Logger {
  info(fields: object, message: string): void;
  warn(fields: object, message: string): void;
}
