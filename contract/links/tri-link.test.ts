import { describe, expect, it } from 'vitest';
import {
  checkExternalUrl,
  checkInAppPath,
  isAppStoreUrl,
  linkAllowList,
  resolveTriLink,
} from './tri-link.ts';

const HOSTS = ['sulong.cash.example', 'apps.example'];

describe('the tri-link rule (docs/navigation.md#tri-link)', () => {
  it.each([
    ['/coupon', '/coupon'],
    ['/bill?order=x', '/bill?order=x'],
    ['/COUPON', '/coupon'],
    ['/homeindex', '/homeIndex'],
    ['/msgDetail?id=5&from=sms', '/msgDetail?id=5&from=sms'],
    ['/', '/'],
  ])('opens the in-app route %s as %s', (to, expected) => {
    expect(resolveTriLink({ to, url: null }, HOSTS)).toEqual({ kind: 'route', to: expected });
  });

  it.each([
    ['//evil.com', 'malformed'],
    ['/\\evil', 'malformed'],
    ['javascript:alert(1)', 'malformed'],
    ['coupon', 'malformed'],
    ['/coupon#top', 'malformed'],
    ['/coupon?next=https://evil.com', 'malformed'],
    ['/coupon?x=a b', 'malformed'],
    ['https://sulong.cash.example/coupon', 'malformed'],
    [`/bill?order=${'x'.repeat(300)}`, 'malformed'],
    ['/triLink', 'notAllowed'],
    ['/trilink?to=/coupon', 'notAllowed'],
    ['/nowhere', 'notAllowed'],
    ['/coupon/extra', 'malformed'],
  ])('refuses the in-app target %s (%s)', (to, reason) => {
    expect(resolveTriLink({ to, url: null }, HOSTS)).toEqual({ kind: 'refused', reason });
  });

  it.each([
    ['https://sulong.cash.example/x', 'sulong.cash.example'],
    ['https://SULONG.Cash.Example/promo?a=1', 'sulong.cash.example'],
    ['https://apps.example/app#reviews', 'apps.example'],
  ])('opens the allowed external URL %s', (url, host) => {
    const target = resolveTriLink({ to: null, url }, HOSTS);
    expect(target).toMatchObject({ kind: 'external', host });
  });

  it.each([
    ['https://sulong.cash.example /x', 'malformed'],
    ['https:\\\\sulong.cash.example', 'malformed'],
    ['not a url', 'malformed'],
    [`https://sulong.cash.example/${'x'.repeat(2000)}`, 'malformed'],
    ['https://evil.example', 'notAllowed'],
    ['http://sulong.cash.example/x', 'notAllowed'],
    ['javascript:alert(1)', 'notAllowed'],
    ['https://user@sulong.cash.example/', 'notAllowed'],
    ['https://user:pw@sulong.cash.example/', 'notAllowed'],
    ['https://sulong.cash.example:8443/', 'notAllowed'],
    ['https://sulong.cash.example:443/', 'notAllowed'],
    ['https://sulong.cаsh.example/', 'notAllowed'], // Cyrillic а: an IDN look-alike
    ['https://sulong.cash.example.evil.example/', 'notAllowed'],
    ['https://sulong.cash.example./', 'notAllowed'],
    ['https://evil.example/sulong.cash.example', 'notAllowed'],
  ])('refuses the external URL %s (%s)', (url, reason) => {
    expect(resolveTriLink({ to: null, url }, HOSTS)).toEqual({ kind: 'refused', reason });
  });

  it('refuses both or neither of to and url', () => {
    expect(resolveTriLink({ to: null, url: null }, HOSTS)).toEqual({
      kind: 'refused',
      reason: 'malformed',
    });
    expect(resolveTriLink({ to: '/coupon', url: 'https://sulong.cash.example/' }, HOSTS)).toEqual({
      kind: 'refused',
      reason: 'malformed',
    });
  });

  it('refuses every external URL when no host is allowed', () => {
    expect(checkExternalUrl('https://sulong.cash.example/', [])).toEqual({
      ok: false,
      reason: 'notAllowed',
    });
  });

  it('keeps a route the table spells differently in the table spelling', () => {
    expect(checkInAppPath('/KSRESULT?k=1')).toEqual({ ok: true, to: '/KSResult?k=1' });
  });

  it('allows the hosts of the website and the app store page', () => {
    expect(
      linkAllowList({
        proWebsite: 'https://Sulong.cash.example',
        appStoreUrl: 'https://apps.example/app',
      }),
    ).toEqual(['sulong.cash.example', 'apps.example']);
    expect(
      linkAllowList({ proWebsite: 'https://a.example', appStoreUrl: 'https://a.example/app' }),
    ).toEqual(['a.example']);
    expect(linkAllowList({ proWebsite: '', appStoreUrl: 'nonsense' })).toEqual([]);
  });

  it('tells the app store page from the rest of the same site', () => {
    const store = 'https://sulong.cash.example/app';
    expect(isAppStoreUrl('https://sulong.cash.example/app', store)).toBe(true);
    expect(isAppStoreUrl('https://sulong.cash.example/app/ios?x=1', store)).toBe(true);
    expect(isAppStoreUrl('https://sulong.cash.example/apple', store)).toBe(false);
    expect(isAppStoreUrl('https://sulong.cash.example/promo', store)).toBe(false);
    expect(isAppStoreUrl('https://apps.example/', 'https://apps.example')).toBe(true);
  });
});
