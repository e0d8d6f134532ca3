import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useRef,
  useState,
  type ReactNode,
} from 'react';

/** A toast stays 2000 ms unless told otherwise (docs/navigation.md#toast). */
export const TOAST_DURATION_MS = 2000;

type ShowToast = (text: string, durationMs?: number) => void;

const ToastContext = createContext<ShowToast>(() => {});

export function ToastProvider({ children }: { children: ReactNode }) {
  const [text, setText] = useState<string | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  const show = useCallback<ShowToast>((next, durationMs = TOAST_DURATION_MS) => {
    clearTimeout(timer.current);
    setText(next);
    timer.current = setTimeout(() => setText(null), durationMs);
  }, []);

  useEffect(() => () => clearTimeout(timer.current), []);

  return (
    <ToastContext.Provider value={show}>
      {children}
      {/* Always in the DOM so screen readers announce each new text. */}
      <div className="toast-region" role="status" aria-live="polite">
        {text ? <div className="toast">{text}</div> : null}
      </div>
    </ToastContext.Provider>
  );
}

export const useToast = (): ShowToast => useContext(ToastContext);
