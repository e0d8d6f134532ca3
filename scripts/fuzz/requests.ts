import {
  SANDBOX_EVENT_TYPES,
  type SandboxEvent,
} from '../../server/collections/sandbox/sandbox-events.ts';
import {
  SANDBOX_SIGNATURE_HEADER,
  signSandboxBody,
} from '../../server/collections/sandbox/sandbox-signature.ts';
import { makeTestJpeg } from '../../server/lib/jpeg-test-image.ts';
import {
  BAD_JSON,
  ODD_CONTENT_TYPES,
  ODD_SEGMENTS,
  mutateBody,
  spoilText,
  oddAuthorization,
  oddQueryValue,
} from './malformed.ts';
import { pickClient, type ClientPool } from './clients.ts';
import { fillPath, type Operation, type Parameter } from './operations.ts';
import type { Random } from './random.ts';
import type { Persona, Sandbox } from './sandbox.ts';
import { freeTextNames, validValue, type Known } from './schema-values.ts';

/*
 * One request for one operation (docs/architecture.md#fuzzing): well-formed from the schema or an
 * example, or spoiled in one place — a body field, the whole body, its bytes or content type, a
 * path segment, the query, the authorization.
 */

export type Spoil =
  'none' | 'text' | 'field' | 'rawBody' | 'contentType' | 'path' | 'query' | 'auth';

export interface FuzzRequest {
  method: string;
  url: string;
  headers: Record<string, string>;
  /** The client's address (scripts/fuzz/clients.ts). */
  remoteAddress: string;
  /** Who the request acts as (its token, its ids), by persona name. */
  persona: string;
  payload?: string | Buffer;
  spoil: Spoil;
  /** Send with a session made for this request alone (it may end it: logout). */
  freshSession: boolean;
}

/** Stands for the token of a session made for one request, put in when it is sent. */
export const FRESH_TOKEN = 'fresh-session-token';

const JPEGS = [
  makeTestJpeg({ width: 640, height: 800 }),
  makeTestJpeg({ width: 200, height: 200 }),
];

/**
 * A value for a parameter: one of the acting borrower's own (their order, their quote), another
 * real one (someone else's), or one drawn from its schema.
 */
function goodValue(
  parameter: Parameter,
  persona: Persona,
  sandbox: Sandbox,
  random: Random,
): string {
  const own = persona.known[parameter.name] ?? [];
  if (own.length > 0 && random.chance(0.6)) return random.pick(own);
  const known = sandbox.known[parameter.name] ?? [];
  if (known.length > 0 && random.chance(0.5)) return random.pick(known);
  return String(validValue(parameter.schema, random, knownFor(persona, sandbox)));
}

/** The acting borrower's values first, then everyone's. */
const knownFor =
  (persona: Persona, sandbox: Sandbox): Known =>
  (name) => [...(persona.known[name] ?? []), ...(sandbox.known[name] ?? [])];

function spoilOf(operation: Operation, random: Random): Spoil {
  const hasBody = operation.body !== null || operation.method !== 'GET';
  // Bodies the document does not describe, which the fuzzer builds itself (provider events).
  const raw = operation.path.startsWith('/api/webhooks/');
  const params = operation.parameters;
  return random.weighted<Spoil>([
    [30, 'none'],
    [operation.body || raw ? 12 : 0, 'text'],
    [operation.body || raw ? 22 : 0, 'field'],
    [hasBody ? 8 : 0, 'rawBody'],
    [hasBody ? 5 : 0, 'contentType'],
    [params.some((p) => p.in === 'path') ? 12 : 0, 'path'],
    [10, 'query'],
    [operation.secured ? 8 : 2, 'auth'],
  ]);
}

/** A sandbox webhook event about the borrower's loan, as the provider would send it. */
function webhookEvent(sandbox: Sandbox, random: Random): SandboxEvent {
  const now = sandbox.clock.now().toISOString();
  return {
    id: `evt_${random.hex(24)}`,
    type: random.pick(SANDBOX_EVENT_TYPES),
    created_at: now,
    data: {
      checkout_id: `cs_${random.hex(16)}`,
      intent_id: random.pick([...(sandbox.known.id ?? []), random.uuid()]),
      amount: random.between(0, 1_000_000),
      currency: 'PHP',
      channel: 'gcash',
      paid_at: now,
      payment_id: `pay_${random.hex(16)}`,
    },
  };
}

function bodyOf(
  operation: Operation,
  persona: Persona,
  sandbox: Sandbox,
  random: Random,
  pathValues: Record<string, string>,
): unknown {
  const key = `${operation.method} ${operation.path}`;
  const own = persona.examples[key] ?? [];
  const mine = own.length > 0 && random.chance(0.7);
  const examples = mine ? own : (sandbox.examples[key] ?? []);
  // A section's body goes with its name in the path: drawn from the schema, it would not. A
  // borrower's own body (their quote to sign) is what they came to send: taken most of the time.
  const bySection = operation.path.includes('{section}');
  if (examples.length > 0 && (bySection || random.chance(mine ? 0.85 : 0.6))) {
    const example = random.pick(examples);
    if (bySection) {
      const { section, body } = example as { section: string; body: unknown };
      pathValues.section = section;
      return body;
    }
    return example;
  }
  return validValue(operation.body ?? {}, random, knownFor(persona, sandbox));
}

/**
 * Who acts. A request to an operation some borrowers have bodies of their own for (signing their
 * quote, paying their loan) is most often theirs: those requests go deepest, and acting as anyone
 * else they would mostly meet NOT_FOUND.
 */
function personaFor(operation: Operation, sandbox: Sandbox, random: Random): Persona {
  const key = `${operation.method} ${operation.path}`;
  const owners = sandbox.personas.filter((p) => (p.examples[key] ?? []).length > 0);
  return random.pick(owners.length > 0 && random.chance(0.7) ? owners : sandbox.personas);
}

export function buildRequest(
  operation: Operation,
  sandbox: Sandbox,
  random: Random,
  clients: ClientPool,
): FuzzRequest {
  const spoil = spoilOf(operation, random);
  // Who acts is chosen first: the ids in the path and the body are most often theirs.
  const persona = personaFor(operation, sandbox, random);
  const client = pickClient(clients, random);
  const headers: Record<string, string> = { ...client.headers };
  const pathValues: Record<string, string> = {};
  const pathParams = operation.parameters.filter((p) => p.in === 'path');
  for (const parameter of pathParams)
    pathValues[parameter.name] = encodeURIComponent(goodValue(parameter, persona, sandbox, random));

  let payload: string | Buffer | undefined;
  const isWebhook = operation.path.startsWith('/api/webhooks/');
  const isPhoto = operation.path.startsWith('/api/profile/photos/') && operation.method === 'PUT';
  if (operation.body) {
    let body = bodyOf(operation, persona, sandbox, random, pathValues);
    if (spoil === 'field') body = mutateBody(body, random);
    if (spoil === 'text') body = spoilText(body, freeTextNames(operation.body), random);
    payload = JSON.stringify(body);
    headers['content-type'] = 'application/json';
  } else if (isWebhook) {
    let event: unknown = webhookEvent(sandbox, random);
    if (spoil === 'field') event = mutateBody(event, random);
    else if (spoil === 'text') event = spoilText(event, new Set(), random);
    payload = JSON.stringify(event);
    headers['content-type'] = 'application/json';
  } else if (isPhoto) {
    payload = random.weighted<Buffer>([
      [4, random.pick(JPEGS)],
      [2, random.pick(JPEGS).subarray(0, random.between(2, 600))],
      [1, Buffer.from(random.hex(2 * random.between(0, 2_000)), 'hex')],
      [1, Buffer.from([0xff, 0xd8, 0xff, 0xd9])],
      [1, Buffer.alloc(700_000, 0xff)],
    ]);
    headers['content-type'] = 'image/jpeg';
  }

  if (spoil === 'rawBody') {
    payload = random.pick(BAD_JSON);
    headers['content-type'] = isPhoto ? 'image/jpeg' : 'application/json';
  } else if (spoil === 'contentType') {
    payload ??= '{}';
    const type = random.pick([...ODD_CONTENT_TYPES, '']);
    if (type === '') delete headers['content-type'];
    else headers['content-type'] = type;
  } else if (spoil === 'path' && pathParams.length > 0) {
    const target = random.pick(pathParams);
    pathValues[target.name] = random.pick(ODD_SEGMENTS);
  }
  // A provider signs whatever it sends: most webhook requests carry a good signature, so the
  // body's reading is reached, not only the signature check.
  if (isWebhook && payload !== undefined && random.chance(0.7)) {
    const raw = Buffer.isBuffer(payload) ? payload : Buffer.from(payload);
    headers[SANDBOX_SIGNATURE_HEADER] = signSandboxBody(
      sandbox.config.collections.sandbox.webhookSecret,
      raw,
      sandbox.clock.now(),
    );
  }

  const query: string[] = [];
  for (const parameter of operation.parameters.filter((p) => p.in === 'query')) {
    if (parameter.required || random.chance(0.5))
      query.push(
        `${parameter.name}=${encodeURIComponent(goodValue(parameter, persona, sandbox, random))}`,
      );
  }
  if (spoil === 'query') {
    const names = operation.parameters.filter((p) => p.in === 'query').map((p) => p.name);
    const name = names.length > 0 && random.chance(0.8) ? random.pick(names) : 'extra';
    const action = random.pick(['odd', 'odd', 'repeat', 'drop', 'proto', 'raw']);
    if (action === 'odd') query.push(`${name}=${oddQueryValue(random)}`);
    else if (action === 'repeat') query.push(`${name}=${oddQueryValue(random)}`, `${name}=1`);
    else if (action === 'drop') query.splice(0, query.length);
    else if (action === 'proto') query.push(`__proto__[${name}]=1`, `constructor[prototype][x]=1`);
    else query.push(random.pick(['%', '%zz', '&&&', '=', `${name}`, `${name}[]=1`, '%00=%00']));
  }

  const secured = operation.secured;
  // The desk's routes take a staff key (or its cookie, which the fuzzer does not hold).
  const desk = operation.path.startsWith('/api/desk/');
  const auth = random.weighted<'desk' | 'persona' | 'none' | 'odd'>([
    [desk ? 70 : 0, 'desk'],
    [desk ? 10 : secured ? 80 : 15, 'persona'],
    [desk ? 12 : secured ? 8 : 85, 'none'],
    [spoil === 'auth' ? 200 : secured || desk ? 4 : 0, 'odd'],
  ]);
  // Logout ends the session it is sent with (`bearer`, `BEARER` and a double space included): it
  // gets one of its own, or the borrowers the other requests act as would be signed out. The
  // account deletion erases the borrower it acts as: a throwaway borrower, for the same reason.
  const endsTheCaller =
    (operation.path === '/api/auth/logout' && operation.method === 'POST') ||
    (operation.path === '/api/account/deletion' && operation.method === 'POST');
  const freshSession = endsTheCaller && auth !== 'none';
  const token = freshSession ? FRESH_TOKEN : persona.token;
  if (auth === 'desk') headers.authorization = `Bearer ${sandbox.deskKey}`;
  else if (auth === 'persona') headers.authorization = `Bearer ${token}`;
  else if (auth === 'odd')
    headers.authorization = oddAuthorization(random, desk ? sandbox.deskKey : token);

  const url =
    fillPath(operation.path, pathValues) + (query.length > 0 ? `?${query.join('&')}` : '');
  return {
    method: operation.method,
    url,
    headers,
    remoteAddress: client.remoteAddress,
    persona: persona.name,
    ...(payload !== undefined ? { payload } : {}),
    spoil,
    freshSession,
  };
}
