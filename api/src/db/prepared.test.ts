// A prepared query answers as the query built afresh would, for every value and shape, in and out of a transaction,
// and refuses at its first build a value that would be baked into the SQL.
import { sql } from 'kysely';
import type { Db } from './database';
import { preparedQuery } from './prepared';
import { emptyDatabaseForFile } from '../test-support/empty-database';

// Columns named in camelCase, as CamelCasePlugin maps them to the table's snake_case (a type alias: withTables wants one).
type Tables = { prepared_probe: { probeId: string; ownerId: string; amountMinor: number; kind: string } };

const empty = emptyDatabaseForFile();
let db: Db;

beforeAll(async () => {
  await sql`create table prepared_probe (probe_id text primary key, owner_id text not null, amount_minor integer not null, kind text not null)`.execute(
    empty.db,
  );
  db = empty.db;
  await db
    .withTables<Tables>()
    .insertInto('prepared_probe')
    .values(
      ['a', 'b'].flatMap((owner) =>
        [1, 2, 3].map((n) => ({ probeId: `${owner}${n}`, ownerId: owner, amountMinor: n * 10, kind: n % 2 ? 'WIN' : 'BET' })),
      ),
    )
    .execute();
});

const probes = (on: Db, v: { ownerId: string; kind: string | undefined; limit: number }) => {
  let query = on.withTables<Tables>().selectFrom('prepared_probe').select(['probeId', 'amountMinor']).where('ownerId', '=', v.ownerId);
  if (v.kind) query = query.where('kind', '=', v.kind);
  return query.orderBy('probeId').limit(v.limit);
};
const prepared = preparedQuery(probes);

it('answers as the query built afresh, for each value and each shape (a filter left out)', async () => {
  for (const values of [
    { ownerId: 'a', kind: undefined, limit: 10 },
    { ownerId: 'b', kind: 'WIN', limit: 10 },
    { ownerId: 'a', kind: 'BET', limit: 10 },
    { ownerId: 'b', kind: undefined, limit: 2 },
    { ownerId: 'nobody', kind: 'WIN', limit: 1 },
  ]) {
    expect((await prepared(db, values)).rows).toEqual(await probes(db, values).execute());
  }
  expect((await prepared(db, { ownerId: 'b', kind: 'WIN', limit: 10 })).rows).toEqual([
    { probeId: 'b1', amountMinor: 10 },
    { probeId: 'b3', amountMinor: 30 },
  ]);
});

it('gives calls made at once each its own values', async () => {
  const owners = Array.from({ length: 20 }, (_, i) => (i % 2 ? 'a' : 'b'));
  const answers = await Promise.all(owners.map((ownerId) => prepared(db, { ownerId, kind: undefined, limit: 1 })));
  expect(answers.map(({ rows }) => rows[0]?.probeId)).toEqual(owners.map((owner) => `${owner}1`));
});

it('runs in a transaction, seeing its writes', async () => {
  await db
    .transaction()
    .execute(async (trx) => {
      await trx
        .withTables<Tables>()
        .insertInto('prepared_probe')
        .values({ probeId: 'c1', ownerId: 'c', amountMinor: 5, kind: 'WIN' })
        .execute();
      expect((await prepared(trx, { ownerId: 'c', kind: undefined, limit: 5 })).rows).toEqual([{ probeId: 'c1', amountMinor: 5 }]);
      throw new Error('roll back');
    })
    .catch(() => undefined);
  expect((await prepared(db, { ownerId: 'c', kind: undefined, limit: 5 })).rows).toEqual([]);
});

it('refuses, at its first build, a value that does not reach the SQL as a parameter', async () => {
  const baked = preparedQuery((on: Db, v: { ownerId: string }) =>
    on.withTables<Tables>().selectFrom('prepared_probe').select('probeId').where('ownerId', '=', `${v.ownerId}!`),
  );
  await expect(baked(db, { ownerId: 'a' })).rejects.toThrow('ownerId does not reach the SQL as a parameter');
  const raw = preparedQuery((on: Db, v: { ownerId: string }) =>
    on
      .withTables<Tables>()
      .selectFrom('prepared_probe')
      .select('probeId')
      .where(sql.raw(`owner_id = '${v.ownerId}'`) as never),
  );
  await expect(raw(db, { ownerId: 'a' })).rejects.toThrow('preparedQuery');
  const list = preparedQuery((on: Db, v: { ids: string[] }) =>
    on.withTables<Tables>().selectFrom('prepared_probe').select('probeId').where('probeId', 'in', v.ids),
  );
  await expect(list(db, { ids: ['a1'] })).rejects.toThrow('an in-list cannot be prepared');
});
