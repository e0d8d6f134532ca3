/** The benchmark's printed tables. */
import type { Sample } from './client.ts';
import type { RouteFigures } from './load.ts';
import { median, percentile } from './stats.ts';

export interface RouteRow {
  name: string;
  /** One figure per round; the hello route's of the same round is the yardstick. */
  rounds: RouteFigures[];
}

const pad = (text: string, width: number) => text.padEnd(width);
const num = (value: number, width: number, digits = 0) => value.toFixed(digits).padStart(width);

/** Each route's median over the rounds, and its share of the hello route's requests per second. */
export function routeTable(rows: RouteRow[]): string[] {
  const hello = rows[0]!;
  const lines = [
    `${pad('route', 34)}${'req/s'.padStart(8)}${'share'.padStart(8)}${'p50 ms'.padStart(8)}${'p99 ms'.padStart(8)}${'errors'.padStart(8)}${'server µs'.padStart(11)}${'db µs'.padStart(8)}  shares by round`,
  ];
  const cpu = (values: (number | null)[], width: number) => {
    const known = values.filter((v): v is number => v !== null);
    return (known.length ? median(known).toFixed(0) : '–').padStart(width);
  };
  for (const row of rows) {
    const shares = row.rounds.map(
      (figures, i) => figures.requestsPerSecond / hello.rounds[i]!.requestsPerSecond,
    );
    lines.push(
      `${pad(row.name, 34)}${num(median(row.rounds.map((f) => f.requestsPerSecond)), 8)}` +
        `${`${(median(shares) * 100).toFixed(1)}%`.padStart(8)}` +
        `${num(median(row.rounds.map((f) => f.p50)), 8)}${num(median(row.rounds.map((f) => f.p99)), 8)}` +
        `${num(
          row.rounds.reduce((sum, f) => sum + f.errors, 0),
          8,
        )}` +
        cpu(
          row.rounds.map((f) => f.serverUs),
          11,
        ) +
        cpu(
          row.rounds.map((f) => f.databaseUs),
          8,
        ) +
        `  ${shares.map((share) => `${(share * 100).toFixed(1)}%`).join(' ')}`,
    );
  }
  return lines;
}

/** The share of hello a route reached (median over rounds). */
export function shareOf(rows: RouteRow[], name: string): number {
  const hello = rows[0]!;
  const row = rows.find((r) => r.name === name)!;
  return median(row.rounds.map((f, i) => f.requestsPerSecond / hello.rounds[i]!.requestsPerSecond));
}

/** Every lifecycle request's latency, overall and by step (slowest p95 first). */
export function lifecycleTable(samples: readonly Sample[]): string[] {
  const byStep = new Map<string, number[]>();
  for (const sample of samples) {
    const list = byStep.get(sample.step) ?? [];
    list.push(sample.ms);
    byStep.set(sample.step, list);
  }
  const steps = [...byStep.entries()].sort(([, a], [, b]) => percentile(b, 95) - percentile(a, 95));
  const row = (name: string, ms: number[]) =>
    `${pad(name, 20)}${num(ms.length, 8)}${num(percentile(ms, 50), 8)}${num(percentile(ms, 95), 8)}${num(percentile(ms, 99), 8)}`;
  return [
    `${pad('step', 20)}${'calls'.padStart(8)}${'p50 ms'.padStart(8)}${'p95 ms'.padStart(8)}${'p99 ms'.padStart(8)}`,
    row(
      'all requests',
      samples.map((s) => s.ms),
    ),
    ...steps.map(([step, ms]) => row(step, ms)),
  ];
}
