import { EARLY_ACTIONS_KEY } from './document-ids';

type EarlyWindow = Window & { [EARLY_ACTIONS_KEY]?: (run: boolean) => void };

/**
 * The boot script's part (docs/first-paint.md#taps-before-hydration): a tap on a button of the
 * painted view, or a form sent (its submit button, Enter in a field), before the app is live would
 * be lost, or would reload the page with the form in its address. They are held instead, the last
 * one only (a second tap means the same), and handed to the app once it has hydrated.
 */
export function holdEarlyActions(root: HTMLElement): void {
  let held: (() => void) | null = null;
  const onSubmit = (event: SubmitEvent) => {
    const form = event.target;
    if (!(form instanceof HTMLFormElement) || !root.contains(form)) return;
    // Neither the browser nor the app, whichever is first, gets it before the release.
    event.preventDefault();
    event.stopPropagation();
    const submitter = event.submitter;
    // requestSubmit is missing before Safari 16: the submit button's click sends the form too.
    held = () =>
      typeof form.requestSubmit === 'function'
        ? form.requestSubmit(submitter)
        : (submitter ?? form.querySelector<HTMLElement>('[type="submit"]'))?.click();
  };
  const onClick = (event: MouseEvent) => {
    const button = event.target instanceof Element ? event.target.closest('button') : null;
    // A submit button sends its form: the submit event holds that.
    if (!button || !root.contains(button) || button.type === 'submit') return;
    // Not to the app either until the release, even once it has hydrated: the text typed before
    // must be in the form first.
    event.stopPropagation();
    held = () => button.click();
  };
  document.addEventListener('submit', onSubmit, true);
  document.addEventListener('click', onClick, true);
  (window as EarlyWindow)[EARLY_ACTIONS_KEY] = (run) => {
    document.removeEventListener('submit', onSubmit, true);
    document.removeEventListener('click', onClick, true);
    delete (window as EarlyWindow)[EARLY_ACTIONS_KEY];
    const action = held;
    held = null;
    if (action && run) action();
  };
}

/**
 * The app's part: once it has hydrated the painted page, the held tap, if any, happens now
 * (`run`); when it renders afresh instead, the painted page and its tap are dropped.
 */
export function releaseEarlyActions(run: boolean): void {
  (window as EarlyWindow)[EARLY_ACTIONS_KEY]?.(run);
}
