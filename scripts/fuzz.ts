/**
 * `npm run fuzz -- --requests 20000 --seed 1`: malformed and well-formed requests to every
 * operation of the OpenAPI document, against a sandbox app on an in-memory database
 * (docs/architecture.md#fuzzing). Prints the count per status and every 5xx with its request;
 * exits 1 on any 5xx, refusal out of the contract's error shape, failed job or request not sent.
 * `--concurrency 8` sends eight at a time, so they race.
 */
import { parseArgs } from 'node:util';
import { findings, formatReport, runFuzz } from './fuzz/run.ts';

const { values } = parseArgs({
  options: {
    requests: { type: 'string', default: '2000' },
    seed: { type: 'string', default: '1' },
    concurrency: { type: 'string', default: '1' },
  },
});
const requests = Number(values.requests);
const seed = Number(values.seed);
const concurrency = Number(values.concurrency);
if (
  !Number.isSafeInteger(requests) ||
  requests < 1 ||
  !Number.isSafeInteger(seed) ||
  !Number.isSafeInteger(concurrency) ||
  concurrency < 1
) {
  process.stderr.write('usage: npm run fuzz -- [--requests N] [--seed S] [--concurrency C]\n');
  process.exit(2);
}

const report = await runFuzz({
  requests,
  seed,
  concurrency,
  progressEvery: 1000,
  onProgress: (sent) => process.stderr.write(`fuzz: ${sent}/${requests}\n`),
});
process.stdout.write(`${formatReport(report)}\n`);
process.exit(findings(report) > 0 ? 1 : 0);
