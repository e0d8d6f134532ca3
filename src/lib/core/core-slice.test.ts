import { describe, expect, it } from 'vitest';
import { sessionExpired } from '@/lib/api/session-events';
import {
  coreSlice,
  faqLoaded,
  initialCoreState,
  routeChanged,
  selectFaqData,
  shellFieldsSet,
  signedIn,
  signedOut,
} from './core-slice';

const reduce = coreSlice.reducer;

describe('core store (docs/navigation.md#core-store)', () => {
  it('starts with the documented defaults', () => {
    const state = reduce(undefined, { type: 'init' });
    expect(state.loanTabType).toBe(2);
    expect(state.subProTheme).toBe(1);
    expect(state.refreshControl).toBe(true);
    expect(state.isRefresh).toBe(false);
    expect(state.showLoginPopup).toBe(false);
    expect(state.awsData).toEqual({ accessKey: '', secretKey: '', bucket: '', region: '' });
    expect(state.publicData).toEqual({
      customerId: '',
      token: '',
      phone_number: '',
      app_type: null,
    });
  });

  it('records route-name changes with the route they came from', () => {
    let state = reduce(initialCoreState, routeChanged('start'));
    state = reduce(state, routeChanged('homeIndex'));
    expect(state).toMatchObject({ routeName: 'homeIndex', fromRoute: 'start' });
    expect(reduce(state, routeChanged('homeIndex'))).toMatchObject({ fromRoute: 'start' });
  });

  it('signing out clears token, phone, customer id and user info, keeping the shell type', () => {
    const withShell = {
      ...initialCoreState,
      publicData: { ...initialCoreState.publicData, app_type: 1 as const },
    };
    const inside = reduce(
      withShell,
      signedIn({ token: 'abc', customerId: '7', phone: '+639171234567', registered: true }),
    );
    expect(inside.publicData).toEqual({
      token: 'abc',
      customerId: '7',
      phone_number: '+639171234567',
      app_type: 1,
    });
    for (const action of [signedOut(), sessionExpired()]) {
      const out = reduce(inside, action);
      expect(out.publicData).toEqual({ token: '', customerId: '', phone_number: '', app_type: 1 });
      expect(out.userInfo).toBeNull();
    }
  });

  it('keeps the help centre questions through sign-out, and reads an old empty list as none', () => {
    const faq = {
      language: 'ph' as const,
      groups: [{ id: 'account' as const, questions: [{ id: 'a', question: 'Q?', answer: 'A.' }] }],
    };
    const loaded = reduce(initialCoreState, faqLoaded(faq));
    expect(selectFaqData({ core: loaded })).toEqual(faq);
    expect(selectFaqData({ core: reduce(loaded, signedOut()) })).toEqual(faq);
    expect(selectFaqData({ core: { ...initialCoreState, FAQData: [] as never } })).toBeNull();
    expect(selectFaqData({ core: initialCoreState })).toBeNull();
  });

  it('signing in clears the /start notice of an ended session', () => {
    const noted = reduce(initialCoreState, shellFieldsSet({ showLoginPopup: true }));
    expect(noted.showLoginPopup).toBe(true);
    expect(
      reduce(
        noted,
        signedIn({ token: 'b', customerId: '7', phone: '+639171234567', registered: true }),
      ).showLoginPopup,
    ).toBe(false);
  });

  it('keeps the sub-product offer with its theme until sign-out, and what the shell was told', () => {
    const seen = reduce(
      initialCoreState,
      shellFieldsSet({ subProData: { id: 'sub-1', theme: 2 }, subProTheme: 2 }),
    );
    expect(seen).toMatchObject({
      subProData: { id: 'sub-1', theme: 2 },
      subProTheme: 2,
    });
    expect(reduce(seen, signedOut()).subProData).toBeNull();
    expect(reduce(initialCoreState, shellFieldsSet({ refreshControl: false })).refreshControl).toBe(
      false,
    );
  });
});
