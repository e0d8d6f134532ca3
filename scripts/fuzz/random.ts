import fc from 'fast-check';

/**
 * The fuzzer's only source of chance (docs/architecture.md#fuzzing): a seeded generator, so a seed names
 * one sequence of requests and a 5xx it finds can be sent again.
 */
export class Random {
  private a: number;
  private b: number;
  private c: number;
  private d: number;
  /** Strings matching a pattern, drawn once per pattern from fast-check with a seed of ours. */
  private readonly matching = new Map<string, string[]>();

  constructor(seed: number) {
    // sfc32, seeded as its author suggests: mix the seed in, then discard the first outputs.
    this.a = 0x9e3779b9;
    this.b = 0x243f6a88;
    this.c = 0xb7e15162;
    this.d = seed >>> 0;
    for (let i = 0; i < 15; i += 1) this.next();
  }

  /** A uniform 32-bit unsigned integer. */
  next(): number {
    const t = (((this.a + this.b) | 0) + this.d) | 0;
    this.d = (this.d + 1) | 0;
    this.a = this.b ^ (this.b >>> 9);
    this.b = (this.c + (this.c << 3)) | 0;
    this.c = (this.c << 21) | (this.c >>> 11);
    this.c = (this.c + t) | 0;
    return t >>> 0;
  }

  /** An integer in [0, n). */
  int(n: number): number {
    return Math.floor((this.next() / 0x1_0000_0000) * n);
  }

  /** An integer in [min, max]. */
  between(min: number, max: number): number {
    return min + this.int(max - min + 1);
  }

  chance(p: number): boolean {
    return this.next() / 0x1_0000_0000 < p;
  }

  pick<T>(items: readonly T[]): T {
    if (items.length === 0) throw new Error('pick from nothing');
    return items[this.int(items.length)] as T;
  }

  /** The items in a random order (Fisher–Yates), the input untouched. */
  shuffle<T>(items: readonly T[]): T[] {
    const out = [...items];
    for (let i = out.length - 1; i > 0; i -= 1) {
      const j = this.int(i + 1);
      [out[i], out[j]] = [out[j] as T, out[i] as T];
    }
    return out;
  }

  /** One of `choices` with the weights given. */
  weighted<T>(choices: readonly (readonly [number, T])[]): T {
    const total = choices.reduce((sum, [weight]) => sum + weight, 0);
    let at = this.int(total);
    for (const [weight, value] of choices) {
      if (at < weight) return value;
      at -= weight;
    }
    return (choices.at(-1) as readonly [number, T])[1];
  }

  hex(length: number): string {
    let out = '';
    while (out.length < length) out += this.next().toString(16).padStart(8, '0');
    return out.slice(0, length);
  }

  /** A version-4 UUID from this generator. */
  uuid(): string {
    const h = this.hex(32);
    const variant = '89ab'[this.int(4)] as string;
    return `${h.slice(0, 8)}-${h.slice(8, 12)}-4${h.slice(13, 16)}-${variant}${h.slice(17, 20)}-${h.slice(20)}`;
  }

  /** A string matching `pattern` (a JSON Schema pattern), or null when none can be drawn. */
  matchingString(pattern: string): string | null {
    let pool = this.matching.get(pattern);
    if (!pool) {
      try {
        pool = fc.sample(fc.stringMatching(new RegExp(pattern)), {
          seed: this.next() | 0,
          numRuns: 24,
        });
      } catch {
        pool = [];
      }
      this.matching.set(pattern, pool);
    }
    return pool.length > 0 ? this.pick(pool) : null;
  }
}
