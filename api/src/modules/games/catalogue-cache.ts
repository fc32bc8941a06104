// The catalogue held in memory per catalogue version (issue 15): each filter's ordered game ids (its count is their
// number, a page is a slice, so no page counts or walks an OFFSET) and any answer made from them. The database raises
// the version on every change of games or vendors, whoever makes it (migration 20251127100000_catalogue_version),
// and everything kept under an older version is dropped at the next call. Both stores are segmented LRUs, so a
// flood of distinct searches or page numbers cannot push out the lists and answers every visitor shares.
import { CompiledQuery } from 'kysely';
import type { Db } from '../../db/database';
import { SegmentedLru } from './segmented-lru';
import { gamesByIds, orderedGameIds, toTile, type GameFilters, type GamePage } from './catalogue.repository';
import type { GameTile, Language } from '@mekong/contracts';

/** Filters of the public lists: member lists are the member's own and never held here. */
export type CatalogueFilters = Omit<GameFilters, 'memberList'>;

/** Compiled once: it runs on every catalogue call. */
const VERSION_QUERY: CompiledQuery<{ version: string | number }> = CompiledQuery.raw('select version from catalogue_version where id = 1');
const ID_LISTS_MAX = 512;
/** About 10–40 KB each: tens of MB at most. */
const ANSWERS_MAX = 2048;

export class CatalogueCache<Answer> {
  private version: string | undefined;
  private reading: Promise<string> | undefined;
  private readonly idLists = new SegmentedLru<Promise<Int32Array>>(ID_LISTS_MAX);
  private readonly answers = new SegmentedLru<Answer>(ANSWERS_MAX);

  constructor(private readonly db: Db) {}

  /**
   * The catalogue's version, with what is held for an older one dropped. Calls that arrive while a read is on its
   * way share it (one query however many calls wait): the answer is then at most one round trip old, as if the
   * call had come a moment earlier.
   */
  current(): Promise<string> {
    this.reading ??= this.db
      .executeQuery(VERSION_QUERY)
      .then(({ rows }) => {
        const version = String(rows[0]?.version ?? 0);
        if (version !== this.version) {
          this.version = version;
          this.idLists.clear();
          this.answers.clear();
        }
        return version;
      })
      .finally(() => {
        this.reading = undefined;
      });
    return this.reading;
  }

  /** A finished answer (e.g. serialised, with its ETag) kept under `key` for the current version. */
  async answer(key: string, make: () => Promise<Answer>): Promise<Answer> {
    await this.current();
    const held = this.answers.get(key);
    if (held !== undefined) return held;
    const version = this.version;
    const made = await make();
    // Made from an older catalogue if the version moved meanwhile: then it is answered once, not kept.
    if (version === this.version) this.answers.set(key, made);
    return made;
  }

  /** The filter's games in list order; one query per filter and version, shared by calls that want it at once. */
  private async ids(filters: CatalogueFilters): Promise<Int32Array> {
    // Keyed by the version too: a list read while another call learns of a newer version is never taken for its.
    const key = JSON.stringify([await this.current(), filters.gameType, filters.vassalage, filters.classify, filters.gameName]);
    let ids = this.idLists.get(key);
    if (!ids) {
      ids = orderedGameIds(this.db, filters).then((list) => Int32Array.from(list));
      // A failed read is not kept: the next call tries again.
      ids.catch(() => this.idLists.delete(key));
      this.idLists.set(key, ids);
    }
    return ids;
  }

  /** A page of a public list: the same games, totals and empty page past the last as `pageOfGames`. */
  async page(filters: CatalogueFilters, pageNo: number, pageSize: number, language: Language): Promise<GamePage> {
    const ids = await this.ids(filters);
    const start = (pageNo - 1) * pageSize;
    const rows = start < ids.length ? await gamesByIds(this.db, Array.from(ids.subarray(start, start + pageSize))) : [];
    return { tiles: rows.map((row) => toTile(row, language)), total: ids.length, totalPages: Math.ceil(ids.length / pageSize) };
  }

  /** The first `limit` games of a public list (hot games, lanes). */
  async top(filters: CatalogueFilters, limit: number, language: Language): Promise<GameTile[]> {
    return (await this.page(filters, 1, limit, language)).tiles;
  }
}
