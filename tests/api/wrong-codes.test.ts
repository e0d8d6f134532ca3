import { describe, expect, it } from 'vitest';
import { newPhone, useTestApp } from './support/harness.ts';
import {
  lastCode,
  login,
  newDevice,
  otherCode,
  requestCode,
  solvedCaptcha,
} from './support/sign-in.ts';

/** Wrong codes void the code and lock the client, never the phone (docs/security.md#wrong-codes). */
const t = useTestApp();
const LOCK_SECONDS = 30 * 60;

/** A wrong answer from `device`, with a graphic code (asked for from a phone's first wrong code). */
const guessWrong = async (phone: string, code: string, device: Record<string, string>) =>
  login(t.app, phone, otherCode(code), await solvedCaptcha(t.app), device);

const codeOf = async (phone: string, device: Record<string, string>) => {
  const sent = await requestCode(t.app, phone, await solvedCaptcha(t.app), device);
  expect(sent.statusCode, sent.body).toBe(200);
  return lastCode(t.app, phone);
};

describe('wrong codes', () => {
  it("lock the stranger's client, not the phone: its owner still signs in", async () => {
    const phone = newPhone();
    const stranger = newDevice();
    const code = await codeOf(phone, stranger);
    for (let i = 0; i < 4; i += 1) {
      expect((await guessWrong(phone, code, stranger)).json()).toMatchObject({
        code: 'WRONG_CODE',
      });
    }
    const fifth = await guessWrong(phone, code, stranger);
    expect(fifth.statusCode).toBe(423);
    expect(fifth.json()).toMatchObject({
      code: 'SECURITY_LOCKED',
      retryAfterSeconds: LOCK_SECONDS,
    });

    // The stranger's client may neither sign in (even with the right code) nor ask for codes.
    t.clock.advance(61);
    expect(
      (await login(t.app, phone, code, await solvedCaptcha(t.app), stranger)).json(),
    ).toMatchObject({ code: 'SECURITY_LOCKED', retryAfterSeconds: LOCK_SECONDS - 61 });
    expect((await requestCode(t.app, newPhone(), {}, stranger)).json()).toMatchObject({
      code: 'SECURITY_LOCKED',
    });

    // The owner, on their own phone, asks for a new code and signs in.
    const owner = newDevice();
    const fresh = await codeOf(phone, owner);
    const signedIn = await login(t.app, phone, fresh, await solvedCaptcha(t.app), owner);
    expect(signedIn.statusCode, signedIn.body).toBe(200);
  });

  it('void a code after OTP_MAX_WRONG wrong answers, whoever typed them', async () => {
    const phone = newPhone();
    const code = await codeOf(phone, newDevice());
    for (let i = 0; i < 4; i += 1) {
      expect((await guessWrong(phone, code, newDevice())).json()).toMatchObject({
        code: 'WRONG_CODE',
      });
    }
    expect((await guessWrong(phone, code, newDevice())).json()).toMatchObject({
      code: 'CODE_EXPIRED',
      field: 'code',
    });
    const owner = newDevice();
    expect(
      (await login(t.app, phone, code, await solvedCaptcha(t.app), owner)).json(),
    ).toMatchObject({ code: 'CODE_EXPIRED' });
    t.clock.advance(61);
    const fresh = await codeOf(phone, owner);
    expect((await login(t.app, phone, fresh, await solvedCaptcha(t.app), owner)).statusCode).toBe(
      200,
    );
  });

  it('bound the guesses at a phone to SMS_DAILY_LIMIT × OTP_MAX_WRONG a day', async () => {
    t.clock.set('2026-03-12T01:00:00Z'); // 09:00 in Manila
    const phone = newPhone();
    // Every guess from a new client, as an attacker with many addresses would.
    for (let sent = 0; sent < 5; sent += 1) {
      const code = await codeOf(phone, newDevice());
      for (let i = 0; i < 7; i += 1) await guessWrong(phone, code, newDevice());
      t.clock.advance(61);
    }
    const sixth = await requestCode(t.app, phone, await solvedCaptcha(t.app), newDevice());
    expect(sixth.json()).toMatchObject({ code: 'SMS_DAILY_LIMIT' });
    const [checked] = await t.db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM wrong_code_attempts WHERE phone = $1',
      [phone],
    );
    expect(checked?.n).toBe(25);
  });

  it("count a client's wrong codes within LOCK_MINUTES only, and afresh after its lock", async () => {
    const device = newDevice();
    const first = newPhone();
    const firstCode = await codeOf(first, device);
    for (let i = 0; i < 3; i += 1) {
      expect((await guessWrong(first, firstCode, device)).json()).toMatchObject({
        code: 'WRONG_CODE',
      });
    }
    t.clock.advance(31 * 60); // the first three fall out of the window

    const second = newPhone();
    const secondCode = await codeOf(second, device);
    for (let i = 0; i < 4; i += 1) {
      expect((await guessWrong(second, secondCode, device)).json()).toMatchObject({
        code: 'WRONG_CODE',
      });
    }
    expect((await guessWrong(second, secondCode, device)).json()).toMatchObject({
      code: 'SECURITY_LOCKED',
    });

    t.clock.advance(LOCK_SECONDS);
    // An ended lock starts a fresh count: one more wrong code does not lock again.
    const third = newPhone();
    const thirdCode = await codeOf(third, device);
    expect((await guessWrong(third, thirdCode, device)).json()).toMatchObject({
      code: 'WRONG_CODE',
    });
    expect(
      (await login(t.app, third, thirdCode, await solvedCaptcha(t.app), device)).statusCode,
    ).toBe(200);
  });

  it('lock a client at its fifth wrong code when its guesses at many phones arrive at once', async () => {
    // Counted under each phone's lock alone, parallel guesses at different phones all read the
    // client's count before any was added: more than OTP_MAX_WRONG went through unlocked.
    const guesser = newDevice();
    const phones = Array.from({ length: 10 }, () => newPhone());
    const codes: string[] = [];
    for (const phone of phones) codes.push(await codeOf(phone, newDevice()));
    // A phone's first wrong code needs no graphic code.
    const answers = await Promise.all(
      phones.map((phone, i) => login(t.app, phone, otherCode(codes[i]!), {}, guesser)),
    );
    const refusals = answers.map((answer) => answer.json<{ code: string }>().code);
    expect(refusals.filter((code) => code === 'WRONG_CODE')).toHaveLength(4);
    expect(refusals.filter((code) => code === 'SECURITY_LOCKED')).toHaveLength(6);
    t.clock.advance(LOCK_SECONDS);
  });

  it('tell clients apart by address as well as device', async () => {
    const phone = newPhone();
    const device = newDevice();
    const code = await codeOf(phone, device);
    for (let i = 0; i < 5; i += 1) await guessWrong(phone, code, device);
    t.clock.advance(61);
    const elsewhere = await t.app.inject({
      method: 'POST',
      url: '/api/auth/otp',
      payload: { phone: newPhone(), language: 'en' },
      headers: device,
      remoteAddress: '203.0.113.40',
    });
    expect(elsewhere.statusCode, elsewhere.body).toBe(200);
  });
});
