/**
 * `npm run desk -- add-staff <email> --role admin [--name "<name>"]`: the lender's first
 * administrator (docs/desk.md#first-administrator). Through the running server when one answers
 * at HOST:PORT (proving itself with the secret the server wrote to DATA_DIR/desk-bootstrap), or
 * straight into the database when none does (the embedded one then belongs to nobody else).
 * Either way it is refused once an administrator exists: every other account is made in the
 * desk. Prints the one-time enrolment link, valid 24 hours.
 */
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import type { AppConfig, Env } from '../server/config.ts';
import { cliConfig } from './cli-config.ts';
import type { CliResult } from './cli-config.ts';
import { migrate } from '../server/db/migrate.ts';
import { openDb } from '../server/db/open-db.ts';
import { pgliteHolder } from '../server/db/pglite-db.ts';
import { AppError } from '../server/errors.ts';
import { bootstrapSecretPath } from '../server/services/desk/bootstrap-secret.ts';
import { createStaffService } from '../server/services/desk/staff-service.ts';
import { isStaffRole } from '../server/domain/desk/roles.ts';
import { serverOrigin } from './ops.ts';

/**
 * Nothing listens there: refused, or no such host. Not a reset, which means a server was
 * reached: the database is then not this command's to open.
 */
const noServer = (error: unknown): boolean =>
  ['ECONNREFUSED', 'ENOTFOUND', 'EHOSTUNREACH', 'EAI_AGAIN'].includes(
    (error as { cause?: { code?: string } }).cause?.code ?? '',
  );

const USAGE =
  'Usage: npm run desk -- add-staff <email> --role admin[,reviewer,…] [--name "<display name>"]';

export type DeskResult = CliResult;

interface Created {
  enrolmentToken: string;
  expiresAt: string;
}

function parse(args: readonly string[]) {
  const [command, email, ...rest] = args;
  if (command !== 'add-staff' || !email || email.startsWith('--')) return null;
  let roles: string[] = [];
  let name: string | null = null;
  for (let i = 0; i < rest.length; i += 2) {
    const [flag, value] = [rest[i], rest[i + 1]];
    if (!value) return null;
    if (flag === '--role') roles = value.split(',').map((role) => role.trim());
    else if (flag === '--name') name = value;
    else return null;
  }
  if (!roles.length || !roles.every(isStaffRole)) return null;
  return { email, roles, displayName: name ?? email.split('@')[0] ?? email };
}

/** The link the new person opens, on the lender's public address when it is set. */
const enrolmentLink = (config: AppConfig, token: string): string =>
  `${(config.desk.publicUrl ?? serverOrigin(config)).replace(/\/+$/, '')}/desk/#/enrol/${token}`;

const done = (config: AppConfig, created: Created, via: string): DeskResult => ({
  exitCode: 0,
  output:
    `Account created ${via}. Give this one-time link to its owner, who sets a password and ` +
    `an authenticator there; it works once, until ${created.expiresAt}:\n` +
    enrolmentLink(config, created.enrolmentToken),
});

export async function runDesk(args: readonly string[], env: Env): Promise<DeskResult> {
  const request = parse(args);
  if (!request) return { exitCode: 2, output: USAGE };
  const loaded = cliConfig(env);
  if ('result' in loaded) return loaded.result;
  const { config } = loaded;
  const origin = serverOrigin(config);
  const secret = await readFile(bootstrapSecretPath(config.dataDir), 'utf8').then(
    (text) => text.trim(),
    () => null,
  );
  try {
    const response = await fetch(`${origin}/api/desk/bootstrap/staff`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        ...(secret ? { authorization: `Bearer ${secret}` } : {}),
      },
      body: JSON.stringify(request),
    });
    const body = (await response.json().catch(() => ({}))) as Partial<Created> & {
      code?: string;
      message?: string;
    };
    if (response.ok) return done(config, body as Created, `through the server at ${origin}`);
    return { exitCode: 1, output: `${body.code ?? response.status}: ${body.message ?? ''}` };
  } catch (error) {
    if (!noServer(error)) throw error;
  }
  // No server answered; a server elsewhere in this folder still holds the embedded database.
  const holder = config.databaseUrl ? null : pgliteHolder(config.dataDir);
  if (holder !== null)
    return {
      exitCode: 2,
      output:
        `A server (process ${holder}) holds the database in ${config.dataDir} but did not ` +
        `answer at ${origin}: run this with the HOST and PORT it listens on.`,
    };
  const db = await openDb(config);
  try {
    await migrate(db);
    const staff = createStaffService({ db, config, now: () => new Date() });
    const created = await staff.createStaff({ ...request, by: null });
    return done(
      config,
      { enrolmentToken: created.enrolmentToken, expiresAt: created.expiresAt.toISOString() },
      'in the database (no server answered)',
    );
  } catch (error) {
    if (error instanceof AppError)
      return { exitCode: 1, output: `${error.code}: ${error.message}` };
    throw error;
  } finally {
    await db.close();
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const result = await runDesk(process.argv.slice(2), process.env);
  (result.exitCode === 0 ? process.stdout : process.stderr).write(`${result.output}\n`);
  process.exitCode = result.exitCode;
}
