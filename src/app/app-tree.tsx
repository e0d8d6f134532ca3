import type { Language } from '@contract/language';
import type { CompiledMessages } from '@/lib/i18n/load-messages';
import { AppProviders } from './providers';
import { AppRouter } from './router';
import type { RouterEnvironment } from './guard-environment';
import type { AppStore } from './store';

type AppTreeProps = {
  store: AppStore;
  initialMessages: { language: Language; messages: CompiledMessages };
  env: RouterEnvironment;
  /** The prerendered address at build time; the address bar's hash in the browser. */
  location?: string;
};

/**
 * The whole app, as the browser renders it and as the build prerenders it: one tree for both, so
 * hydration finds exactly the markup it would make (docs/first-paint.md#hydration).
 */
export function AppTree({ store, initialMessages, env, location }: AppTreeProps) {
  return (
    <AppProviders store={store} initialMessages={initialMessages}>
      <AppRouter env={env} location={location} />
    </AppProviders>
  );
}
