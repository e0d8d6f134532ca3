// The ICU warm-up's worker (docs/first-paint.md#split-start-up): built on its own as a classic
// script (scripts/prerender-plugin.ts), started by the boot script with the borrower's locale.
import { loadIntlData } from './load-intl-data';

// `self`, not `globalThis`: the script is built for the older WebViews the boot script serves.
const scope = self as unknown as {
  onmessage: ((event: MessageEvent) => void) | null;
  postMessage(message: unknown): void;
  close(): void;
};

scope.onmessage = (event) => {
  loadIntlData(String(event.data));
  scope.postMessage('loaded');
  scope.close();
};
