/**
 * Loads the locale's ICU data in a worker, while the main thread paints and then fetches and runs
 * the app (docs/first-paint.md#split-start-up). Returns whether the worker started; without one
 * (no `Worker`, no script named, a refused start) the caller loads the data on the main thread
 * (`loadIntlData`). A worker that fails later costs nothing: the app's first `Intl` call loads
 * the data then, as it would have.
 */
export function warmIntlOffThread(workerUrl: string | null | undefined, locale: string): boolean {
  if (!workerUrl || typeof Worker !== 'function') return false;
  try {
    const worker = new Worker(workerUrl);
    const stop = () => worker.terminate();
    worker.addEventListener('message', stop, { once: true });
    worker.addEventListener(
      'error',
      (event) => {
        // Handled: not an error of the page's.
        event.preventDefault();
        stop();
      },
      { once: true },
    );
    worker.postMessage(locale);
    return true;
  } catch {
    return false;
  }
}
