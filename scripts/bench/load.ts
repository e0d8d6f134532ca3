/** One route under steady load from autocannon (this process; the server runs in another). */
import autocannon from 'autocannon';

export interface RouteFigures {
  requestsPerSecond: number;
  p50: number;
  p99: number;
  /** Answers other than 2xx, plus connection errors and timeouts. */
  errors: number;
}

export interface LoadOptions {
  connections: number;
  seconds: number;
}

export async function loadRoute(
  url: string,
  headers: Record<string, string>,
  options: LoadOptions,
): Promise<RouteFigures> {
  const result = await autocannon({
    url,
    headers,
    connections: options.connections,
    duration: options.seconds,
  });
  return {
    requestsPerSecond: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.non2xx + result.errors + result.timeouts,
  };
}
