/**
 * The benchmark's HTTP client: every call is timed and checked against the statuses it expects,
 * so the lifecycle's figures count what a borrower would wait for and every unexpected answer is
 * an error.
 */
import { Agent, request } from 'node:http';
import { performance } from 'node:perf_hooks';
import { brotliDecompressSync, gunzipSync, inflateSync } from 'node:zlib';

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
  /** The same client, its calls sent with these headers too (who is calling), counted together. */
  as(headers: Record<string, string>): Client;
}

// What a phone's browser sends: the server may compress, as it would for the app.
const ACCEPT_ENCODING = 'gzip, deflate, br';

const DECODERS: Record<string, (bytes: Buffer) => Buffer> = {
  br: brotliDecompressSync,
  gzip: gunzipSync,
  deflate: inflateSync,
};

/*
 * node:http with kept-alive connections, not fetch: the borrowers share this machine's cores with
 * the server and the database, and fetch spent about 640 µs of CPU per request here, more than
 * most requests cost the server (docs/performance.md#benchmark).
 */
const agent = new Agent({ keepAlive: true });

function send(
  url: URL,
  method: string,
  headers: Record<string, string>,
  body: string | Uint8Array | undefined,
): Promise<{ status: number; text: string }> {
  return new Promise((resolve, reject) => {
    const outgoing = request(url, { method, headers, agent }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('error', reject);
      response.on('end', () => {
        try {
          const raw = Buffer.concat(chunks);
          const decode = DECODERS[String(response.headers['content-encoding'] ?? '')];
          resolve({
            status: response.statusCode ?? 0,
            text: (decode ? decode(raw) : raw).toString('utf8'),
          });
        } catch (error) {
          reject(error instanceof Error ? error : new Error(String(error)));
        }
      });
    });
    outgoing.on('error', reject);
    outgoing.end(body);
  });
}

export function createClient(
  baseUrl: string,
  samples: Sample[] = [],
  identity: Record<string, string> = {},
): Client {
  return {
    samples,
    as: (headers) => createClient(baseUrl, samples, { ...identity, ...headers }),
    async call<T>(step: string, method: string, path: string, options: CallOptions = {}) {
      const expected = options.expect ?? [200];
      const headers: Record<string, string> = { ...identity, 'accept-encoding': ACCEPT_ENCODING };
      if (options.token) headers.authorization = `Bearer ${options.token}`;
      let body: string | Uint8Array | undefined;
      if (options.jpeg) {
        headers['content-type'] = 'image/jpeg';
        body = options.jpeg;
      } else if (options.body !== undefined) {
        headers['content-type'] = 'application/json';
        body = JSON.stringify(options.body);
      }
      const started = performance.now();
      let status = 0;
      let text: string;
      try {
        ({ status, text } = await send(new URL(path, baseUrl), method, headers, body));
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
