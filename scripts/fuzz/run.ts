import type { LightMyRequestResponse } from 'fastify';
import { DEVICE_ID_HEADER } from '../../contract/device-id.ts';
import { ERROR_STATUS, apiErrorSchema } from '../../contract/errors.ts';
import { clientPool } from './clients.ts';
import { operationsOf, type OpenApiDocument, type Operation } from './operations.ts';
import { Random } from './random.ts';
import { FRESH_TOKEN, buildRequest, type FuzzRequest } from './requests.ts';
import { openSandbox, type Sandbox } from './sandbox.ts';

/*
 * `npm run fuzz` (docs/architecture.md#fuzzing): a bounded number of requests, spread at random
 * over every operation of the app's OpenAPI document, against a sandbox app on an in-memory
 * database. A 5xx is a defect, and so is a refusal not in the contract's error shape: every one is
 * kept with the request that caused it.
 */

export interface FuzzOptions {
  requests: number;
  seed: number;
  /** Requests sent at once (default 1); above 1 they race one another. */
  concurrency?: number;
  /** Called every `progressEvery` requests with the count so far. */
  onProgress?: (sent: number) => void;
  progressEvery?: number;
  /** A new applicant about to sign this often (default 500), and after every signature. */
  applicantEvery?: number;
  /** New borrowers in every state this often (default 2,500). */
  recastEvery?: number;
  /** Opens the app to fuzz; default the sandbox of scripts/fuzz/sandbox.ts. */
  openSandbox?: () => Promise<Sandbox>;
}

/** A request and what it got: a 5xx, or a refusal the contract does not describe. */
export interface ServerError {
  status: number;
  method: string;
  url: string;
  remoteAddress: string;
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
  /** Refusals by operation and error code (`423 SECURITY_LOCKED`): how far requests went. */
  byCode: Record<string, Record<string, number>>;
  serverErrors: ServerError[];
  /**
   * Non-2xx answers whose body is not `{code, message, field?, retryAfterSeconds?}` with a code of
   * the contract answered at its status (docs/errors.md#api-errors).
   */
  shapeErrors: ServerError[];
  /** Requests the in-process client itself refused to send (counted apart, not as answers). */
  unsent: number;
  /** Why the client refused them, once per reason. */
  unsentReasons: string[];
  /** Failures of the due jobs the fuzzer runs between requests (fuzzed data reaches them too). */
  jobErrors: string[];
  /** Applicants made to sign (the first one included). */
  applicants: number;
  /** Casts of borrowers made (the first one included). */
  casts: number;
  /** Clients (address and device id) the requests came from. */
  clients: number;
  ms: number;
}

/** Between bursts the clock moves and due jobs run, as they would while borrowers act. */
const JOB_EVERY = 250;
/** New borrowers this often, as the requests use up the states of the last ones. */
const RECAST_EVERY = 2_500;
/**
 * A signature succeeds once per quote: a new applicant after each, and this often besides (the
 * quote may have gone stale), so signing keeps being reached.
 */
const APPLICANT_EVERY = 500;

/** Draws of the borrower's operations for each of the desk's: the desk gets a quarter. */
const BORROWER_TO_DESK = 3;
/** The desk's settings (docs/desk.md#settings), each changed for the whole lender at once. */
const SETTINGS = '/api/desk/settings/';
const SIGN = 'POST /api/loan/orders';

/** At most `length` characters of `text`, saying how long it was. */
const cut = (text: string, length: number): string =>
  text.length > length ? `${text.slice(0, length)}…(${text.length})` : text;

const preview = (payload: FuzzRequest['payload']): string => {
  if (payload === undefined) return '';
  return JSON.stringify(Buffer.isBuffer(payload) ? `<${payload.length} bytes>` : cut(payload, 500));
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

/**
 * Sends one request. Only the in-process client's own refusal to send it (a header it will not
 * write) is caught and answered null; a failed set-up (the fresh session of a logout) throws and
 * ends the run, as it is the fuzzer's fault, not the request's.
 */
async function send(
  sandbox: Sandbox,
  request: FuzzRequest,
): Promise<LightMyRequestResponse | Error> {
  const headers = { ...request.headers };
  if (request.freshSession && headers.authorization !== undefined) {
    const { token } = await sandbox.freshSession();
    headers.authorization = headers.authorization.replace(FRESH_TOKEN, token);
  }
  try {
    return await sandbox.app.inject({
      method: request.method as 'GET',
      url: request.url,
      headers,
      remoteAddress: request.remoteAddress,
      ...(request.payload !== undefined ? { payload: request.payload } : {}),
    });
  } catch (error) {
    return error instanceof Error ? error : new Error(String(error));
  }
}

const errorShape = apiErrorSchema.strict();

/** Why a non-2xx answer is not the contract's refusal, or null when it is. */
export function shapeMismatch(response: Pick<LightMyRequestResponse, 'statusCode' | 'body'>) {
  if (response.statusCode < 400) return null;
  let body: unknown;
  try {
    body = JSON.parse(response.body);
  } catch {
    return 'not JSON';
  }
  const parsed = errorShape.safeParse(body);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    return `not the error shape (${issue?.path.join('.') || 'body'}: ${issue?.code ?? ''})`;
  }
  const expected = ERROR_STATUS[parsed.data.code];
  return expected === response.statusCode ? null : `${parsed.data.code} is answered ${expected}`;
}

const reported = (request: FuzzRequest, response: LightMyRequestResponse): ServerError => ({
  status: response.statusCode,
  method: request.method,
  url: cut(request.url, 200),
  remoteAddress: request.remoteAddress,
  body: preview(request.payload),
  headers: masked(request.headers),
  response: response.body.slice(0, 300),
});

function tally(
  report: FuzzReport,
  operation: Operation,
  request: FuzzRequest,
  response: LightMyRequestResponse | Error,
): void {
  if (response instanceof Error) {
    report.unsent += 1;
    if (!report.unsentReasons.includes(response.message))
      report.unsentReasons.push(response.message);
    return;
  }
  report.requests += 1;
  const status = String(response.statusCode);
  const key = `${operation.method} ${operation.path}`;
  report.byStatus[status] = (report.byStatus[status] ?? 0) + 1;
  const counts = (report.byOperation[key] ??= {});
  counts[status] = (counts[status] ?? 0) + 1;
  if (response.statusCode >= 500) report.serverErrors.push(reported(request, response));
  if (response.statusCode >= 400) {
    const mismatch = shapeMismatch(response);
    if (mismatch)
      report.shapeErrors.push({
        ...reported(request, response),
        response: `${mismatch}: ${response.body.slice(0, 300)}`,
      });
    const code = mismatch ? 'other' : (JSON.parse(response.body) as { code: string }).code;
    const codes = (report.byCode[key] ??= {});
    codes[`${status} ${code}`] = (codes[`${status} ${code}`] ?? 0) + 1;
  }
}

/**
 * Runs the due jobs, then reports every job that failed or is to be retried since the last look,
 * with its error: fuzzed data reaches the jobs too. Read from the jobs table, not from this run's
 * summary alone, as the sandbox's set-up runs jobs as well (a new applicant's decision).
 */
async function runJobs(sandbox: Sandbox, report: FuzzReport, seen: Set<string>): Promise<void> {
  try {
    const summary = await sandbox.app.jobs.runDueJobs();
    if (summary.lost > 0) report.jobErrors.push(`${summary.lost} runs lost their claim`);
  } catch (error) {
    report.jobErrors.push(error instanceof Error ? error.message : String(error));
  }
  const rows = await sandbox.db.query<{ id: string; kind: string; failed: boolean; error: string }>(
    `SELECT id::text AS id, kind, failed_at IS NOT NULL AS failed, last_error AS error
       FROM jobs WHERE last_error IS NOT NULL ORDER BY id`,
  );
  for (const row of rows.filter((r) => !seen.has(r.id))) {
    seen.add(row.id);
    report.jobErrors.push(`${row.kind} ${row.failed ? 'failed' : 'to retry'}: ${row.error}`);
  }
}

export async function runFuzz(options: FuzzOptions): Promise<FuzzReport> {
  const started = Date.now();
  const random = new Random(options.seed);
  const sandbox = await (options.openSandbox ?? openSandbox)();
  const report: FuzzReport = {
    seed: options.seed,
    concurrency: Math.max(1, options.concurrency ?? 1),
    requests: 0,
    operations: 0,
    byStatus: {},
    byOperation: {},
    byCode: {},
    serverErrors: [],
    shapeErrors: [],
    unsent: 0,
    unsentReasons: [],
    jobErrors: [],
    applicants: 1,
    casts: 1,
    clients: 0,
    ms: 0,
  };
  const applicantEvery = options.applicantEvery ?? APPLICANT_EVERY;
  const recastEvery = options.recastEvery ?? RECAST_EVERY;
  const clients = clientPool(random);
  const failedJobs = new Set<string>();
  const clientsSeen = new Set<string>();
  try {
    const operations = await readOperations(sandbox);
    report.operations = operations.length;
    // Operations with known-good bodies (signing a quote, a code to a number that needs a graphic
    // code) are where requests go deepest: drawn twice as often as the others. The desk's grow in
    // number with each desk: together they are drawn a fixed share of the time (BORROWER_TO_DESK), so
    // however many there are they never thin out the borrower's deep paths (a signature, a wrong
    // graphic code) in a short run. Integer weights: a desk operation's own weight times the
    // borrower's total, a borrower's times the desk's total and the ratio.
    const key = (operation: Operation) => `${operation.method} ${operation.path}`;
    const own = (operation: Operation) => (key(operation) in sandbox.examples ? 2 : 1);
    const isDesk = (operation: Operation) => operation.path.startsWith('/api/desk/');
    const total = (desk: boolean) =>
      operations.filter((o) => isDesk(o) === desk).reduce((sum, o) => sum + own(o), 0);
    const [deskTotal, borrowerTotal] = [total(true), total(false)];
    const weighted = operations.map(
      (operation) =>
        [
          isDesk(operation)
            ? own(operation) * borrowerTotal
            : own(operation) * deskTotal * BORROWER_TO_DESK,
          operation,
        ] as const,
    );
    // Every operation once first, in an order drawn from the seed, so a short run reaches them
    // all whatever their number; then by weight.
    const firstRound = random.shuffle(operations);
    const { concurrency } = report;
    const passed = (every: number, before: number, after: number) =>
      Math.floor(before / every) !== Math.floor(after / every);
    for (let sent = 0; sent < options.requests;) {
      // Built in order from the seed, then sent together: with a concurrency above 1 they race.
      const batch = Array.from(
        { length: Math.min(concurrency, options.requests - sent) },
        (_, i) => {
          const operation = firstRound[sent + i] ?? random.weighted(weighted);
          return { operation, request: buildRequest(operation, sandbox, random, clients) };
        },
      );
      const answers = await Promise.all(batch.map(({ request }) => send(sandbox, request)));
      let signed = false;
      let settingChanged = false;
      batch.forEach(({ operation, request }, index) => {
        const answer = answers[index]!;
        if (
          operation.path.startsWith(SETTINGS) &&
          operation.method === 'PUT' &&
          !(answer instanceof Error) &&
          answer.statusCode === 200
        )
          settingChanged = true;
        clientsSeen.add(`${request.remoteAddress} ${request.headers[DEVICE_ID_HEADER] ?? ''}`);
        tally(report, operation, request, answer);
        if (`${operation.method} ${operation.path}` === SIGN && !(answer instanceof Error))
          signed ||= answer.statusCode === 201;
      });
      // A desk setting changes the whole lender (a reviewer for every application): the run puts
      // the environment's back, so its borrowers keep reaching the steps after a decision.
      if (settingChanged) await sandbox.db.query('DELETE FROM desk_settings');
      const before = sent;
      sent += batch.length;
      if (passed(JOB_EVERY, before, sent)) {
        sandbox.clock.advance(61);
        await runJobs(sandbox, report, failedJobs);
      }
      if (passed(recastEvery, before, sent)) {
        await sandbox.recast();
        report.casts += 1;
        report.applicants += 1;
      } else if (signed || passed(applicantEvery, before, sent)) {
        await sandbox.newApplicant();
        report.applicants += 1;
      }
      if (options.onProgress && passed(options.progressEvery ?? 1000, before, sent))
        options.onProgress(sent);
    }
    await runJobs(sandbox, report, failedJobs);
  } finally {
    await sandbox.close();
    report.clients = clientsSeen.size;
    report.ms = Date.now() - started;
  }
  return report;
}

/** What fails the run: a 5xx, a refusal out of shape, a failed job, a request not sent. */
export const findings = (report: FuzzReport): number =>
  report.serverErrors.length + report.shapeErrors.length + report.jobErrors.length + report.unsent;

/** The first few of a kind (a seed sends them again), and how many more. */
const LISTED = 20;

const listed = (errors: ServerError[]): string[] => [
  ...errors
    .slice(0, LISTED)
    .flatMap((error) => [
      `  ${error.status} ${error.method} ${error.url} (from ${error.remoteAddress})`,
      `    headers ${JSON.stringify(error.headers)}`,
      `    body ${error.body}`,
      `    answer ${error.response}`,
    ]),
  ...(errors.length > LISTED ? [`  … and ${errors.length - LISTED} more`] : []),
];

const counted = (tally: Record<string, number>): string =>
  Object.entries(tally)
    .map(([what, count]) => `${what}×${count}`)
    .join(' ');

/** The report as the command prints it. */
export function formatReport(report: FuzzReport): string {
  const lines = [
    `fuzz: seed ${report.seed}, ${report.requests} requests over ${report.operations} operations` +
      (report.concurrency > 1 ? `, ${report.concurrency} at a time,` : '') +
      ` in ${(report.ms / 1000).toFixed(1)} s (${Math.round(report.requests / (report.ms / 1000))}/s)` +
      `, from ${report.clients} clients; ${report.casts} casts, ${report.applicants} applicants`,
    '',
    'by status:',
    ...Object.entries(report.byStatus)
      .sort(([a], [b]) => Number(a) - Number(b))
      .map(([status, count]) => `  ${status}  ${count}`),
    '',
    'by operation (statuses, then refusals by code):',
    ...Object.entries(report.byOperation)
      .sort(([a], [b]) => a.localeCompare(b))
      .flatMap(([operation, tally]) => [
        `  ${operation.padEnd(56)} ${counted(tally)}`,
        ...(report.byCode[operation] ? [`    ${counted(report.byCode[operation])}`] : []),
      ]),
  ];
  if (report.unsent > 0)
    lines.push(
      '',
      `not sent (refused by the client): ${report.unsent}`,
      ...report.unsentReasons.map((reason) => `  ${reason}`),
    );
  if (report.jobErrors.length > 0)
    lines.push(
      '',
      `job errors: ${report.jobErrors.length}`,
      ...report.jobErrors.map((e) => `  ${e}`),
    );
  lines.push('', `refusals out of the error shape: ${report.shapeErrors.length}`);
  lines.push(...listed(report.shapeErrors));
  lines.push('', `5xx: ${report.serverErrors.length}`);
  lines.push(...listed(report.serverErrors));
  return lines.join('\n');
}
