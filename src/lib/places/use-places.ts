import { useCallback, useEffect, useState } from 'react';
import { loadBarangays, loadCities, loadProvinces, PlacesError, type Place } from './places';

export type PlacesStatus = 'loading' | 'ready' | 'error';

type Level = { status: PlacesStatus; places: Place[]; error: PlacesError | null };
type Result = { key: string; attempt: number; places?: Place[]; error?: PlacesError };

const NONE: Place[] = [];
const PROVINCES = 'provinces';

const toPlacesError = (error: unknown): PlacesError =>
  error instanceof PlacesError ? error : new PlacesError('failed', String(error));

/** One level of the address: loads `load(key)` whenever the key is set or a retry is asked. */
function useLevel(
  key: string | undefined,
  load: (key: string) => Promise<Place[]>,
  attempt: number,
): Level {
  const [result, setResult] = useState<Result | null>(null);

  useEffect(() => {
    if (!key) return;
    let live = true;
    load(key).then(
      (places) => live && setResult({ key, attempt, places }),
      (error: unknown) => live && setResult({ key, attempt, error: toPlacesError(error) }),
    );
    return () => {
      live = false;
    };
  }, [key, load, attempt]);

  if (!key) return { status: 'ready', places: NONE, error: null };
  // A list once had stays on screen during a retry of another level.
  if (result?.key === key && result.places) {
    return { status: 'ready', places: result.places, error: null };
  }
  if (result?.key === key && result.error && result.attempt === attempt) {
    return { status: 'error', places: NONE, error: result.error };
  }
  return { status: 'loading', places: NONE, error: null };
}

/**
 * The three lists of the address screen: provinces at once, the cities of the chosen province,
 * the barangays of the chosen city. `status` is the worst of the three ('error' before
 * 'loading'); `error.reason` tells offline from a failure; `retry()` loads what failed again.
 */
export function usePlaces({
  provinceCode,
  cityCode,
}: {
  provinceCode?: string;
  cityCode?: string;
}) {
  const [attempt, setAttempt] = useState(0);
  const provinces = useLevel(PROVINCES, loadProvinces, attempt);
  const cities = useLevel(provinceCode || undefined, loadCities, attempt);
  const barangays = useLevel(cityCode || undefined, loadBarangays, attempt);
  const levels = [provinces, cities, barangays];
  const failed = levels.find((level) => level.status === 'error');
  const status: PlacesStatus = failed
    ? 'error'
    : levels.some((level) => level.status === 'loading')
      ? 'loading'
      : 'ready';
  const retry = useCallback(() => setAttempt((n) => n + 1), []);

  return {
    provinces: provinces.places,
    cities: cities.places,
    barangays: barangays.places,
    status,
    error: failed?.error ?? null,
    retry,
  };
}
