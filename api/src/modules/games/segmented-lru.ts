// A bounded in-memory cache that a flood of one-off keys cannot empty (segmented LRU): a new entry waits in a small
// probation segment and moves to the protected segment on its second use. Distinct keys asked once (a bot's endless
// search terms or page numbers) churn only the probation segment; the answers many visitors share stay held.

/** A Map kept in use order: the least recently used entry is the first key. */
class UseOrder<V> {
  readonly entries = new Map<string, V>();
  touch(key: string, value: V): void {
    this.entries.delete(key);
    this.entries.set(key, value);
  }
  /** Takes out and returns the least recently used entry. */
  evictOldest(): [string, V] | undefined {
    const oldest = this.entries.entries().next();
    if (oldest.done) return undefined;
    this.entries.delete(oldest.value[0]);
    return oldest.value;
  }
}

/** Share of the room new entries get: enough for a burst of new answers, too little for a flood to matter. */
const PROBATION_SHARE = 0.2;

export class SegmentedLru<V> {
  private readonly probation = new UseOrder<V>();
  private readonly protectedEntries = new UseOrder<V>();
  private readonly probationMax: number;
  private readonly protectedMax: number;

  constructor(max: number) {
    this.probationMax = Math.max(1, Math.floor(max * PROBATION_SHARE));
    this.protectedMax = Math.max(1, max - this.probationMax);
  }

  get size(): number {
    return this.probation.entries.size + this.protectedEntries.entries.size;
  }

  get(key: string): V | undefined {
    const kept = this.protectedEntries.entries.get(key);
    if (kept !== undefined) {
      this.protectedEntries.touch(key, kept);
      return kept;
    }
    const trial = this.probation.entries.get(key);
    if (trial === undefined) return undefined;
    // Asked for again: worth keeping. The protected segment's oldest entry steps down to probation, not out.
    this.probation.entries.delete(key);
    this.protectedEntries.touch(key, trial);
    if (this.protectedEntries.entries.size > this.protectedMax) {
      const demoted = this.protectedEntries.evictOldest();
      if (demoted) this.addToProbation(demoted[0], demoted[1]);
    }
    return trial;
  }

  set(key: string, value: V): void {
    if (this.protectedEntries.entries.has(key)) this.protectedEntries.touch(key, value);
    else this.addToProbation(key, value);
  }

  delete(key: string): void {
    this.probation.entries.delete(key);
    this.protectedEntries.entries.delete(key);
  }

  clear(): void {
    this.probation.entries.clear();
    this.protectedEntries.entries.clear();
  }

  private addToProbation(key: string, value: V): void {
    this.probation.touch(key, value);
    if (this.probation.entries.size > this.probationMax) this.probation.evictOldest();
  }
}
