/**
 * Things to stop however the audit ends (success, failure, timeout, Ctrl-C): the server and any
 * browser. Lighthouse's Chromium runs detached, so it would outlive a plain process.exit.
 */
type Cleanup = () => unknown;

const pending = new Set<Cleanup>();

/** Registers `fn`; the returned function runs it now (once) and unregisters it. */
export function onCleanup(fn: Cleanup): () => Promise<void> {
  pending.add(fn);
  return async () => {
    if (!pending.delete(fn)) return;
    await fn();
  };
}

/** Runs every registered cleanup, each bounded, none able to stop the others. */
export async function cleanupAll(timeoutMs = 8_000): Promise<void> {
  const fns = [...pending];
  pending.clear();
  await Promise.all(
    fns.map((fn) =>
      Promise.race([
        Promise.resolve()
          .then(fn)
          .catch(() => undefined),
        new Promise((resolve) => setTimeout(resolve, timeoutMs).unref()),
      ]),
    ),
  );
}
