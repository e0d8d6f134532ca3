import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { AgreedDisclosure, ProtocolsView } from '../../contract/care/protocols-api.ts';
import { LEGAL_VERSIONS } from '../../contract/legal-versions.ts';
import { newPhone, useTestApp } from './support/harness.ts';
import type { TestApp } from './support/harness.ts';
import { getIntent, intentOf, pressCheckout, viewOf } from './support/repayment-fixtures.ts';
import { approvedBorrower, runUntilStatus, withdraw } from './support/loan-fixtures.ts';
import { bearer, signIn } from './support/sign-in.ts';

const t: TestApp = useTestApp();

const protocols = async (token: string): Promise<ProtocolsView> => {
  const response = await t.app.inject({
    method: 'GET',
    url: '/api/account/protocols',
    headers: bearer(token),
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<ProtocolsView>();
};

const disclosure = (token: string, id: string) =>
  t.app.inject({
    method: 'GET',
    url: `/api/loan/repayment/intents/${id}/disclosure`,
    headers: bearer(token),
  });

describe('consents (docs/care.md#legal-versions)', () => {
  it('records privacy and terms at sign-in once per version, keeping the first date', async () => {
    const phone = newPhone();
    const first = await signIn(t.app, phone);
    const signedInAt = t.clock.now().toISOString();
    // A second code for the phone within a day would need a graphic code.
    t.clock.advance(24 * 3600 + 1);
    await signIn(t.app, phone);
    const rows = await t.db.query<{ document: string; version: string }>(
      'SELECT document, version FROM consents WHERE customer_id = $1 ORDER BY document',
      [first.customerId],
    );
    expect(rows).toEqual([
      { document: 'privacy', version: LEGAL_VERSIONS.privacy.version },
      { document: 'terms', version: LEGAL_VERSIONS.terms.version },
    ]);
    const view = await protocols(first.token);
    expect(view.consents).toEqual([
      {
        document: 'privacy',
        version: LEGAL_VERSIONS.privacy.version,
        effectiveDate: LEGAL_VERSIONS.privacy.effectiveDate,
        agreedAt: signedInAt,
      },
      {
        document: 'terms',
        version: LEGAL_VERSIONS.terms.version,
        effectiveDate: LEGAL_VERSIONS.terms.effectiveDate,
        agreedAt: signedInAt,
      },
    ]);
    expect(view.loans).toEqual([]);
    expect(view.extensions).toEqual([]);
  });

  it('needs a session', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/account/protocols' });
    expect(response.statusCode).toBe(401);
  });
});

describe('signed loans and extensions (docs/care.md#protocols)', () => {
  it('lists the caller’s own signed loans with their documents, and a paid extension', async () => {
    const borrower = await approvedBorrower(t);
    const signed = await withdraw(t.app, borrower.token);
    await runUntilStatus(t, borrower.token, signed.id, 'repaying');
    const loan = { token: borrower.token, orderId: signed.id, orderNo: signed.orderNo };
    const stranger = await signIn(t.app, newPhone());
    const mine = await protocols(loan.token);
    expect(mine.loans).toHaveLength(1);
    expect(mine.loans[0]).toMatchObject({ orderId: loan.orderId, orderNo: loan.orderNo });
    expect(mine.loans[0]!.documents.map((d) => d.kind).sort()).toEqual(
      ['agreement', 'keyFacts', 'sanctionLetter'].sort(),
    );
    expect(mine.loans[0]!.documents.every((d) => d.version.length > 0)).toBe(true);
    expect((await protocols(stranger.token)).loans).toEqual([]);

    const view = await viewOf(t.app, loan.token, loan.orderId);
    if (!view.dues.extension.available) throw new Error('extension expected');
    const intent = await intentOf(t.app, loan.token, loan.orderId, {
      kind: 'extension',
      amountCentavos: view.dues.extension.payCentavos,
      agreedToDisclosure: true,
    });
    // Not listed before it is paid: only extensions that took effect.
    expect((await protocols(loan.token)).extensions).toEqual([]);
    await pressCheckout(t.app, intent, 'pay');
    await t.app.jobs.runDueJobs();
    expect((await getIntent(t.app, loan.token, intent.id)).status).toBe('succeeded');

    const after = await protocols(loan.token);
    expect(after.extensions).toEqual([
      {
        intentId: intent.id,
        orderId: loan.orderId,
        orderNo: loan.orderNo,
        agreedAt: expect.any(String) as string,
      },
    ]);
    const own = await disclosure(loan.token, intent.id);
    expect(own.statusCode, own.body).toBe(200);
    expect(own.json<AgreedDisclosure>()).toMatchObject({
      intentId: intent.id,
      orderNo: loan.orderNo,
      disclosure: view.extensionStatement!,
    });
    expect((await disclosure(stranger.token, intent.id)).statusCode).toBe(404);
    expect((await disclosure(loan.token, randomUUID())).statusCode).toBe(404);
    expect((await disclosure(loan.token, 'nope')).statusCode).toBe(400);
  });
});
