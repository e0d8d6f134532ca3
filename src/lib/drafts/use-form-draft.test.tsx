import { act, renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { set } from 'idb-keyval';
import { resetMemoryIdb } from '../../../tests/support/memory-idb';
import { useFormDraft } from './use-form-draft';
import { holdDraftsUntil } from './typed-handover';

vi.mock('idb-keyval', () => import('../../../tests/support/memory-idb'));

afterEach(() => {
  resetMemoryIdb();
  holdDraftsUntil(Promise.resolve());
});

describe('useFormDraft', () => {
  it('fills the form from the saved draft', async () => {
    await set('draft:test', { phone: '9171234567' });
    const { result } = renderHook(() => useFormDraft('draft:test', { phone: '' }));
    await waitFor(() => expect(result.current.restored).toBe(true));
    expect(result.current.draft.phone).toBe('9171234567');
  });

  it('waits for the text typed before hydration, which wins over an older draft', async () => {
    await set('draft:test', { phone: '9170000000', agreed: true });
    let handOver = () => {};
    holdDraftsUntil(new Promise<void>((resolve) => (handOver = resolve)));
    const { result } = renderHook(() => useFormDraft('draft:test', { phone: '', agreed: false }));
    // The saved draft is read by now, yet not applied: the handover has not happened.
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(result.current.restored).toBe(false);
    expect(result.current.draft.phone).toBe('');
    // The replay types the painted page's text, then the handover settles.
    act(() => result.current.updateDraft({ phone: '9171234567' }));
    act(() => handOver());
    await waitFor(() => expect(result.current.restored).toBe(true));
    // The field typed keeps what was typed; the rest of the draft comes back.
    expect(result.current.draft).toEqual({ phone: '9171234567', agreed: true });
  });
});
