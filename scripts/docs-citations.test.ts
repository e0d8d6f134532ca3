import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, posix } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/*
 * The "why" of the code lives in docs/, and code cites it as docs/<file>.md#<anchor>. This test
 * keeps those citations true: every cited file and heading exists, links between docs resolve,
 * and nothing cites a document that a fresh clone does not have.
 */

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const SELF = 'scripts/docs-citations.test.ts';

/** What is scanned: every tracked text source, the docs and the README. */
const SCANNED_DIRS = ['src', 'server', 'contract', 'sw', 'scripts', 'tests', 'docs'];
const SCANNED_FILES = [
  'index.html',
  'vite.config.ts',
  'eslint.config.js',
  'vitest.config.ts',
  'README.md',
];
const SKIPPED_DIRS = ['node_modules', 'dist', 'dev-dist', 'data', 'reports', 'src/lang/compiled'];
const TEXT_FILE = /\.(?:[cm]?[jt]sx?|css|sql|json|html|md|svg)$/;

const inScope = (path: string): boolean =>
  path !== SELF &&
  TEXT_FILE.test(path) &&
  (SCANNED_FILES.includes(path) || SCANNED_DIRS.some((dir) => path.startsWith(`${dir}/`))) &&
  !SKIPPED_DIRS.some(
    (dir) => path === dir || path.startsWith(`${dir}/`) || path.includes(`/${dir}/`),
  );

/** Without git (an unpacked archive), the same files by walking the folders. */
function walk(dir: string): string[] {
  return readdirSync(join(ROOT, dir), { withFileTypes: true }).flatMap((entry) => {
    const path = dir ? `${dir}/${entry.name}` : entry.name;
    if (entry.name.startsWith('.') || SKIPPED_DIRS.includes(path)) return [];
    if (entry.isDirectory()) return walk(path);
    return entry.isFile() ? [path] : [];
  });
}

function listFiles(): string[] {
  let paths: string[];
  try {
    paths = execFileSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], {
      cwd: ROOT,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    })
      .split('\0')
      .filter(Boolean);
  } catch {
    paths = walk('');
  }
  const files = [...new Set(paths)].filter(inScope).filter((path) => {
    const full = join(ROOT, path);
    return existsSync(full) && statSync(full).isFile();
  });
  return files.sort();
}

const files = listFiles();
const linesOf = (path: string): string[] => readFileSync(join(ROOT, path), 'utf8').split('\n');

/** GitHub's heading anchor: lower case, punctuation dropped except hyphens, spaces → hyphens. */
function githubSlug(heading: string): string {
  return heading
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/<[^>]+>/g, '')
    .replace(/[*`]/g, '')
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{M}\p{N}\p{Pc} -]/gu, '')
    .replace(/ /g, '-');
}

/** Every anchor a markdown file offers: heading slugs (repeats get -1, -2…) and explicit ids. */
function anchorsOf(markdown: string): Set<string> {
  const anchors = new Set<string>();
  const seen = new Map<string, number>();
  let fence: string | null = null;
  for (const line of markdown.split('\n')) {
    const fenceMark = /^\s*(`{3,}|~{3,})/.exec(line)?.[1];
    if (fenceMark) {
      if (fence === null) fence = fenceMark[0]!;
      else if (fenceMark[0] === fence) fence = null;
      continue;
    }
    if (fence !== null) continue;
    for (const match of line.matchAll(/<a\s+(?:id|name)="([^"]+)"/g)) anchors.add(match[1]!);
    const heading = /^\s{0,3}#{1,6}\s+(.*?)\s*#*\s*$/.exec(line)?.[1];
    if (heading === undefined) continue;
    const explicit = /\{#([\w-]+)\}\s*$/.exec(heading);
    if (explicit) {
      anchors.add(explicit[1]!);
      continue;
    }
    const base = githubSlug(heading);
    const count = seen.get(base) ?? 0;
    seen.set(base, count + 1);
    anchors.add(count === 0 ? base : `${base}-${count}`);
  }
  return anchors;
}

const anchorCache = new Map<string, Set<string> | null>();
/** The anchors of a repository file, or null when it does not exist. */
function anchorsOfFile(path: string): Set<string> | null {
  if (!anchorCache.has(path)) {
    const full = join(ROOT, path);
    const exists = existsSync(full) && statSync(full).isFile();
    anchorCache.set(path, exists ? anchorsOf(readFileSync(full, 'utf8')) : null);
  }
  return anchorCache.get(path)!;
}

/** Why a reference to `path` (from the root) with an optional anchor does not resolve, or null. */
function problemWith(path: string, anchor: string | undefined): string | null {
  const anchors = anchorsOfFile(path);
  if (anchors === null) return `${path} does not exist`;
  if (anchor !== undefined && !anchors.has(anchor)) return `${path} has no heading #${anchor}`;
  return null;
}

/** docs/<path>.md or docs/<path>.md#<anchor>, not part of a longer path such as /api/docs/. */
const CITATION = /(?<![\w./-])(docs\/(?:[\w-]+\/)*[\w.-]+\.md)(?:#([\w-]+))?/g;

/**
 * Citations of documents outside the repository: the former specification, decision record and
 * style guide, by name, by section sign or by decision number (D0–D17).
 */
const OUTSIDE_CITATION = new RegExp(
  [
    String.raw`\bDECISIONS\b(?:\s+(?:§\s*\d+|D\d{1,2}\b))?`,
    String.raw`\bSTYLE\.md\b(?:\s+§\s*\d+)?`,
    String.raw`\b[Ss]pec(?:'s|’s)?\s*§\s*\d+(?:\s*[–-]\s*§?\s*\d+)?`,
    // Any other numbered section; "issue 2 §6" names a tracked issue, not a document.
    String.raw`(?<!\bissue \d+ )§\s*\d+`,
    String.raw`\bD\d{1,2}\b`,
    // "the spec", "spec's", "(spec: …)"; not spec-like words, file names or package paths.
    String.raw`(?<![\w@.-])[Ss]pec(?:'s|’s)?\b(?![-./]\w)`,
  ].join('|'),
  'g',
);
/** Text that looks like a citation and is not one. */
const NOT_CITATIONS: readonly RegExp[] = [
  // JPEG restart markers RST0–RST7 are the bytes D0–D7.
  /\bD0[–-]D7 restart markers\b/g,
];

function outsideCitations(line: string): string[] {
  let text = line;
  for (const pattern of NOT_CITATIONS) text = text.replace(pattern, (m) => ' '.repeat(m.length));
  return [...text.matchAll(OUTSIDE_CITATION)].map((match) => match[0]);
}

/** Markdown links: [text](target "title"), outside fenced code. */
function linksOf(markdown: string): { line: number; target: string }[] {
  const links: { line: number; target: string }[] = [];
  let inFence = false;
  markdown.split('\n').forEach((line, index) => {
    if (/^\s*(`{3,}|~{3,})/.test(line)) inFence = !inFence;
    if (inFence) return;
    const withoutCode = line.replace(/`[^`]*`/g, '');
    for (const match of withoutCode.matchAll(/\]\(([^)\s]+)(?:\s+"[^"]*")?\)/g)) {
      links.push({ line: index + 1, target: match[1]! });
    }
  });
  return links;
}

const markdownFiles = files.filter((path) => path.endsWith('.md'));
const docs = files.filter((path) => path.startsWith('docs/') && path.endsWith('.md'));

describe('docs citations', () => {
  it('scans the sources and the docs', () => {
    expect(files.length).toBeGreaterThan(100);
    expect(files).toContain('docs/README.md');
    expect(files).toContain('eslint.config.js');
  });

  it('counts headings the way GitHub makes anchors', () => {
    expect(githubSlug('Caps')).toBe('caps');
    expect(githubSlug('Home-screen bonus')).toBe('home-screen-bonus');
    expect(githubSlug('Cancelling (customer service)')).toBe('cancelling-customer-service');
    expect(githubSlug('`PRODUCTS_JSON` and ₱ limits')).toBe('products_json-and--limits');
    expect([...anchorsOf('# A\n## Notes\n```\n## Not\n```\n## Notes\n## B {#bee}\n')]).toEqual([
      'a',
      'notes',
      'notes-1',
      'bee',
    ]);
  });

  it('cites only docs and headings that exist', () => {
    const broken: string[] = [];
    for (const path of files) {
      linesOf(path).forEach((line, index) => {
        for (const match of line.matchAll(CITATION)) {
          const problem = problemWith(match[1]!, match[2]);
          if (problem) broken.push(`${path}:${index + 1}: ${match[0]} (${problem})`);
        }
      });
    }
    expect(broken, broken.join('\n')).toEqual([]);
  });

  it('links between docs resolve', () => {
    const broken: string[] = [];
    for (const path of markdownFiles) {
      for (const { line, target } of linksOf(readFileSync(join(ROOT, path), 'utf8'))) {
        if (/^[a-z][a-z+.-]*:/i.test(target)) continue; // https:, mailto:, tel:
        const [file = '', anchor] = target.split('#');
        const resolved = file ? posix.normalize(posix.join(dirname(path), file)) : path;
        const problem = resolved.startsWith('../')
          ? `${target} leaves the repository`
          : problemWith(resolved, anchor || undefined);
        if (problem) broken.push(`${path}:${line}: ${target} (${problem})`);
      }
    }
    expect(broken, broken.join('\n')).toEqual([]);
  });

  it('lists every doc in the docs index', () => {
    const index = readFileSync(join(ROOT, 'docs/README.md'), 'utf8');
    const listed = new Set(linksOf(index).map(({ target }) => target.split('#')[0]));
    const missing = docs
      .filter((path) => path !== 'docs/README.md')
      .filter((path) => !listed.has(posix.relative('docs', path)));
    expect(missing).toEqual([]);
  });

  it('cites no document outside the repository', () => {
    const found: string[] = [];
    for (const path of files) {
      linesOf(path).forEach((line, index) => {
        for (const token of outsideCitations(line)) found.push(`${path}:${index + 1}: ${token}`);
      });
    }
    expect(
      found,
      `${found.length} citations of documents outside the repository; cite docs/<file>.md#<anchor>:\n` +
        found.join('\n'),
    ).toEqual([]);
  });
});
