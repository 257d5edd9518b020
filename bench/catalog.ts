import type { StoredTracking } from '../functions/src/tracking/repository.js';

/**
 * A compact in-memory copy of what was generated (date and category of every record, and an
 * evenly spread sample of ids), to check the counts and rows the service returns and to pick
 * the export selection without reading the table.
 */
export class Catalog {
  private readonly created: Float64Array;
  private readonly category: Uint8Array;
  private size = 0;
  readonly sampleIds: string[] = [];
  private readonly stride: number;

  constructor(
    readonly capacity: number,
    readonly sampleSize: number,
  ) {
    this.created = new Float64Array(capacity);
    this.category = new Uint8Array(capacity);
    this.stride = Math.max(1, Math.floor(capacity / sampleSize));
  }

  add(record: StoredTracking & { categoryIndex: number }): void {
    const i = this.size++;
    this.created[i] = Date.parse(record.CreatedDate);
    this.category[i] = record.categoryIndex;
    if (i % this.stride === 0 && this.sampleIds.length < this.sampleSize)
      this.sampleIds.push(record.HornetTrackingID);
  }

  /** Passes records through, adding each. */
  *tap<T extends StoredTracking & { categoryIndex: number }>(records: Iterable<T>): Generator<T> {
    for (const r of records) {
      this.add(r);
      yield r;
    }
  }

  get count(): number {
    return this.size;
  }

  /** Records of a category (or all, null) created in [from, to] (ms, inclusive; null = open). */
  expectedCount(categoryIndex: number | null, from: number | null, to: number | null): number {
    let n = 0;
    const lo = from ?? -Infinity;
    const hi = to ?? Infinity;
    for (let i = 0; i < this.size; i++) {
      if (categoryIndex !== null && this.category[i] !== categoryIndex) continue;
      const t = this.created[i]!;
      if (t >= lo && t <= hi) n++;
    }
    return n;
  }
}
