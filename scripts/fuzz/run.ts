import type { LightMyRequestResponse } from 'fastify';
import { operationsOf, type OpenApiDocument, type Operation } from './operations.ts';
import { Random } from './random.ts';
import { FRESH_TOKEN, buildRequest, type FuzzRequest } from './requests.ts';
import { openSandbox, type Sandbox } from './sandbox.ts';

/*
 * `npm run fuzz` (docs/architecture.md#fuzzing): a bounded number of requests, spread at random
 * over every operation of the app's OpenAPI document, against a sandbox app on an in-memory
 * database. A 5xx is a defect: every one is kept with the request that caused it.
 */

export interface FuzzOptions {
  requests: number;
  seed: number;
  /** Requests sent at once (default 1); above 1 they race one another. */
  concurrency?: number;
  /** Called every `progressEvery` requests with the count so far. */
  onProgress?: (sent: number) => void;
  progressEvery?: number;
}

export interface ServerError {
  status: number;
  method: string;
  url: string;
  /** The body as sent, JSON-escaped so NUL and lone surrogates show, cut at 500 characters. */
  body: string;
  headers: Record<string, string>;
  response: string;
}

export interface FuzzReport {
  seed: number;
  concurrency: number;
  requests: number;
  operations: number;
  byStatus: Record<string, number>;
  byOperation: Record<string, Record<string, number>>;
  serverErrors: ServerError[];
  /** Requests the in-process client itself refused to send (counted apart, not as answers). */
  unsent: number;
  /** Failures of the due jobs the fuzzer runs between requests (fuzzed data reaches them too). */
  jobErrors: string[];
  ms: number;
}

/** Between bursts the clock moves and due jobs run, as they would while borrowers act. */
const JOB_EVERY = 250;
/** New borrowers this often, as the requests use up the states of the last ones. */
const RECAST_EVERY = 2_500;
/** A signature succeeds once per quote: a new applicant this often, so signing is reached. */
const APPLICANT_EVERY = 500;

const preview = (payload: FuzzRequest['payload']): string => {
  if (payload === undefined) return '';
  const text = Buffer.isBuffer(payload) ? `<${payload.length} bytes>` : payload;
  return JSON.stringify(text.length > 500 ? `${text.slice(0, 500)}…(${text.length})` : text);
};

/** Headers with tokens replaced: the report is printed and may be pasted into an issue. */
const masked = (headers: Record<string, string>): Record<string, string> =>
  Object.fromEntries(
    Object.entries(headers).map(([name, value]) => [
      name,
      value.replace(/[A-Za-z0-9_.=+/-]{20,}/g, '<token>'),
    ]),
  );

export async function readOperations(sandbox: Pick<Sandbox, 'app'>): Promise<Operation[]> {
  const response = await sandbox.app.inject({ method: 'GET', url: '/api/docs/json' });
  if (response.statusCode !== 200)
    throw new Error(`no OpenAPI document: ${response.statusCode} ${response.body.slice(0, 200)}`);
  return operationsOf(response.json<OpenApiDocument>());
}

async function send(sandbox: Sandbox, request: FuzzRequest): Promise<LightMyRequestResponse> {
  const headers = { ...request.headers };
  if (request.freshSession && headers.authorization !== undefined) {
    const { token } = await sandbox.freshSession();
    headers.authorization = headers.authorization.replace(FRESH_TOKEN, token);
  }
  return sandbox.app.inject({
    method: request.method as 'GET',
    url: request.url,
    headers,
    ...(request.payload !== undefined ? { payload: request.payload } : {}),
  });
}

function tally(
  report: FuzzReport,
  operation: Operation,
  request: FuzzRequest,
  response: LightMyRequestResponse | null,
): void {
  if (!response) {
    report.unsent += 1;
    return;
  }
  report.requests += 1;
  const status = String(response.statusCode);
  report.byStatus[status] = (report.byStatus[status] ?? 0) + 1;
  const counts = (report.byOperation[`${operation.method} ${operation.path}`] ??= {});
  counts[status] = (counts[status] ?? 0) + 1;
  if (response.statusCode >= 500) {
    report.serverErrors.push({
      status: response.statusCode,
      method: request.method,
      url: request.url,
      body: preview(request.payload),
      headers: masked(request.headers),
      response: response.body.slice(0, 300),
    });
  }
}

export async function runFuzz(options: FuzzOptions): Promise<FuzzReport> {
  const started = Date.now();
  const random = new Random(options.seed);
  const sandbox = await openSandbox();
  const report: FuzzReport = {
    seed: options.seed,
    concurrency: Math.max(1, options.concurrency ?? 1),
    requests: 0,
    operations: 0,
    byStatus: {},
    byOperation: {},
    serverErrors: [],
    unsent: 0,
    jobErrors: [],
    ms: 0,
  };
  try {
    const operations = await readOperations(sandbox);
    report.operations = operations.length;
    const { concurrency } = report;
    const passed = (every: number, before: number, after: number) =>
      Math.floor(before / every) !== Math.floor(after / every);
    for (let sent = 0; sent < options.requests;) {
      // Built in order from the seed, then sent together: with a concurrency above 1 they race.
      const batch = Array.from({ length: Math.min(concurrency, options.requests - sent) }, () => {
        const operation = random.pick(operations);
        return { operation, request: buildRequest(operation, sandbox, random) };
      });
      const answers = await Promise.all(
        batch.map(({ request }) => send(sandbox, request).catch(() => null)),
      );
      batch.forEach(({ operation, request }, index) =>
        tally(report, operation, request, answers[index]!),
      );
      const before = sent;
      sent += batch.length;
      if (passed(JOB_EVERY, before, sent)) {
        sandbox.clock.advance(61);
        try {
          await sandbox.app.jobs.runDueJobs();
        } catch (error) {
          report.jobErrors.push(error instanceof Error ? error.message : String(error));
        }
      }
      if (passed(RECAST_EVERY, before, sent)) await sandbox.recast();
      else if (passed(APPLICANT_EVERY, before, sent)) await sandbox.newApplicant();
      if (options.onProgress && passed(options.progressEvery ?? 1000, before, sent))
        options.onProgress(sent);
    }
  } finally {
    await sandbox.close();
    report.ms = Date.now() - started;
  }
  return report;
}

/** The report as the command prints it. */
export function formatReport(report: FuzzReport): string {
  const lines = [
    `fuzz: seed ${report.seed}, ${report.requests} requests over ${report.operations} operations` +
      (report.concurrency > 1 ? `, ${report.concurrency} at a time,` : '') +
      ` in ${(report.ms / 1000).toFixed(1)} s (${Math.round(report.requests / (report.ms / 1000))}/s)`,
    '',
    'by status:',
    ...Object.entries(report.byStatus)
      .sort(([a], [b]) => Number(a) - Number(b))
      .map(([status, count]) => `  ${status}  ${count}`),
    '',
    'by operation:',
    ...Object.entries(report.byOperation)
      .sort(([a], [b]) => a.localeCompare(b))
      .map(
        ([operation, tally]) =>
          `  ${operation.padEnd(56)} ${Object.entries(tally)
            .map(([status, count]) => `${status}×${count}`)
            .join(' ')}`,
      ),
  ];
  if (report.unsent > 0) lines.push('', `not sent (refused by the client): ${report.unsent}`);
  if (report.jobErrors.length > 0)
    lines.push(
      '',
      `job errors: ${report.jobErrors.length}`,
      ...report.jobErrors.map((e) => `  ${e}`),
    );
  lines.push('', `5xx: ${report.serverErrors.length}`);
  for (const error of report.serverErrors) {
    lines.push(
      `  ${error.status} ${error.method} ${error.url}`,
      `    headers ${JSON.stringify(error.headers)}`,
      `    body ${error.body}`,
      `    answer ${error.response}`,
    );
  }
  return lines.join('\n');
}
