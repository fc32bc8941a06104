// The logger the domain is handed (the server's pino logger fits it): structured fields first, then the message.
export interface Logger {
  info(fields: object, message: string): void;
  warn(fields: object, message: string): void;
  error(fields: object, message: string): void;
}
