import { useCallback, useEffect, useRef, useState } from 'react';
import { del, get, set } from 'idb-keyval';
import { typedTextHandedOver } from './typed-handover';

// Started inside a promise: where IndexedDB is missing, idb-keyval throws before it returns one.
const safely = <R>(run: () => Promise<R>): Promise<R | undefined> =>
  Promise.resolve()
    .then(run)
    .catch(() => undefined);

/** How long typing may go unsaved: short enough that an app kill loses at most a keystroke. */
const SAVE_DELAY_MS = 250;

/**
 * Form state that survives a reload, an app kill and a crash: kept in IndexedDB as it is typed
 * (docs/offline.md#drafts). A saved draft fills the form once, except the fields the borrower
 * has typed in already. Storage failures (private mode, quota) leave the form working in memory only.
 */
export function useFormDraft<T extends object>(key: string, initial: T) {
  const [draft, setDraftState] = useState<T>(initial);
  // True once the saved draft (or its absence) is known, so server data may fill the rest.
  const [restored, setRestored] = useState(false);
  // Typing before the saved draft arrives wins: the restore must not overwrite fresh input, field
  // by field (the rest of the draft still comes back).
  const edited = useRef(new Set<keyof T>());
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const initialRef = useRef(initial);

  useEffect(() => {
    let active = true;
    // Text typed before hydration is handed to the form first: it is newer than any saved draft.
    Promise.all([safely(() => get<T>(key)), typedTextHandedOver()]).then(([saved]) => {
      if (!active) return;
      if (saved)
        setDraftState((current) => {
          const next: T = { ...initialRef.current, ...saved };
          for (const field of edited.current) next[field] = current[field];
          return next;
        });
      setRestored(true);
    });
    return () => {
      active = false;
    };
  }, [key]);

  // What was typed but not yet written; written on the timer, or at once when the form closes.
  const unsaved = useRef<T | null>(null);
  const save = useCallback(() => {
    const value = unsaved.current;
    unsaved.current = null;
    if (value) void safely(() => set(key, value));
  }, [key]);

  /** `persist: false` fills the form without saving a draft (e.g. from the server's copy). */
  const updateDraft = useCallback(
    (patch: Partial<T>, { persist = true }: { persist?: boolean } = {}) => {
      if (persist) for (const field of Object.keys(patch) as (keyof T)[]) edited.current.add(field);
      setDraftState((previous) => {
        const next = { ...previous, ...patch };
        if (persist) unsaved.current = next;
        return next;
      });
      if (!persist) return;
      clearTimeout(timer.current);
      timer.current = setTimeout(save, SAVE_DELAY_MS);
    },
    [save],
  );

  const clearDraft = useCallback(() => {
    clearTimeout(timer.current);
    unsaved.current = null;
    void safely(() => del(key));
  }, [key]);

  // Leaving the screen within the save delay (a quick Back) must not lose the last keystrokes.
  useEffect(
    () => () => {
      clearTimeout(timer.current);
      save();
    },
    [save],
  );

  return { draft, updateDraft, clearDraft, restored };
}
