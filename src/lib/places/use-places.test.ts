import { act, renderHook, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearPlacesCache } from './places';
import { usePlaces } from './use-places';

const LISTS: Record<string, unknown> = {
  'provinces.json': { version: 'v', provinces: [['0702200000', 'Cebu']] },
  'p/0702200000.json': [['0702205000', 'Argao']],
  'c/0702205000.json': [['0702205035', 'Poblacion']],
};

const fetchMock = vi.fn<typeof fetch>();
const unreachable = new Set<string>();

beforeEach(() => {
  clearPlacesCache();
  unreachable.clear();
  fetchMock.mockReset();
  fetchMock.mockImplementation(async (input) => {
    const path = String(input).replace(/^.*\/places\//, '');
    if (unreachable.has(path)) throw new TypeError('Failed to fetch');
    const body = LISTS[path];
    return body ? Response.json(body) : Response.json({}, { status: 404 });
  });
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

describe('usePlaces', () => {
  it('loads provinces at once and each level when its parent is chosen', async () => {
    const { result, rerender } = renderHook((codes) => usePlaces(codes), {
      initialProps: {} as { provinceCode?: string; cityCode?: string },
    });
    expect(result.current.status).toBe('loading');
    await waitFor(() => expect(result.current.status).toBe('ready'));
    expect(result.current.provinces).toEqual([{ code: '0702200000', name: 'Cebu' }]);
    expect(result.current.cities).toEqual([]);

    rerender({ provinceCode: '0702200000' });
    expect(result.current.status).toBe('loading');
    await waitFor(() => expect(result.current.cities).toHaveLength(1));

    rerender({ provinceCode: '0702200000', cityCode: '0702205000' });
    await waitFor(() =>
      expect(result.current.barangays).toEqual([{ code: '0702205035', name: 'Poblacion' }]),
    );
    expect(result.current.status).toBe('ready');
    expect(result.current.error).toBeNull();
  });

  it('reports offline, keeps the lists it has, and loads again on retry', async () => {
    unreachable.add('c/0702205000.json');
    const { result } = renderHook(() =>
      usePlaces({ provinceCode: '0702200000', cityCode: '0702205000' }),
    );
    await waitFor(() => expect(result.current.status).toBe('error'));
    expect(result.current.error?.reason).toBe('offline');
    expect(result.current.cities).toHaveLength(1);

    unreachable.clear();
    act(() => result.current.retry());
    expect(result.current.status).toBe('loading');
    expect(result.current.provinces).toHaveLength(1);
    await waitFor(() => expect(result.current.status).toBe('ready'));
    expect(result.current.barangays).toEqual([{ code: '0702205035', name: 'Poblacion' }]);
  });
});
