import { act } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { prerender } from 'react-dom/static';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { INTL_LOCALE, type Language } from '@contract/language';
import { loadMessages } from '@/lib/i18n/load-messages';
import { AppTree } from '../app-tree';
import { loadFirstScreen } from '../router';
import { makePersistor, makeStore } from '../store';
import { paintFirstView } from './boot';
import { releaseEarlyActions } from './hold-early-actions';
import { firstViewOf, type PrerenderedView } from './first-view';
import { templateId } from './document-ids';
import { renderView } from './render-views';
import { takeTypedInput } from './replay-typed-input';
import { onFirstScreenCommit } from '../first-screen-commit';

/**
 * The build's markup against the app's first render, with React's development checks, which name
 * every difference: what the boot script paints must be what hydration finds
 * (docs/first-paint.md#hydration).
 */

const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148';
const env = { userAgent: IPHONE, blockAndroidBrowser: true };

const SESSION = {
  publicData: JSON.stringify({
    customerId: 'c-1',
    token: 'token-1',
    phone_number: '+639171234567',
    app_type: null,
  }),
  proName: JSON.stringify('Sulong Cash'),
  _persist: JSON.stringify({ version: 1, rehydrated: true }),
};

let root: Root | null = null;
let persistor: ReturnType<typeof makePersistor> | null = null;

// React's act() warns unless told it runs in a test.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

beforeEach(() => {
  vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(IPHONE);
  // Home asks the server at once; no answer is needed to check its first render (and Node's
  // Request refuses the app's relative addresses).
  vi.stubGlobal('fetch', () => new Promise(() => undefined));
  vi.stubGlobal(
    'Request',
    class {
      url: string;
      constructor(url: string) {
        this.url = url;
      }
      clone() {
        return this;
      }
    },
  );
});

afterEach(async () => {
  act(() => root?.unmount());
  root = null;
  // Its late writes would land in the next test's storage: written now, then stopped.
  await persistor?.flush();
  persistor?.pause();
  persistor = null;
  releaseEarlyActions(false);
  document.body.replaceChildren();
  localStorage.clear();
  window.location.hash = '';
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

/** The built document's body: the root, then the view's template. */
async function paint(
  view: PrerenderedView,
  language: Language,
  hash: string,
): Promise<HTMLElement> {
  const html = await renderView(view, language);
  // The server renderer leaves its last context values behind in this realm, where the browser's
  // renderer would read them ("a <Router> inside another <Router>"); one more, empty, render
  // resets them. In the product the build and the browser never share a realm.
  await prerender(<></>);
  document.body.innerHTML = `<div id="root"></div><template id="${templateId(view, language)}">${html}</template>`;
  window.location.hash = hash;
  paintFirstView();
  return document.getElementById('root')!;
}

/** What main.tsx does once the boot script has painted: hydrate the app over it. */
async function hydrate(container: HTMLElement, hash: string) {
  const errors: unknown[] = [];
  const recoverable: unknown[] = [];
  vi.spyOn(console, 'error').mockImplementation((...args) => {
    // The build's renderer ran in this realm too (see paint): React notes it, and only here.
    if (String(args[0]).startsWith('Detected multiple renderers concurrently')) return;
    errors.push(args.map(String).join(' '));
  });
  const store = makeStore();
  const language = store.getState().settings.language;
  await new Promise<void>((resolve) => {
    persistor = makePersistor(store, resolve);
  });
  const { token, customerId } = store.getState().core.publicData;
  const first = firstViewOf({
    ...env,
    token,
    customerId,
    hashPath: hash.replace(/^#/, ''),
    inNativeShell: false,
  });
  if (first?.redirectTo) window.history.replaceState(null, '', `#${first.redirectTo}`);
  const messages = await loadMessages(language);
  await loadFirstScreen(
    first?.redirectTo ?? (hash.replace(/^#/, '') || '/'),
    INTL_LOCALE[language],
  );
  let committed = false;
  let replay = () => 0;
  onFirstScreenCommit(() => {
    committed = true;
    replay = takeTypedInput(container);
  });
  await act(async () => {
    root = hydrateRoot(
      container,
      <AppTree store={store} initialMessages={{ language, messages }} env={env} />,
      { onRecoverableError: (error) => recoverable.push(error) },
    );
  });
  return { errors, recoverable, committed, replay };
}

describe.each<[PrerenderedView, string, boolean]>([
  ['welcome', '#/', false],
  ['start', '#/start', false],
  // The start URL of the installed app, signed in: the guard sends it home.
  ['home', '#/start?standalone=true', true],
  ['home', '#/homeIndex', true],
])('the prerendered %s page opened at %s', (view, hash, signedIn) => {
  it.each<Language>(['en', 'ph', 'hi'])('hydrates without a difference in %s', async (language) => {
    localStorage.setItem('language', language);
    if (signedIn) localStorage.setItem('persist:sulong-core', JSON.stringify(SESSION));
    const container = await paint(view, language, hash);
    expect(container.dataset.prerendered).toBe(`${view}-${language}`);
    const heading = container.querySelector('h1, .brand');
    expect(heading).not.toBeNull();
    if (signedIn) expect(container.textContent).toContain('+63 917 *** 4567');
    expect(container.textContent).not.toContain('{{');

    const { errors, recoverable, committed } = await hydrate(container, hash);
    expect(committed).toBe(true);
    expect(recoverable).toEqual([]);
    expect(errors).toEqual([]);
    // The very nodes the boot script painted are the app's now.
    expect(heading?.isConnected).toBe(true);
    expect(container.contains(heading)).toBe(true);
  });
});

describe('the check itself', () => {
  it('fails on a page that differs from the first render', async () => {
    localStorage.setItem('language', 'en');
    const container = await paint('start', 'en', '#/start');
    // What a wrong template would be: another text where the app renders its title.
    container.querySelector('h1')!.textContent = 'Something else';
    const { errors, recoverable } = await hydrate(container, '#/start');
    expect([...errors, ...recoverable].length).toBeGreaterThan(0);
  });
});

describe('the sign-in form typed in before hydration', () => {
  it('keeps the number, and the form knows it', async () => {
    localStorage.setItem('language', 'en');
    const container = await paint('start', 'en', '#/start');
    const phone = container.querySelector<HTMLInputElement>('input[type="tel"]')!;
    phone.value = '9171234567';
    const { replay } = await hydrate(container, '#/start');
    // The boot script's hold on taps ends (as after the app's own release), so the tap below
    // reaches the form.
    releaseEarlyActions(false);
    await act(async () => {
      expect(replay()).toBe(1);
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
    expect(phone.value).toBe('9171234567');
    // The form's state has it: sending the code finds no "enter your number".
    await act(async () => {
      [...container.querySelectorAll('button')].find((b) => b.textContent === 'Get code')!.click();
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
    expect(container.textContent).not.toContain('Enter your mobile number');
  });
});
