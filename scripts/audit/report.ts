/** The audit's verdict (gates) and its human summary; pure, so the gates are unit tested. */
import type { BrowserScripts, ScriptsCrossCheck } from './browser-scripts.ts';
import type { FirstLoad } from './first-load.ts';
import type { Installability, Offline } from './installability.ts';
import type { LighthouseSummary } from './lighthouse-summary.ts';

export const FIRST_LOAD_LIMIT_BYTES = 102_400;
export const PERFORMANCE_AIM = 95;

export interface Budget {
  name: string;
  limit: number | boolean;
  /** null when the step that measures it failed (then the gate fails too). */
  actual: number | boolean | null;
  pass: boolean;
}

export interface AuditReport {
  timestamp: string;
  commit: string | null;
  url: string | null;
  firstLoad: FirstLoad | null;
  browserScripts: BrowserScripts | null;
  lighthouse: LighthouseSummary | null;
  installability: Installability | null;
  offline: Offline | null;
  budgets: Budget[];
  notes: string[];
  /** Steps that crashed or timed out, by step name. */
  errors: Record<string, string>;
  pass: boolean;
}

type Measured = Pick<
  AuditReport,
  'firstLoad' | 'lighthouse' | 'installability' | 'offline' | 'errors'
>;

const atMost = (name: string, limit: number, actual: number | null | undefined): Budget => ({
  name,
  limit,
  actual: actual ?? null,
  pass: typeof actual === 'number' && actual <= limit,
});
const atLeast = (name: string, limit: number, actual: number | null | undefined): Budget => ({
  name,
  limit,
  actual: actual ?? null,
  pass: typeof actual === 'number' && actual >= limit,
});

/** Splits the browser's script list into the manifest's first-load graph and the rest. */
export function crossCheckScripts(
  browser: BrowserScripts,
  firstLoad: FirstLoad,
): ScriptsCrossCheck {
  const graph = new Set(firstLoad.start.files.map((f) => `/${f.file}`));
  const fetched = new Set(browser.files.map((f) => f.url));
  const inGraph = browser.files.filter((f) => graph.has(f.url));
  const beyond = browser.files.filter((f) => !graph.has(f.url));
  const total = (files: typeof inGraph) => ({
    count: files.length,
    bytesEncoded: files.reduce((sum, f) => sum + f.bytesEncoded, 0),
  });
  return {
    inGraph: total(inGraph),
    beyondGraph: total(beyond),
    notFetched: [...graph].filter((url) => !fetched.has(url)),
  };
}

export function evaluateBudgets(measured: Measured): Budget[] {
  const { firstLoad, lighthouse, installability, offline } = measured;
  return [
    atMost(
      'first-load JS /start (brotli bytes, max)',
      FIRST_LOAD_LIMIT_BYTES,
      firstLoad?.start.bytesBrotli,
    ),
    atLeast('Lighthouse accessibility (min)', 100, lighthouse?.accessibility),
    atLeast('Lighthouse best-practices (min)', 100, lighthouse?.bestPractices),
    atMost('installability errors (max)', 0, installability?.errors.length),
    {
      name: 'offline: shell opens',
      limit: true,
      actual: offline?.shellOpens ?? null,
      pass: offline?.shellOpens === true,
    },
  ];
}

export function notesFor(measured: Measured): string[] {
  const notes: string[] = [];
  const performance = measured.lighthouse?.performance;
  if (typeof performance === 'number' && performance < PERFORMANCE_AIM) {
    notes.push(
      `performance ${performance} is under the aim of ${PERFORMANCE_AIM} (reported, not gated)`,
      ...(measured.lighthouse?.performanceHints ?? []).map((hint) => `  hint: ${hint}`),
    );
  }
  if (measured.installability && !measured.installability.controlled) {
    notes.push('the service worker did not control the page after a reload');
  }
  for (const error of measured.installability?.manifestErrors ?? []) {
    notes.push(`manifest: ${error}`);
  }
  return notes;
}

const hashRoute = (url: string): string => {
  try {
    return new URL(url).hash || '/';
  } catch {
    return url;
  }
};
const kb = (bytes: number): string => `${(bytes / 1024).toFixed(1)} KB`;
const ms = (value: number | null): string => (value === null ? '–' : `${Math.round(value)} ms`);
const show = (value: unknown): string =>
  value === null || value === undefined ? '–' : String(value);

/** A few screens of text: numbers first, then what to fix. */
export function formatSummary(report: AuditReport): string {
  const lines: string[] = ['', '== Sulong Cash audit =='];
  const { firstLoad, browserScripts, lighthouse } = report;
  if (firstLoad) {
    lines.push(`First-load JS /start (brotli): ${kb(firstLoad.start.bytesBrotli)}`);
    for (const file of firstLoad.start.files)
      lines.push(`  ${kb(file.bytesBrotli).padStart(9)}  ${file.file}`);
    lines.push('Other routes (beyond the entry graph, brotli):');
    for (const [route, load] of Object.entries(firstLoad.routes)) {
      lines.push(`  ${kb(load.bytesBrotli).padStart(9)}  ${route}`);
    }
  }
  if (browserScripts) {
    lines.push(
      `Browser ${hashRoute(browserScripts.finalUrl)}: ${browserScripts.count} scripts, ${kb(browserScripts.bytesEncoded)} encoded` +
        (browserScripts.warning ? ` (${browserScripts.warning})` : ''),
    );
    const check = browserScripts.crossCheck;
    if (check) {
      lines.push(
        `  first-load graph: ${check.inGraph.count} scripts, ${kb(check.inGraph.bytesEncoded)}; ` +
          `loaded after it: ${check.beyondGraph.count} scripts, ${kb(check.beyondGraph.bytesEncoded)}`,
      );
      if (check.notFetched.length) {
        lines.push(`  in the graph but never fetched: ${check.notFetched.join(', ')}`);
      }
    }
  }
  if (lighthouse) {
    const m = lighthouse.metrics;
    lines.push(
      `Lighthouse (mobile, ${hashRoute(lighthouse.finalUrl)}): performance ${show(lighthouse.performance)}, accessibility ` +
        `${show(lighthouse.accessibility)}, best-practices ${show(lighthouse.bestPractices)}, ` +
        `seo ${show(lighthouse.seo)}` +
        (lighthouse.runs && lighthouse.runs.length > 1
          ? ` (median run; performance per run: ${lighthouse.runs
              .map((run) => show(run.performance))
              .join(', ')})`
          : ''),
      `  LCP ${ms(m.lcpMs)}, TBT ${ms(m.tbtMs)}, CLS ${m.cls === null ? '–' : m.cls.toFixed(3)}, ` +
        `FCP ${ms(m.fcpMs)}, SI ${ms(m.siMs)}`,
    );
    for (const audit of lighthouse.failedAudits) {
      lines.push(
        `  FAILED ${audit.category} / ${audit.id}: ${audit.title}` +
          (audit.displayValue ? ` (${audit.displayValue})` : ''),
      );
      for (const detail of audit.details) lines.push(`      ${detail}`);
    }
    for (const warning of lighthouse.runWarnings) lines.push(`  warning: ${warning}`);
    if (lighthouse.runtimeError) lines.push(`  runtime error: ${lighthouse.runtimeError}`);
    for (const run of lighthouse.runs ?? []) {
      if (run.runtimeError) lines.push(`  discarded run: ${run.runtimeError}`);
    }
  }
  if (report.installability) {
    const errors = report.installability.errors;
    lines.push(`Installability: ${errors.length ? errors.join('; ') : 'no errors'}`);
  }
  if (report.offline) {
    lines.push(
      `Offline: shell ${report.offline.shellOpens ? 'opens' : 'does NOT open'}` +
        (report.offline.reason ? ` (${report.offline.reason})` : ''),
    );
  }
  for (const [step, message] of Object.entries(report.errors))
    lines.push(`ERROR in ${step}: ${message}`);
  for (const note of report.notes) lines.push(`note: ${note}`);

  lines.push('', 'Gate                                          Limit      Actual     Result');
  for (const budget of report.budgets) {
    lines.push(
      `${budget.name.padEnd(46)}${show(budget.limit).padEnd(11)}${show(budget.actual).padEnd(11)}` +
        (budget.pass ? 'pass' : 'FAIL'),
    );
  }
  lines.push('', report.pass ? 'AUDIT PASSED' : 'AUDIT FAILED', '');
  return lines.join('\n');
}
