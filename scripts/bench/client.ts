/**
 * The benchmark's HTTP client: every call is timed and checked against the statuses it expects,
 * so the lifecycle's figures count what a borrower would wait for and every unexpected answer is
 * an error.
 */
import { performance } from 'node:perf_hooks';

export interface Sample {
  step: string;
  ms: number;
  ok: boolean;
}

export class UnexpectedAnswer extends Error {}

export interface CallOptions {
  body?: unknown;
  jpeg?: Uint8Array;
  token?: string;
  /** The statuses that count as a success; default 200. */
  expect?: readonly number[];
}

export interface Answer<T> {
  status: number;
  data: T;
}

export interface Client {
  /** One request; its status and JSON answer (null without one). Throws on any other status. */
  call<T = unknown>(
    step: string,
    method: string,
    path: string,
    options?: CallOptions,
  ): Promise<Answer<T>>;
  readonly samples: Sample[];
}

// What a phone's browser sends: the server may compress, as it would for the app.
const ACCEPT_ENCODING = 'gzip, deflate, br';

export function createClient(baseUrl: string): Client {
  const samples: Sample[] = [];
  return {
    samples,
    async call<T>(step: string, method: string, path: string, options: CallOptions = {}) {
      const expected = options.expect ?? [200];
      const headers: Record<string, string> = { 'accept-encoding': ACCEPT_ENCODING };
      if (options.token) headers.authorization = `Bearer ${options.token}`;
      let body: string | Uint8Array<ArrayBuffer> | undefined;
      if (options.jpeg) {
        headers['content-type'] = 'image/jpeg';
        body = new Uint8Array(options.jpeg);
      } else if (options.body !== undefined) {
        headers['content-type'] = 'application/json';
        body = JSON.stringify(options.body);
      }
      const started = performance.now();
      let status = 0;
      let text: string;
      try {
        const response = await fetch(new URL(path, baseUrl), {
          method,
          headers,
          body,
          redirect: 'manual',
        });
        status = response.status;
        text = await response.text();
      } finally {
        samples.push({ step, ms: performance.now() - started, ok: expected.includes(status) });
      }
      if (!expected.includes(status)) {
        throw new UnexpectedAnswer(`${step}: ${method} ${path} answered ${status} ${text}`);
      }
      let data: unknown = null;
      if (text && status !== 303) data = JSON.parse(text);
      return { status, data: data as T };
    },
  };
}
