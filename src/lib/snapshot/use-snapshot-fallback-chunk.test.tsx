import { renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

// The snapshot store's chunk cannot load (a new version replaced the old files, a flaky network).
vi.mock('./snapshot-store', () => {
  throw new Error('Failed to fetch dynamically imported module');
});

const { useSnapshotFallback } = await import('./use-snapshot-fallback');

afterEach(() => vi.restoreAllMocks());

describe('useSnapshotFallback when the snapshot store does not load (docs/offline.md#snapshot)', () => {
  it('stops checking and shows nothing kept, so the screen shows its load problem', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const { result } = renderHook(() => useSnapshotFallback({}, 'c_A', 'getLoanHome', undefined));
    expect(result.current.checking).toBe(true);
    await waitFor(() => expect(result.current.checking).toBe(false));
    expect(result.current.data).toBeUndefined();
    expect(result.current.updatedAt).toBeNull();
  });
});
