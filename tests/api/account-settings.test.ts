import { describe, expect, it } from 'vitest';
import type { Settings } from '../../contract/account/api.ts';
import { START, newPhone, useTestApp } from './support/harness.ts';
import { bearer, signIn } from './support/sign-in.ts';

/** Settings (docs/account.md#settings, #notification-preferences). */
const CAMPAIGN = {
  id: 'promo',
  kind: 'campaign',
  validFrom: new Date(START.getTime() - 86_400_000).toISOString(),
  validUntil: new Date(START.getTime() + 30 * 86_400_000).toISOString(),
  texts: { en: { title: 'Promo', body: 'A campaign.' } },
};
const t = useTestApp({ env: { ANNOUNCEMENTS_JSON: JSON.stringify([CAMPAIGN]) } });

const settings = (token: string) =>
  t.app.inject({ method: 'GET', url: '/api/account/settings', headers: bearer(token) });
const put = (token: string, url: string, payload: unknown) =>
  t.app.inject({
    method: 'PUT',
    url,
    headers: bearer(token),
    payload: payload as Record<string, unknown>,
  });

describe('GET and PUT /api/account/…', () => {
  it('answer 401 without a session', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/account/settings' })).statusCode).toBe(
      401,
    );
    for (const url of ['/api/account/preferences', '/api/account/language']) {
      expect((await t.app.inject({ method: 'PUT', url, payload: {} })).statusCode).toBe(401);
    }
  });

  it('start from the defaults: no promotions, the day-before SMS on, the language inferred', async () => {
    const { token } = await signIn(t.app, newPhone());
    const response = await settings(token);
    expect(response.statusCode).toBe(200);
    expect(response.json<Settings>()).toEqual({
      preferences: { promotions: false, reminderSms: true },
      language: null,
    });
  });

  it("change one preference at a time, keep the other, and only the caller's", async () => {
    const me = await signIn(t.app, newPhone());
    const other = await signIn(t.app, newPhone());
    const first = await put(me.token, '/api/account/preferences', { reminderSms: false });
    expect(first.statusCode).toBe(200);
    expect(first.json<Settings>().preferences).toEqual({ promotions: false, reminderSms: false });
    const second = await put(me.token, '/api/account/preferences', { promotions: true });
    expect(second.json<Settings>().preferences).toEqual({ promotions: true, reminderSms: false });
    // The same change again answers the same.
    const again = await put(me.token, '/api/account/preferences', { promotions: true });
    expect(again.json<Settings>()).toEqual(second.json<Settings>());
    expect((await settings(other.token)).json<Settings>().preferences).toEqual({
      promotions: false,
      reminderSms: true,
    });
  });

  it('refuse a preference that is not a boolean, naming the field', async () => {
    const { token } = await signIn(t.app, newPhone());
    const response = await put(token, '/api/account/preferences', { promotions: 'yes' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'VALIDATION_FAILED', field: 'promotions' });
  });

  it('store the chosen language and refuse an unknown one', async () => {
    const { token } = await signIn(t.app, newPhone());
    expect((await put(token, '/api/account/language', { language: 'ph' })).statusCode).toBe(204);
    expect((await settings(token)).json<Settings>()).toEqual({
      preferences: { promotions: false, reminderSms: true },
      language: 'ph',
    });
    const bad = await put(token, '/api/account/language', { language: 'fr' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ code: 'VALIDATION_FAILED', field: 'language' });
  });

  it('show campaigns in the Activity tab only to a borrower who opted in to promotions', async () => {
    const { token } = await signIn(t.app, newPhone());
    const activity = async () =>
      (
        await t.app.inject({
          method: 'GET',
          url: '/api/messages?tab=activity',
          headers: bearer(token),
        })
      ).json<{ items: { id: string }[] }>().items;
    expect(await activity()).toEqual([]);
    await put(token, '/api/account/preferences', { promotions: true });
    expect((await activity()).map((i) => i.id)).toEqual(['a-promo']);
  });
});
