import { prerender } from 'react-dom/static';
import { INTL_LOCALE, LANGUAGES, type Language } from '@contract/language';
import { PATHS } from '@/config/paths';
import { loadMessages } from '@/lib/i18n/load-messages';
import { AppTree } from '../app-tree';
import { loadFirstScreen } from '../router';
import { makeStore } from '../store';
import { PRERENDERED_VIEWS, PRERENDER_SLOTS, type PrerenderedView } from './first-view';
import { templateId } from './document-ids';

/**
 * Build time only (scripts/prerender-plugin.ts runs it in Node): the app's first render of each
 * view in each language, as the markup hydration will find (docs/first-paint.md#prerender).
 */

/** A phone: the mobile container, which the boot script swaps on a desktop. */
const PRERENDER_USER_AGENT =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148';

const PATH_OF: Record<PrerenderedView, string> = {
  welcome: PATHS.welcome,
  start: PATHS.start,
  home: PATHS.home,
};

/** The signed-in view's session: markers for what the boot script fills from storage. */
const SIGNED_IN = {
  customerId: 'prerendered',
  token: 'prerendered',
  phone_number: PRERENDER_SLOTS.phone,
  app_type: null,
};

export async function renderView(view: PrerenderedView, language: Language): Promise<string> {
  const store = makeStore(
    {
      proName: PRERENDER_SLOTS.proName,
      ...(view === 'home' ? { publicData: SIGNED_IN } : {}),
    },
    language,
  );
  const path = PATH_OF[view];
  const [messages] = await Promise.all([
    loadMessages(language),
    loadFirstScreen(path, INTL_LOCALE[language]),
  ]);
  const { prelude } = await prerender(
    <AppTree
      store={store}
      initialMessages={{ language, messages }}
      env={{
        userAgent: PRERENDER_USER_AGENT,
        blockAndroidBrowser: import.meta.env.VITE_BLOCK_ANDROID_BROWSER !== 'false',
      }}
      location={path}
    />,
  );
  return new Response(prelude).text();
}

/** Every view in every language, as `<template>` elements for the built document. */
export async function renderTemplates(): Promise<string> {
  const templates: string[] = [];
  for (const view of PRERENDERED_VIEWS) {
    for (const language of LANGUAGES) {
      const html = await renderView(view, language);
      templates.push(`<template id="${templateId(view, language)}">${html}</template>`);
    }
  }
  return templates.join('\n');
}
