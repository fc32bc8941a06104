// Bad input, said the same way by every server of the site: "Missing body field 'username'; Invalid body field
// 'email': …", from the validation issues of a request's query, body, path or headers (the API and the game provider).

interface Issue {
  instancePath: string;
  message?: string;
}

const PLACES = { querystring: 'query parameter', body: 'body field', params: 'path parameter', headers: 'header' } as const;

/** e.g. "Missing body field 'username'; Invalid body field 'email': …", for issues found in `given`. */
export function describeIssues(issues: Issue[], place: string, given: unknown): string {
  return issues
    .map(({ instancePath, message }) => {
      const field = instancePath.split('/').filter(Boolean).join('.');
      if (!field) return `Invalid ${place}s: ${message ?? 'not accepted'}`;
      const topLevel = field.split('.')[0] ?? field;
      const present = typeof given === 'object' && given !== null && topLevel in given;
      return present ? `Invalid ${place} '${field}': ${message ?? 'not accepted'}` : `Missing ${place} '${field}'`;
    })
    .join('; ');
}

/** The parts of a request validation reads (a Fastify request has them). */
export interface RequestInput {
  query: unknown;
  body: unknown;
  params: unknown;
  headers: unknown;
}

/** e.g. "Missing query parameter 'device'; Invalid query parameter 'platform': Invalid input: expected "W"". */
export function describeInvalidInput(issues: Issue[], context: string | undefined, request: RequestInput): string {
  const place = PLACES[context as keyof typeof PLACES] ?? 'input';
  const given =
    (context === 'querystring'
      ? request.query
      : context === 'body'
        ? request.body
        : context === 'params'
          ? request.params
          : request.headers) ?? {};
  return describeIssues(issues, place, given);
}
