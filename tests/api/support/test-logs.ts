import { appendFileSync, openSync, writeSync } from 'node:fs';
import { join, relative } from 'node:path';
import { expect, inject } from 'vitest';
import type { App } from '../../../server/app.ts';
import type { LogStream } from '../../../server/lib/logger-options.ts';
import type { IssuedSecret } from '../../support/log-scan.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The folder of this run's API logs (tests/api/support/log-check.ts); '' when not kept. */
    testLogDir: string;
  }
}

/*
 * API tests log at debug level, through the app's own logger options, into one file per test
 * file in the run's folder; after the run every line is scanned for personal data and secrets
 * (docs/security.md#what-logs-may-hold). Beside each log, the secrets the run issued (session
 * tokens, codes, graphic-code answers, signatures), so the scan knows what to look for.
 */

const ROOT = new URL('../../../', import.meta.url).pathname;

function runDir(): string {
  try {
    return inject('testLogDir') ?? '';
  } catch {
    return ''; // outside a Vitest project that provides it
  }
}

/** debug while a run keeps logs; silent otherwise. */
export const testLogLevel = (): 'debug' | 'silent' => (runDir() ? 'debug' : 'silent');

let file: { fd: number; base: string } | null = null;

/** This test file's log name: its path, flattened, so a finding names the test that logged it. */
function fileBase(dir: string): string {
  const testPath = expect.getState().testPath;
  const name = testPath
    ? relative(ROOT, testPath).replace(/[/\\]/g, '__')
    : `worker-${process.env.VITEST_POOL_ID ?? process.pid}`;
  return join(dir, name);
}

function openFile(): { fd: number; base: string } | null {
  if (file) return file;
  const dir = runDir();
  if (!dir) return null;
  const base = fileBase(dir);
  // Synchronous writes: nothing to flush when the worker ends, which closes the file.
  file = { fd: openSync(`${base}.log`, 'a'), base };
  return file;
}

/** Where this test file's apps write their logs; undefined when the run keeps none. */
export function testLogStream(): LogStream | undefined {
  const opened = openFile();
  if (!opened) return undefined;
  const { fd } = opened;
  return { write: (line) => void writeSync(fd, line) };
}

function record(secrets: IssuedSecret[]): void {
  const opened = openFile();
  if (!opened || secrets.length === 0) return;
  appendFileSync(`${opened.base}.secrets`, secrets.map((s) => `${JSON.stringify(s)}\n`).join(''));
}

const SIGNATURE_PARAM = /[?&]sig=([^&"\s]+)/g;

/**
 * Notes what the app hands out or is handed: bearer tokens in requests, signature headers, and
 * in answers the session token, the OTP codes of the sandbox outbox, graphic-code answers
 * and link signatures.
 */
export function recordIssuedSecrets(app: App): void {
  if (!runDir()) return;
  app.addHook('onRequest', async (request) => {
    const found: IssuedSecret[] = [];
    for (const [name, value] of Object.entries(request.headers)) {
      if (typeof value !== 'string') continue;
      if (name === 'authorization') {
        // Tests also send made-up tokens ("x", "nope"): only one long enough to be issued counts.
        const token = value.replace(/^\s*bearer\s+/i, '').trim();
        if (token.length >= 16) found.push({ kind: 'bearer token', value: token });
      } else if (name.includes('signature')) {
        for (const part of value.split(',')) {
          const v = part.slice(part.indexOf('=') + 1).trim();
          if (v.length >= 16) found.push({ kind: 'webhook signature', value: v });
        }
      }
    }
    record(found);
  });
  app.addHook('onSend', async (request, _reply, payload) => {
    if (typeof payload !== 'string' || (!payload.startsWith('{') && !payload.startsWith('[')))
      return payload;
    const found: IssuedSecret[] = [];
    for (const match of payload.matchAll(SIGNATURE_PARAM)) {
      found.push({ kind: 'link signature', value: decodeURIComponent(match[1]!) });
    }
    const route = request.routeOptions.url ?? '';
    try {
      if (route.endsWith('/auth/login')) {
        const { token } = JSON.parse(payload) as { token?: string };
        if (token) found.push({ kind: 'session token', value: token });
      } else if (route.endsWith('/dev/sms-outbox')) {
        for (const entry of JSON.parse(payload) as { code?: string | null }[]) {
          if (entry.code) found.push({ kind: 'OTP code', value: entry.code });
        }
      } else if (route.endsWith('/dev/captcha/:id')) {
        const { answer } = JSON.parse(payload) as { answer?: string };
        if (answer) found.push({ kind: 'graphic-code answer', value: answer });
      }
    } catch {
      // not JSON after all: nothing issued
    }
    record(found);
    return payload;
  });
}
