/*
 * How many saves wait on this phone for the network. Tiny on purpose: the offline banner (first
 * load) reads it, while the queue itself lives in the lazily loaded screens that fill it.
 */
let pending = 0;
const listeners = new Set<() => void>();

export function publishPending(count: number): void {
  if (count === pending) return;
  pending = count;
  listeners.forEach((listener) => listener());
}

export const getPending = (): number => pending;

export function subscribePending(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
