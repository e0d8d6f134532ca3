import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  captureInstallPrompt,
  installPromptStore,
  promptInstall,
  resetInstallPromptForTests,
} from './install-prompt';

/** What Chromium dispatches: a cancelable event with prompt() and userChoice. */
function installEvent(outcome: 'accepted' | 'dismissed') {
  const event = new Event('beforeinstallprompt', { cancelable: true });
  const prompt = vi.fn().mockResolvedValue(undefined);
  Object.assign(event, { prompt, userChoice: Promise.resolve({ outcome, platform: 'web' }) });
  return { event, prompt };
}

afterEach(() => {
  resetInstallPromptForTests();
  localStorage.clear();
});

describe('capturing the browser’s install offer (docs/install.md#capture)', () => {
  it('keeps the event, prevents the mini-infobar, and prompts once on accept', async () => {
    const target = new EventTarget() as unknown as Window;
    captureInstallPrompt(target);
    const { event, prompt } = installEvent('accepted');
    target.dispatchEvent(event);
    expect(event.defaultPrevented).toBe(true);
    expect(installPromptStore.getSnapshot().event).toBe(event);

    await expect(promptInstall()).resolves.toBe('accepted');
    expect(prompt).toHaveBeenCalledOnce();
    expect(installPromptStore.getSnapshot()).toEqual({ event: null, installed: true });
    expect(localStorage.getItem('installedAt')).not.toBeNull();
    // An event prompts only once.
    await expect(promptInstall()).resolves.toBe('unavailable');
  });

  it('answers dismissed when the borrower closes the dialog, and installs nothing', async () => {
    const target = new EventTarget() as unknown as Window;
    captureInstallPrompt(target);
    target.dispatchEvent(installEvent('dismissed').event);
    await expect(promptInstall()).resolves.toBe('dismissed');
    expect(installPromptStore.getSnapshot().installed).toBe(false);
    expect(localStorage.getItem('installedAt')).toBeNull();
  });

  it('records appinstalled and tells the subscribers', () => {
    const target = new EventTarget() as unknown as Window;
    captureInstallPrompt(target);
    const listener = vi.fn();
    const unsubscribe = installPromptStore.subscribe(listener);
    target.dispatchEvent(installEvent('accepted').event);
    target.dispatchEvent(new Event('appinstalled'));
    expect(listener).toHaveBeenCalledTimes(2);
    expect(installPromptStore.getSnapshot()).toEqual({ event: null, installed: true });
    expect(localStorage.getItem('installedAt')).not.toBeNull();
    unsubscribe();
  });

  it('adopts the event the boot script kept on window.bip before it listened', async () => {
    const target = new EventTarget() as unknown as Window & { bip?: Event };
    const { event, prompt } = installEvent('accepted');
    target.bip = event;
    captureInstallPrompt(target);
    expect(installPromptStore.getSnapshot().event).toBe(event);
    await expect(promptInstall()).resolves.toBe('accepted');
    expect(prompt).toHaveBeenCalledOnce();
  });

  it('answers unavailable, not dismissed, when the browser refuses to open its dialog', async () => {
    const target = new EventTarget() as unknown as Window;
    captureInstallPrompt(target);
    const { event, prompt } = installEvent('dismissed');
    prompt.mockRejectedValue(new DOMException('not allowed', 'NotAllowedError'));
    target.dispatchEvent(event);
    await expect(promptInstall()).resolves.toBe('unavailable');
    expect(localStorage.getItem('installedAt')).toBeNull();
  });

  it('forgets an install once the browser offers it again (the app was removed)', () => {
    localStorage.setItem('installedAt', '2026-11-01T00:00:00.000Z');
    const target = new EventTarget() as unknown as Window;
    captureInstallPrompt(target);
    target.dispatchEvent(new Event('appinstalled'));
    expect(installPromptStore.getSnapshot().installed).toBe(true);
    target.dispatchEvent(installEvent('accepted').event);
    expect(installPromptStore.getSnapshot().installed).toBe(false);
    expect(localStorage.getItem('installedAt')).toBeNull();
  });

  it('forgets it too when the kept early event is adopted', () => {
    localStorage.setItem('installedAt', '2026-11-01T00:00:00.000Z');
    const target = new EventTarget() as unknown as Window & { bip?: Event };
    target.bip = installEvent('accepted').event;
    captureInstallPrompt(target);
    expect(localStorage.getItem('installedAt')).toBeNull();
  });

  it('has nothing to prompt before the browser offered', async () => {
    await expect(promptInstall()).resolves.toBe('unavailable');
  });
});
