import Fastify from 'fastify';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fatalErrorHandler } from './fatal-errors.ts';
import { appLoggerOptions } from './logger-options.ts';

/** The app's logger as buildApp makes it, writing into `lines`. */
function appLogger(lines: string[]) {
  return Fastify({ logger: appLoggerOptions('info', { write: (line) => lines.push(line) }) }).log;
}

/** A database error as pg throws it: its parameters ride along on the object. */
const escaped = Object.assign(new Error('insert failed for +639171234567'), {
  code: '23505',
  parameters: ['+639171234567', 'Juana Dela Cruz'],
});

afterEach(() => {
  vi.restoreAllMocks();
});

describe('an error that escaped every handler', () => {
  it("is one fatal line through the app's logger, scrubbed, then the process exits 1", () => {
    const lines: string[] = [];
    const exit = vi.fn();
    fatalErrorHandler(() => appLogger(lines), exit)(escaped, 'unhandledRejection');

    expect(exit).toHaveBeenCalledWith(1);
    expect(lines).toHaveLength(1);
    const line = JSON.parse(lines[0]!) as Record<string, unknown>;
    expect(line).toMatchObject({
      level: 60,
      msg: 'fatal error: the process exits',
      origin: 'unhandledRejection',
      err: { type: 'Error', code: '23505' },
    });
    expect(lines[0]).not.toContain('9171234567');
    expect(lines[0]).not.toContain('Juana');
  });

  it('before the logger exists, says only what type of error it was', () => {
    const written: string[] = [];
    vi.spyOn(process.stderr, 'write').mockImplementation((chunk) => {
      written.push(String(chunk));
      return true;
    });
    const exit = vi.fn();
    fatalErrorHandler(() => null, exit)(escaped, 'uncaughtException');
    expect(exit).toHaveBeenCalledWith(1);
    expect(written).toEqual(['fatal error (uncaughtException) before the logger existed: Error\n']);
  });
});
