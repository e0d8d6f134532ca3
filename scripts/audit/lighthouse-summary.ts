/**
 * Turns a Lighthouse result into what a developer needs to fix a failing gate: scores, metrics
 * and, per failing audit, the offending elements or messages. Pure, so it is unit tested.
 */
import type { Result } from 'lighthouse';

export interface FailedAudit {
  category: string;
  id: string;
  title: string;
  /** 0–1, or null when the audit itself errored. */
  score: number | null;
  displayValue?: string;
  /** One line per offending item: selector, snippet, message, URL… */
  details: string[];
}

export interface LighthouseSummary {
  /** Where the audited page ended up (the app may redirect): the scores are of this screen. */
  finalUrl: string;
  performance: number | null;
  accessibility: number | null;
  bestPractices: number | null;
  seo: number | null;
  metrics: {
    lcpMs: number | null;
    tbtMs: number | null;
    cls: number | null;
    fcpMs: number | null;
    siMs: number | null;
  };
  failedAudits: FailedAudit[];
  /** Performance audits worth a look when the score is under its aim (title: value). */
  performanceHints: string[];
  runtimeError?: string;
  runWarnings: string[];
  /** Every run's scores, when the summary is the median of several runs. */
  runs?: RunScores[];
}

export interface RunScores {
  performance: number | null;
  accessibility: number | null;
  bestPractices: number | null;
  seo: number | null;
  /** The run's LCP and TBT: a median run's figures say little of how far the others were. */
  lcpMs: number | null;
  tbtMs: number | null;
  runtimeError?: string;
}

const MAX_ITEMS = 10;
const MAX_TEXT = 400;

function short(text: string): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length > MAX_TEXT ? `${flat.slice(0, MAX_TEXT - 1)}…` : flat;
}

function text(value: unknown): string | undefined {
  if (typeof value === 'string' && value.trim()) return value;
  if (typeof value === 'number') return String(value);
  return undefined;
}

/** Best-effort one-liner for a table/list item of any audit (a11y node, console error, issue…). */
export function describeItem(item: unknown): string {
  if (!item || typeof item !== 'object') return short(String(item));
  const record = item as Record<string, unknown>;
  const parts: string[] = [];
  const node = record.node as Record<string, unknown> | undefined;
  if (node && typeof node === 'object') {
    for (const key of ['selector', 'snippet', 'explanation']) {
      const value = text(node[key]);
      if (value) parts.push(value);
    }
  }
  for (const key of ['description', 'issueType', 'value', 'source', 'url', 'label']) {
    const value = text(record[key]);
    if (value) parts.push(`${key}: ${value}`);
  }
  const location = record.sourceLocation as Record<string, unknown> | undefined;
  const where = text(location?.url);
  if (where) parts.push(`at ${where}:${text(location?.line) ?? '?'}`);
  const subItems = (record.subItems as { items?: unknown[] } | undefined)?.items;
  if (Array.isArray(subItems)) parts.push(...subItems.slice(0, 3).map(describeItem));
  return short(parts.length ? parts.join(' | ') : JSON.stringify(record));
}

function detailLines(audit: Result['audits'][string]): string[] {
  const lines: string[] = [];
  if (audit.explanation) lines.push(short(audit.explanation));
  if (audit.errorMessage) lines.push(short(`audit error: ${audit.errorMessage}`));
  const details = audit.details as { items?: unknown[] } | undefined;
  const items = Array.isArray(details?.items) ? details.items : [];
  lines.push(...items.slice(0, MAX_ITEMS).map(describeItem));
  if (items.length > MAX_ITEMS) lines.push(`… and ${items.length - MAX_ITEMS} more`);
  return lines;
}

const score = (lhr: Result, id: string): number | null => {
  const value = lhr.categories[id]?.score;
  return typeof value === 'number' ? Math.round(value * 100) : null;
};

const numeric = (lhr: Result, id: string): number | null => {
  const value = lhr.audits[id]?.numericValue;
  return typeof value === 'number' ? value : null;
};

/** Scored audits under 1 (or errored) in the gated categories: what keeps them below 100. */
export function failedAuditsOf(lhr: Result, categories: string[]): FailedAudit[] {
  const failed: FailedAudit[] = [];
  for (const category of categories) {
    for (const ref of lhr.categories[category]?.auditRefs ?? []) {
      const audit = lhr.audits[ref.id];
      if (!audit) continue;
      const errored = audit.scoreDisplayMode === 'error';
      const scoredLow = ref.weight > 0 && audit.score !== null && audit.score < 1;
      if (!errored && !scoredLow) continue;
      failed.push({
        category,
        id: audit.id,
        title: audit.title,
        score: audit.score,
        ...(audit.displayValue ? { displayValue: audit.displayValue } : {}),
        details: detailLines(audit),
      });
    }
  }
  return failed;
}

function performanceHints(lhr: Result): string[] {
  return (lhr.categories.performance?.auditRefs ?? [])
    .filter((ref) => ref.group !== 'metrics')
    .map((ref) => lhr.audits[ref.id])
    .filter((audit) => audit && audit.score !== null && audit.score < 0.9)
    .slice(0, 8)
    .map((audit) => `${audit!.title}${audit!.displayValue ? `: ${audit!.displayValue}` : ''}`);
}

export function summarizeLighthouse(lhr: Result): LighthouseSummary {
  return {
    finalUrl: lhr.finalDisplayedUrl,
    performance: score(lhr, 'performance'),
    accessibility: score(lhr, 'accessibility'),
    bestPractices: score(lhr, 'best-practices'),
    seo: score(lhr, 'seo'),
    metrics: {
      lcpMs: numeric(lhr, 'largest-contentful-paint'),
      tbtMs: numeric(lhr, 'total-blocking-time'),
      cls: numeric(lhr, 'cumulative-layout-shift'),
      fcpMs: numeric(lhr, 'first-contentful-paint'),
      siMs: numeric(lhr, 'speed-index'),
    },
    failedAudits: failedAuditsOf(lhr, ['accessibility', 'best-practices']),
    performanceHints: performanceHints(lhr),
    ...(lhr.runtimeError
      ? { runtimeError: `${lhr.runtimeError.code}: ${lhr.runtimeError.message}` }
      : {}),
    runWarnings: lhr.runWarnings,
  };
}
