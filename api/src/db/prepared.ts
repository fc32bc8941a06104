// Statements built once and reused with new values. Kysely builds a query's tree, runs the plugins over it
// (CamelCasePlugin renames every identifier) and compiles it to SQL on every call: on SQLite, where the statement
// itself is an in-process call, that cost more CPU than SQLite's own work on the hot reads (a session, a balance, a
// records page; api/README.md, Benchmarks). A prepared query is built and compiled once per database and shape, with
// markers standing for the values; a call only puts its values where the markers were. Results still pass through
// the plugins (snake_case columns come back camelCase), as Kysely runs them on the answer, not on the SQL.
import { CompiledQuery, type Compilable, type Kysely, type QueryResult } from 'kysely';
import type { Database } from './database';

/** A database or a transaction on it (both execute a compiled query the same way). */
type Executor = Kysely<Database>;

interface Template {
  query: CompiledQuery;
  /** Per parameter of the SQL: the name of the value it takes, or the constant the builder put there. */
  slots: ({ name: string } | { constant: unknown })[];
}

/** A marker no real value equals: it names the value it stands for. */
const MARKER = '\u0000prepared:';
const markerOf = (name: string) => `${MARKER}${name}`;

/**
 * A query built by `build` from `values` and compiled once per database and per shape: which of the values are
 * undefined (a filter left out builds a different statement). Every value the query uses must reach the SQL as a
 * parameter (compared, inserted, a limit): one used to decide the shape (other than by being undefined) or written
 * into the SQL would be the first call's, so it is refused when the query is first built. No arrays (an `in` list
 * has as many parameters as items).
 */
export function preparedQuery<V extends object, R>(
  build: (db: Executor, values: V) => Compilable<R>,
): (db: Executor, values: V) => Promise<QueryResult<R>> {
  // Per database (its adapter is shared by the database and its transactions): the dialect's SQL of each shape.
  const templates = new WeakMap<object, Map<string, Template>>();

  const compile = (db: Executor, values: V): Template => {
    const markers = Object.fromEntries(
      Object.entries(values as Record<string, unknown>).map(([name, value]) => {
        if (Array.isArray(value)) throw new Error(`preparedQuery: ${name} is an array; an in-list cannot be prepared`);
        return [name, value === undefined ? undefined : markerOf(name)];
      }),
    ) as V;
    const query = build(db, markers).compile();
    const used = new Set<string>();
    const slots = query.parameters.map((parameter) => {
      if (typeof parameter === 'string' && parameter.startsWith(MARKER)) {
        const name = parameter.slice(MARKER.length);
        used.add(name);
        return { name };
      }
      return { constant: parameter };
    });
    for (const [name, value] of Object.entries(values as Record<string, unknown>)) {
      if (value !== undefined && !used.has(name)) throw new Error(`preparedQuery: ${name} does not reach the SQL as a parameter`);
    }
    if (query.sql.includes(MARKER)) throw new Error('preparedQuery: a value was written into the SQL');
    return { query, slots };
  };

  // async: a refused first build (a wrong query, a programming error) rejects like a failed statement.
  return async (db, values) => {
    const adapter = db.getExecutor().adapter;
    let byShape = templates.get(adapter);
    if (!byShape) templates.set(adapter, (byShape = new Map()));
    const given = values as Record<string, unknown>;
    let shape = '';
    for (const name in given) if (given[name] !== undefined) shape += `${name},`;
    let template = byShape.get(shape);
    if (!template) byShape.set(shape, (template = compile(db, values)));
    const parameters = template.slots.map((slot) => ('name' in slot ? given[slot.name] : slot.constant));
    return db.executeQuery<R>(CompiledQuery.raw(template.query.sql, parameters));
  };
}
