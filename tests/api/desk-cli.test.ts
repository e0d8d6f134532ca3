import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runDesk } from '../../scripts/desk.ts';
import type { Db } from '../../server/db/db.ts';
import { openPgliteDb } from '../../server/db/pglite-db.ts';
import { startServer } from '../../server/start-server.ts';
import { TestClock, sharedDb, testConfig } from './support/harness.ts';

/*
 * `npm run desk -- add-staff` (docs/desk.md#first-administrator): through the running server with
 * the secret it wrote to DATA_DIR, or straight into the database when no server answers; once an
 * administrator exists, refused either way.
 */
const db = sharedDb();
const folders: string[] = [];
const folder = () => {
  const dir = mkdtempSync(join(tmpdir(), 'sulong-desk-cli-'));
  folders.push(dir);
  return dir;
};
beforeAll(() => db.open());
afterAll(async () => {
  await db.close();
  for (const dir of folders) rmSync(dir, { recursive: true, force: true });
});

/** A port nothing listens on. */
async function closedPort(): Promise<string> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return String(port);
}

/** Marks an account enrolled, as finishing its link would (the sign-in is tested elsewhere). */
const enrolled = (database: Db, email: string) =>
  database.query(
    `UPDATE staff SET status = 'active', password_hash = 'scrypt$test' WHERE email = $1`,
    [email],
  );

const LINK = /\n(http:\/\/127\.0\.0\.1:\d+\/desk\/#\/enrol\/[A-Za-z0-9_-]{43})$/;

describe('npm run desk -- add-staff', () => {
  it('makes the first administrator through the running server, then refuses', async () => {
    const dataDir = folder();
    const server = await startServer({
      config: testConfig({ PORT: '0', HOST: '127.0.0.1', DATA_DIR: dataDir }),
      db: db.get(),
      now: new TestClock().now,
      logger: false,
    });
    try {
      const env = { PORT: new URL(server.url).port, HOST: '127.0.0.1', DATA_DIR: dataDir };
      const first = await runDesk(['add-staff', 'Ana@Lender.ph', '--role', 'admin'], env);
      expect(first.exitCode).toBe(0);
      expect(first.output).toMatch(LINK);
      expect(first.output).toContain('through the server');
      const [row] = await db
        .get()
        .query<{ email: string; roles: string[]; status: string }>(
          'SELECT email, roles, status FROM staff',
        );
      expect(row).toEqual({ email: 'ana@lender.ph', roles: ['admin'], status: 'invited' });

      // Not enrolled yet: the same command sends the same person a new link.
      const again = await runDesk(['add-staff', 'ana@lender.ph', '--role', 'admin'], env);
      expect(again.exitCode).toBe(0);
      expect(again.output.match(LINK)?.[1]).not.toBe(first.output.match(LINK)?.[1]);
      // Once an administrator can sign in, the command line is refused.
      await enrolled(db.get(), 'ana@lender.ph');
      expect(await runDesk(['add-staff', 'ben@lender.ph', '--role', 'admin'], env)).toMatchObject({
        exitCode: 1,
        output: expect.stringMatching(/^FORBIDDEN: /),
      });
      // Another data folder holds no secret of this server's.
      expect(
        await runDesk(['add-staff', 'cy@lender.ph', '--role', 'admin'], {
          ...env,
          DATA_DIR: folder(),
        }),
      ).toMatchObject({ exitCode: 1, output: expect.stringMatching(/^UNAUTHORIZED: /) });
      expect(await runDesk(['add-staff', 'dee@lender.ph', '--role', 'boss'], env)).toMatchObject({
        exitCode: 2,
      });
      expect(await runDesk(['add-staff'], env)).toMatchObject({ exitCode: 2 });
    } finally {
      await server.close();
    }
  });

  it('writes to the embedded database itself when no server answers', async () => {
    const dataDir = folder();
    const env = { PORT: await closedPort(), HOST: '127.0.0.1', DATA_DIR: dataDir };
    const made = await runDesk(
      ['add-staff', 'eva@lender.ph', '--role', 'admin,finance', '--name', 'Eva Santos'],
      env,
    );
    expect(made.exitCode).toBe(0);
    expect(made.output).toContain('in the database (no server answered)');
    expect(made.output).toMatch(LINK);
    const embedded = await openPgliteDb(dataDir);
    try {
      expect(await embedded.query('SELECT email, display_name AS name, roles FROM staff')).toEqual([
        { email: 'eva@lender.ph', name: 'Eva Santos', roles: ['admin', 'finance'] },
      ]);
      await enrolled(embedded, 'eva@lender.ph');
    } finally {
      await embedded.close();
    }
    expect(await runDesk(['add-staff', 'fe@lender.ph', '--role', 'admin'], env)).toMatchObject({
      exitCode: 1,
      output: expect.stringMatching(/^FORBIDDEN: /),
    });

    // A server that did not answer at HOST:PORT still holds the database: not opened.
    const holder = spawn('sleep', ['30']);
    try {
      writeFileSync(join(dataDir, 'pglite.pid'), `${holder.pid}\n`);
      expect(await runDesk(['add-staff', 'fe@lender.ph', '--role', 'admin'], env)).toMatchObject({
        exitCode: 2,
        output: expect.stringContaining(`A server (process ${holder.pid}) holds the database`),
      });
    } finally {
      holder.kill();
    }
  });
});
