/** One route under steady load from autocannon (this process; the server runs in another). */
import autocannon from 'autocannon';
import type { CpuMeter } from './cpu.ts';

export interface RouteFigures {
  requestsPerSecond: number;
  p50: number;
  p99: number;
  /** Answers other than 2xx, plus connection errors and timeouts. */
  errors: number;
  /** CPU time per answered request, in µs, of the server and of the database (when measured). */
  serverUs: number | null;
  databaseUs: number | null;
}

export interface LoadOptions {
  connections: number;
  seconds: number;
}

export async function loadRoute(
  url: string,
  headers: Record<string, string>,
  options: LoadOptions,
  meter: CpuMeter | null = null,
): Promise<RouteFigures> {
  meter?.take();
  const result = await autocannon({
    url,
    headers,
    connections: options.connections,
    duration: options.seconds,
  });
  const cpu = meter?.take();
  const perRequest = (ms: number | null | undefined) =>
    ms === null || ms === undefined ? null : (ms * 1000) / Math.max(1, result.requests.total);
  return {
    requestsPerSecond: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.non2xx + result.errors,
    serverUs: perRequest(cpu?.serverMs),
    databaseUs: perRequest(cpu?.databaseMs),
  };
}
