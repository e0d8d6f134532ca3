/**
 * `npm run ops -- cancel <orderNo>`: customer service's commands. Calls the running server
 * (http://127.0.0.1:$PORT, token from OPS_TOKEN or DATA_DIR/ops-token), so the rule and the
 * record are the server's. When no server answers, it opens the database itself (same
 * environment as the server) and runs the same service function.
 */
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { ConfigError, loadConfig } from '../server/config.ts';
import type { AppConfig, Env } from '../server/config.ts';
import { migrate } from '../server/db/migrate.ts';
import { openDb } from '../server/db/open-db.ts';
import { AppError } from '../server/errors.ts';
import { opsTokenPath } from '../server/services/ops-token.ts';
import { cancelOrder } from '../server/services/disbursement/cancel-order.ts';
import type { CancelledOrder } from '../server/services/disbursement/cancel-order.ts';

const USAGE = 'Usage: npm run ops -- cancel <orderNo>';

export interface OpsResult {
  /** 0 done, 1 refused, 2 bad usage or environment. */
  exitCode: number;
  output: string;
}

const refused = (code: string, message: string): OpsResult => ({
  exitCode: 1,
  output: `${code}: ${message}`,
});

function describe(order: CancelledOrder, via: string): string {
  const lines = [`Order ${order.orderNo} cancelled (was ${order.previousStatus}; ${via}).`];
  if (order.moneySent) {
    lines.push('The money was sent: the borrower returns the principal through customer service.');
  }
  if (order.coupon) lines.push(`Its withdrawal coupon is now ${order.coupon}.`);
  return lines.join('\n');
}

async function operatorToken(config: AppConfig): Promise<string | null> {
  if (config.opsToken) return config.opsToken;
  try {
    return (await readFile(opsTokenPath(config.dataDir), 'utf8')).trim() || null;
  } catch {
    return null;
  }
}

/** True when nothing listens on the port: only then may this process open the database. */
const nobodyListening = (error: unknown): boolean =>
  (error as { cause?: { code?: string } }).cause?.code === 'ECONNREFUSED';

async function cancelOnServer(config: AppConfig, orderNo: string): Promise<OpsResult | null> {
  const token = await operatorToken(config);
  let response: Response;
  try {
    response = await fetch(
      `http://127.0.0.1:${config.port}/api/ops/orders/${encodeURIComponent(orderNo)}/cancel`,
      { method: 'POST', headers: token ? { authorization: `Bearer ${token}` } : {} },
    );
  } catch (error) {
    if (nobodyListening(error)) return null;
    throw error;
  }
  const body = (await response.json().catch(() => ({}))) as CancelledOrder & {
    code?: string;
    message?: string;
  };
  if (response.ok) return { exitCode: 0, output: describe(body, 'through the server') };
  if (response.status === 401 && !token) {
    return refused('UNAUTHORIZED', 'no operator token: set OPS_TOKEN or read DATA_DIR/ops-token');
  }
  return refused(body.code ?? String(response.status), body.message ?? response.statusText);
}

async function cancelInDatabase(config: AppConfig, orderNo: string): Promise<OpsResult> {
  const db = await openDb(config);
  try {
    await migrate(db);
    const order = await cancelOrder(db, {
      orderNo,
      at: new Date(),
      actor: 'operator',
      reason: 'customerRequest',
      cancelWindowHours: config.loan.cancelWindowHours,
    });
    return { exitCode: 0, output: describe(order, 'no server answered: database updated') };
  } catch (error) {
    if (error instanceof AppError) return refused(error.code, error.message);
    throw error;
  } finally {
    await db.close();
  }
}

export async function runOps(args: readonly string[], env: Env): Promise<OpsResult> {
  const [command, orderNo, ...rest] = args;
  if (command !== 'cancel' || !orderNo || rest.length > 0) return { exitCode: 2, output: USAGE };
  let config: AppConfig;
  try {
    config = loadConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) return { exitCode: 2, output: error.message };
    throw error;
  }
  return (await cancelOnServer(config, orderNo)) ?? cancelInDatabase(config, orderNo);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const result = await runOps(process.argv.slice(2), process.env);
  (result.exitCode === 0 ? process.stdout : process.stderr).write(`${result.output}\n`);
  process.exitCode = result.exitCode;
}
