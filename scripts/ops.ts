/**
 * `npm run ops -- <command> <orderNo>`: the desk's operations for automation and the terminal,
 * always through the running server's desk API (http://HOST:PORT/api/desk, HOST/PORT from the
 * same environment as the server), as the named staff member whose API key is in DESK_API_KEY
 * (docs/desk.md#api-keys): their roles decide what is allowed and the audit trail names them; the
 * sandbox's tester tools (`age`, `pay-reference`) take any staff member's key. It never opens
 * the database itself: the embedded database (PGlite in DATA_DIR) belongs to the one server process
 * using it, and a second opener could corrupt it. When no server answers, it says so and exits 2.
 *
 * - `cancel <orderNo>`: cancel an order (docs/loans.md#cancellation);
 * - `principal-returned <orderNo>`: the borrower paid back the principal of an order cancelled
 *   after its payout, which then stops counting as open (server/README.md, "Principal owed");
 * - `age <orderNo> <days>`: sandbox only, moves a repaying loan's dates back by whole days so
 *   due today, overdue and late charges appear at once (docs/loans.md#sandbox-loan-clock);
 * - `pay-reference <reference>`: sandbox only, a store takes the cash for an over-the-counter
 *   reference, later than the checkout (docs/product.md#sandbox-adapters);
 * - `grant-coupon <customerId> <type> <pesos> <days> [expired]`: grants a coupon to the borrower
 *   with that public id (docs/coupons.md#operator-grants); `expired` (sandbox only) makes one
 *   already past its validity, for testers;
 * - `tickets [all]`: the open feedback tickets (or all), oldest first, with age and target
 *   (docs/care.md#tickets); `ticket <ticketNo>`: one ticket with its text, answer and history
 *   (printed to the operator's terminal only); `ticket-progress <ticketNo>`, `ticket-answer <ticketNo> "<text>"
 *   [--close]`, `ticket-close <ticketNo>`: move a ticket; an answer or a close sends the borrower
 *   a message.
 */
import { fileURLToPath } from 'node:url';
import type { AppConfig, Env } from '../server/config.ts';
import { cliConfig } from './cli-config.ts';
import type { CliResult } from './cli-config.ts';
import type { CancelledOrder } from '../server/services/disbursement/cancel-order.ts';
import type { TicketDetail } from '../contract/care/feedback-api.ts';

const USAGE =
  'Usage: npm run ops -- cancel <orderNo>\n       npm run ops -- principal-returned <orderNo>' +
  '\n       npm run ops -- age <orderNo> <days>   (sandbox only)' +
  '\n       npm run ops -- pay-reference <reference>   (sandbox only)' +
  '\n       npm run ops -- grant-coupon <customerId> <platform|withdrawal|repayment|cash> <pesos> <days> [expired]' +
  '\n       npm run ops -- tickets [all]' +
  '\n       npm run ops -- ticket <ticketNo>' +
  '\n       npm run ops -- ticket-progress <ticketNo>' +
  '\n       npm run ops -- ticket-answer <ticketNo> "<text>" [--close]' +
  '\n       npm run ops -- ticket-close <ticketNo>';

export type OpsResult = CliResult;

interface AgedLoan {
  orderNo: string;
  days: number;
  withdrawalDate: string;
  dueDate: string;
  overdueDays: number;
  lateChargesPosted: number;
  lateChargeCentavos: number;
  owedCentavos: number;
}

interface GrantedCoupon {
  customerId: string;
  coupon: {
    id: string;
    type: string;
    appliesTo: string;
    deductionCentavos: number;
    status: string;
    validUntil: string;
  };
}

interface PaidReference {
  reference: string;
  amountCentavos: number;
  paidAt: string;
  paymentRef: string;
}

interface OpsTicketList {
  tickets: {
    ticketNo: string;
    category: string;
    status: string;
    targetDate: string;
    ageDays: number;
    overdue: boolean;
  }[];
}

/** The path under /api/desk of a command about a feedback ticket. */
const ticketPath = (action: string) => (ticketNo: string) =>
  `tickets/${encodeURIComponent(ticketNo)}/${action}`;

/** One ticket for the operator's terminal: what the borrower wrote, the answer and the history. */
function describeTicketDetail(t: TicketDetail): string {
  const lines = [
    `Ticket ${t.ticketNo}  ${t.status}  ${t.category}`,
    `Received ${t.createdAt}, answer by ${t.targetDate}`,
    `Screenshot: ${
      t.hasScreenshot
        ? `GET /api/desk/tickets/${encodeURIComponent(t.ticketNo)}/screenshot`
        : 'none'
    }`,
    '',
    t.text,
    '',
    `Answer: ${t.answer ?? '(none yet)'}`,
    'History:',
    ...t.events.map((e) => `  ${e.at}  ${e.status.padEnd(10)} by ${e.actor}`),
  ];
  return lines.join('\n');
}

const describeTicket = (body: unknown) => {
  const t = body as { ticketNo: string; status: string };
  return `Ticket ${t.ticketNo} is now ${t.status}.`;
};

/** The path under /api/desk of a command about an order. */
const orderPath = (action: string) => (orderNo: string) =>
  `orders/${encodeURIComponent(orderNo)}/${action}`;

interface PrincipalReturned {
  orderNo: string;
  principalReturnedAt: string;
  alreadyRecorded: boolean;
}

const COMMANDS = {
  cancel: {
    path: orderPath('cancel'),
    describe: (body: unknown) => {
      const order = body as CancelledOrder;
      const lines = [`Order ${order.orderNo} cancelled (was ${order.previousStatus}).`];
      if (order.moneySent) {
        lines.push(
          'The money was sent: the borrower returns the principal through customer service. ' +
            'The order stays open (no new loan) until you run: ' +
            `npm run ops -- principal-returned ${order.orderNo}`,
        );
      }
      if (order.coupon) lines.push(`Its withdrawal coupon is now ${order.coupon}.`);
      return lines.join('\n');
    },
  },
  'principal-returned': {
    path: orderPath('principal-returned'),
    describe: (body: unknown) => {
      const r = body as PrincipalReturned;
      return r.alreadyRecorded
        ? `Order ${r.orderNo}: the principal's return was already recorded (${r.principalReturnedAt}).`
        : `Order ${r.orderNo}: principal returned, recorded at ${r.principalReturnedAt}; ` +
            'the borrower may borrow again.';
    },
  },
  age: {
    sandbox: true,
    path: (orderNo: string) => `sandbox/orders/${encodeURIComponent(orderNo)}/age`,
    describe: (body: unknown) => {
      const r = body as AgedLoan;
      const state =
        r.overdueDays > 0
          ? `overdue ${r.overdueDays} day(s), late charges ₱${(r.lateChargeCentavos / 100).toFixed(2)}`
          : `due ${r.dueDate}`;
      return (
        `Order ${r.orderNo}: moved back ${r.days} day(s); withdrawn ${r.withdrawalDate}, ` +
        `due ${r.dueDate}, ${state}; ${r.lateChargesPosted} late charge(s) posted now; ` +
        `owed today ₱${(r.owedCentavos / 100).toFixed(2)}.`
      );
    },
  },
  'pay-reference': {
    sandbox: true,
    path: (reference: string) => `sandbox/references/${encodeURIComponent(reference)}/pay`,
    describe: (body: unknown) => {
      const r = body as PaidReference;
      const pesos = (r.amountCentavos / 100).toFixed(2);
      return (
        `Reference ${r.reference}: the store took PHP ${pesos} at ${r.paidAt} (payment ` +
        `${r.paymentRef}); the sandbox is sending the paid webhook.`
      );
    },
  },
  'grant-coupon': {
    path: () => 'coupons',
    describe: (body: unknown) => {
      const { customerId, coupon } = body as GrantedCoupon;
      const pesos = (coupon.deductionCentavos / 100).toFixed(2);
      return (
        `Customer ${customerId}: ${coupon.type} coupon of PHP ${pesos} (${coupon.appliesTo}) ` +
        `granted, ${coupon.status}, valid until ${coupon.validUntil}; id ${coupon.id}.`
      );
    },
  },
  tickets: {
    method: 'GET',
    path: (which: string) => `tickets?status=${which === 'all' ? 'all' : 'open'}`,
    describe: (body: unknown) => {
      const { tickets } = body as OpsTicketList;
      if (tickets.length === 0) return 'No tickets.';
      return tickets
        .map(
          (t) =>
            `${t.ticketNo}  ${t.status.padEnd(10)} ${t.category.padEnd(10)} ` +
            `${t.ageDays} day(s) old, answer by ${t.targetDate}${t.overdue ? '  OVERDUE' : ''}`,
        )
        .join('\n');
    },
  },
  ticket: {
    method: 'GET',
    path: (ticketNo: string) => `tickets/${encodeURIComponent(ticketNo)}`,
    describe: (body: unknown) => describeTicketDetail(body as TicketDetail),
  },
  'ticket-progress': { path: ticketPath('progress'), describe: describeTicket },
  'ticket-answer': { path: ticketPath('answer'), describe: describeTicket },
  'ticket-close': { path: ticketPath('close'), describe: describeTicket },
} as const;
type Command = keyof typeof COMMANDS;

/**
 * What a command sends after its order number or reference: `age` its days (a whole number; the server checks
 * the range), the others nothing. Undefined for arguments the command does not take.
 */
const payloadOf = (
  command: Command,
  subject: string,
  rest: readonly string[],
): object | null | undefined => {
  if (command === 'grant-coupon') return couponPayload(subject, rest);
  if (command === 'tickets')
    return rest.length === 0 && /^(all|open)$/.test(subject) ? null : undefined;
  if (command === 'ticket-answer') {
    const [text, flag, ...more] = rest;
    if (!text?.trim() || more.length > 0 || (flag !== undefined && flag !== '--close')) {
      return undefined;
    }
    return { text, ...(flag ? { close: true } : {}) };
  }
  if (command !== 'age') return rest.length === 0 ? null : undefined;
  const [days, ...more] = rest;
  return days && /^\d+$/.test(days) && more.length === 0 ? { days: Number(days) } : undefined;
};

/** grant-coupon's body: whole pesos or pesos with centavos, whole days; the server checks ranges. */
function couponPayload(customerId: string, rest: readonly string[]): object | undefined {
  const [type, pesos, days, flag, ...more] = rest;
  if (!type || !pesos || !days || more.length > 0 || (flag !== undefined && flag !== 'expired')) {
    return undefined;
  }
  if (!/^\d+(\.\d{1,2})?$/.test(pesos) || !/^\d+$/.test(days)) return undefined;
  return {
    customerId,
    type,
    deductionCentavos: Math.round(Number(pesos) * 100),
    validDays: Number(days),
    note: 'npm run ops grant-coupon',
    ...(flag ? { expired: true } : {}),
  };
}

const isCommand = (value: string | undefined): value is Command =>
  value !== undefined && Object.hasOwn(COMMANDS, value);

const refused = (code: string, message: string): OpsResult => ({
  exitCode: 1,
  output: `${code}: ${message}`,
});

/** Where the server listens: HOST, or the loopback when it listens on every interface. */
export function serverOrigin(config: Pick<AppConfig, 'host' | 'port'>): string {
  const host =
    config.host === '0.0.0.0' || config.host === ''
      ? '127.0.0.1'
      : config.host === '::'
        ? '::1'
        : config.host;
  return `http://${host.includes(':') ? `[${host}]` : host}:${config.port}`;
}

/** True when the request never reached a server (refused, unknown host, unreachable). */
const noServer = (error: unknown): boolean =>
  ['ECONNREFUSED', 'ENOTFOUND', 'EHOSTUNREACH', 'ECONNRESET', 'EAI_AGAIN'].includes(
    (error as { cause?: { code?: string } }).cause?.code ?? '',
  );

export async function runOps(args: readonly string[], env: Env): Promise<OpsResult> {
  // `tickets` alone lists the open ones.
  const [command, subject = command === 'tickets' ? 'open' : undefined, ...rest] = args;
  const payload = isCommand(command) && subject ? payloadOf(command, subject, rest) : undefined;
  if (!isCommand(command) || !subject || payload === undefined) {
    return { exitCode: 2, output: USAGE };
  }
  const loaded = cliConfig(env);
  if ('result' in loaded) return loaded.result;
  const { config } = loaded;
  const origin = serverOrigin(config);
  const chosen = COMMANDS[command];
  const sandbox = 'sandbox' in chosen;
  if (sandbox && !config.sandboxEnabled) {
    return refused('FORBIDDEN', `${command} is a sandbox tool: SANDBOX_ENABLED is off`);
  }
  // Every command acts as the key's staff member, the sandbox's tester tools included.
  const token = env.DESK_API_KEY?.trim() || null;
  if (!token) {
    return {
      exitCode: 2,
      output:
        'Set DESK_API_KEY to your API key: an administrator issues it in the desk (Staff, your ' +
        'account, API keys). The command acts as you, with your roles, in the audit trail.',
    };
  }
  let response: Response;
  try {
    response = await fetch(`${origin}/api/desk/${chosen.path(subject)}`, {
      method: 'method' in chosen ? chosen.method : 'POST',
      headers: {
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        ...(payload ? { 'content-type': 'application/json' } : {}),
      },
      ...(payload ? { body: JSON.stringify(payload) } : {}),
    });
  } catch (error) {
    if (!noServer(error)) throw error;
    return {
      exitCode: 2,
      output:
        `No server answered at ${origin}: nothing was changed. Start the server (npm start), ` +
        'or run this with the HOST and PORT it listens on (same environment as the server). ' +
        'This command never opens the database itself.',
    };
  }
  const body = (await response.json().catch(() => ({}))) as { code?: string; message?: string };
  if (response.ok) return { exitCode: 0, output: COMMANDS[command].describe(body) };
  // The route is missing, not the record: the server runs without the sandbox's tools (or, for
  // pay-reference, with a real payment provider).
  if (sandbox && response.status === 404 && body.message?.startsWith('No route')) {
    return refused('FORBIDDEN', `${command} is a sandbox tool, and this server runs without it`);
  }
  return refused(body.code ?? String(response.status), body.message ?? response.statusText);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const result = await runOps(process.argv.slice(2), process.env);
  (result.exitCode === 0 ? process.stdout : process.stderr).write(`${result.output}\n`);
  process.exitCode = result.exitCode;
}
