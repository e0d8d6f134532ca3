import { describe, expect, it } from 'vitest';
import { isLive, parseAnnouncements, SANDBOX_ANNOUNCEMENTS, textsIn } from './announcements.ts';

const RULES = { allowedHosts: ['sulong.cash.example'] };
const base = {
  id: 'notice-1',
  kind: 'notice',
  validFrom: '2026-03-01T00:00:00+08:00',
  validUntil: '2026-03-31T00:00:00+08:00',
  texts: { en: { title: 'Title', body: 'Body' } },
};
const parse = (list: unknown[]) => parseAnnouncements(JSON.stringify(list), RULES);
const problem = (list: unknown[]) => {
  const result = parse(list);
  return result.ok ? null : result.problem;
};

describe('ANNOUNCEMENTS_JSON (docs/messages.md#announcements)', () => {
  it('reads a valid list with links to a route or an allowed https host', () => {
    const result = parse([
      { ...base, link: { route: '/bill?order=1' } },
      { ...base, id: 'two', kind: 'campaign', link: { url: 'https://sulong.cash.example/promo' } },
    ]);
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.value.map((a) => [a.id, a.kind, a.link])).toEqual([
      ['notice-1', 'notice', { route: '/bill?order=1' }],
      ['two', 'campaign', { url: 'https://sulong.cash.example/promo' }],
    ]);
    expect(result.value[0]!.validFrom.toISOString()).toBe('2026-02-28T16:00:00.000Z');
  });

  it('refuses what would show badly or lead elsewhere', () => {
    expect(parseAnnouncements('{', RULES)).toEqual({ ok: false, problem: 'not valid JSON' });
    expect(problem([base, base])).toMatch(/duplicate id/);
    expect(problem([{ ...base, texts: { ph: { title: 'T', body: 'B' } } }])).toMatch(/texts\.en/);
    expect(problem([{ ...base, validUntil: base.validFrom }])).toMatch(/validUntil/);
    expect(problem([{ ...base, id: 'Has Space' }])).toMatch(/^0\.id/);
    expect(problem([{ ...base, kind: 'popup' }])).toMatch(/kind/);
    expect(problem([{ ...base, link: { route: '/nowhere' } }])).toMatch(/not a route/);
    expect(problem([{ ...base, link: { route: 'homeIndex' } }])).toMatch(/not a route/);
    expect(problem([{ ...base, link: { url: 'https://evil.example/x' } }])).toMatch(/not allowed/);
    expect(problem([{ ...base, link: { url: 'http://sulong.cash.example/' } }])).toMatch(/link/);
    expect(problem([{ ...base, extra: 1 }])).not.toBeNull();
  });

  it('is live from validFrom until just before validUntil', () => {
    const [a] = SANDBOX_ANNOUNCEMENTS;
    expect(isLive(a!, a!.validFrom)).toBe(true);
    expect(isLive(a!, new Date(a!.validFrom.getTime() - 1))).toBe(false);
    expect(isLive(a!, a!.validUntil)).toBe(false);
  });

  it('falls back to English for a language without texts', () => {
    const result = parse([
      { ...base, texts: { en: base.texts.en, ph: { title: 'P', body: 'Q' } } },
    ]);
    if (!result.ok) throw new Error(result.problem);
    const [a] = result.value;
    expect(textsIn(a!, 'ph').title).toBe('P');
    expect(textsIn(a!, 'hi').title).toBe('Title');
  });
});
