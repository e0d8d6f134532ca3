import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';

/**
 * Photos for the e2e tests: drawn sample pictures (a made-up ID card and a cartoon handheld
 * "selfie", never a real person or document), as files for the file input and as the native
 * shell's camera and live-face replies.
 *
 * File input (browser path), through the just-in-time notice as a borrower goes:
 *   await page.getByRole('button', { name: texts['profile.photo.useCameraApp'] }).click();
 *   const [chooser] = await Promise.all([
 *     page.waitForEvent('filechooser'),
 *     page.getByRole('button', { name: texts['profile.photo.noticeContinue'] }).click(),
 *   ]);
 *   await chooser.setFiles(photoFile('idDocument'));
 *   await page.getByRole('button', { name: texts['profile.photo.usePhoto'] }).click();
 * or straight into the hidden input: await photoInput(page, 'idDocument').setInputFiles(…).
 * Simulated shell (after openPhone(browser, {shell})), then "Take photo" → "Continue":
 *   await context.addInitScript(shellCameraScript({ liveFace: 'pass' }));
 */
export type SampleKind = 'idDocument' | 'face';

/**
 * Draws the sample in the page and returns it as a JPEG data URL. Self-contained (it runs in
 * the browser through page.evaluate or an init script): 1200×800 for the ID, 960×1280 for the
 * face, with grain so it compresses like a photo (tens of KB), not like a flat drawing.
 */
export function drawSamplePhoto(kind: SampleKind): string {
  const [width, height] = kind === 'face' ? [960, 1280] : [1200, 800];
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  const g = canvas.getContext('2d')!;
  const table = g.createLinearGradient(0, 0, width, height);
  table.addColorStop(0, '#7a6550');
  table.addColorStop(1, '#3f342a');
  g.fillStyle = table;
  g.fillRect(0, 0, width, height);
  let seed = 20260504;
  const random = () => (seed = (seed * 16807) % 2147483647) / 2147483647;
  for (let i = 0; i < 9000; i += 1) {
    g.fillStyle = `rgba(255,255,255,${(random() * 0.1).toFixed(3)})`;
    g.fillRect(random() * width, random() * height, 1 + random() * 3, 1 + random() * 2);
  }
  const card = (x: number, y: number, w: number, h: number) => {
    g.save();
    g.translate(x, y);
    g.fillStyle = '#e6eef7';
    g.beginPath();
    g.roundRect(0, 0, w, h, w * 0.04);
    g.fill();
    g.fillStyle = '#0b4f8a';
    g.fillRect(0, h * 0.06, w, h * 0.14);
    g.fillStyle = '#fff';
    g.font = `bold ${Math.round(h * 0.07)}px sans-serif`;
    g.fillText('SAMPLE ID — FOR TESTING ONLY', w * 0.05, h * 0.16);
    g.fillStyle = '#b9c7d8';
    g.fillRect(w * 0.05, h * 0.27, w * 0.26, h * 0.6);
    g.fillStyle = '#6d7f96';
    g.beginPath();
    g.arc(w * 0.18, h * 0.45, h * 0.1, 0, Math.PI * 2);
    g.fill();
    g.fillRect(w * 0.09, h * 0.6, w * 0.18, h * 0.25);
    g.fillStyle = '#1a2433';
    g.font = `${Math.round(h * 0.055)}px sans-serif`;
    const lines = ['TEST, SAMPLE', 'Date of birth 1990-01-01', 'ID No. 0000-0000-0000'];
    lines.forEach((line, i) => g.fillText(line, w * 0.36, h * (0.36 + i * 0.13)));
    for (let i = 0; i < 40; i += 1) {
      g.fillRect(w * (0.36 + i * 0.014), h * 0.78, i % 3 === 0 ? 3 : 1.5, h * 0.1);
    }
    g.restore();
  };
  if (kind === 'idDocument') {
    card(width * 0.12, height * 0.15, width * 0.76, width * 0.76 * (54 / 85.6));
  } else {
    g.fillStyle = '#2f4f6f';
    g.beginPath();
    g.ellipse(width * 0.42, height * 0.95, width * 0.36, height * 0.3, 0, 0, Math.PI * 2);
    g.fill();
    g.fillStyle = '#c89572';
    g.beginPath();
    g.ellipse(width * 0.42, height * 0.38, width * 0.2, height * 0.19, 0, 0, Math.PI * 2);
    g.fill();
    g.fillStyle = '#1a2433';
    for (const eye of [0.35, 0.49]) {
      g.beginPath();
      g.arc(width * eye, height * 0.35, width * 0.018, 0, Math.PI * 2);
      g.fill();
    }
    g.fillRect(width * 0.37, height * 0.46, width * 0.1, 6);
    card(width * 0.58, height * 0.48, width * 0.38, width * 0.38 * (54 / 85.6));
  }
  return canvas.toDataURL('image/jpeg', 0.85);
}

const FIXTURES = {
  idDocument: new URL('../fixtures/sample-id.jpg', import.meta.url),
  face: new URL('../fixtures/sample-face.jpg', import.meta.url),
} as const;

/** The committed sample (drawn by drawSamplePhoto) as a file for `setInputFiles`. */
export function photoFile(kind: SampleKind) {
  return {
    name: kind === 'face' ? 'face.jpg' : 'id-card.jpg',
    mimeType: 'image/jpeg',
    buffer: readFileSync(FIXTURES[kind]),
  };
}

/** The same sample drawn fresh by the page's own browser, when a test wants a new picture. */
export async function drawnPhotoFile(page: Page, kind: SampleKind) {
  const dataUrl = await page.evaluate(drawSamplePhoto, kind);
  return {
    name: `${kind}-drawn.jpg`,
    mimeType: 'image/jpeg',
    buffer: Buffer.from(dataUrl.slice(dataUrl.indexOf(',') + 1), 'base64'),
  };
}

/** The photo block's file input (hidden; the "Use the camera app…" button opens it). */
export const photoInput = (page: Page, kind: SampleKind) =>
  page.locator(`input[type="file"][name="photo-${kind}"]`);

export type ShellCameraOptions = {
  /** cameraAccess: a sample photo (default), the borrower closing the camera, or no answer. */
  camera?: 'photo' | 'cancel' | 'none';
  /** liveFaceCheck: passed with its own photo (default), passed without one, failed, no answer. */
  liveFace?: 'passWithPhoto' | 'pass' | 'fail' | 'none';
  /** The Android interface name (VITE_NATIVE_HANDLER). */
  handler?: string;
};

/** Runs in the page: answers cameraAccess and liveFaceCheck on the simulated shell's bridge. */
function installShellCamera(
  options: Required<ShellCameraOptions>,
  draw: (kind: SampleKind) => string,
) {
  const w = window as unknown as Record<string, unknown> & {
    __nativeCalls?: Array<{ method: string; payload: unknown }>;
  };
  const record = (method: string, payload: unknown) =>
    (w.__nativeCalls ??= []).push({ method, payload: payload ?? null });
  const reply = (method: string, payload: unknown): unknown => {
    const purpose = typeof payload === 'string' && payload.includes('"face"') ? 'face' : 'id';
    const photo = () => draw(purpose === 'face' ? 'face' : 'idDocument');
    if (method === 'cameraAccess') {
      if (options.camera === 'cancel') return { cancelled: true };
      return options.camera === 'photo' ? { image: photo() } : null;
    }
    if (options.liveFace === 'passWithPhoto') return { passed: true, image: draw('face') };
    if (options.liveFace === 'pass') return { passed: true };
    if (options.liveFace === 'fail') return { passed: false };
    return null;
  };
  const answers = (method: unknown): method is string =>
    method === 'cameraAccess' || method === 'liveFaceCheck';
  // Android's JavascriptInterface answers with strings; the bridge parses the JSON.
  const wrapAndroid = (original: object) =>
    new Proxy(original, {
      get: (target, method, receiver) =>
        answers(method)
          ? (payload?: string) => {
              record(method, payload);
              const answer = reply(method, payload);
              return answer === null ? null : JSON.stringify(answer);
            }
          : Reflect.get(target, method, receiver),
    });
  const wrapIos = (webkit: { messageHandlers: object }) => ({
    ...webkit,
    messageHandlers: new Proxy(webkit.messageHandlers, {
      get: (target, method, receiver) =>
        answers(method)
          ? {
              postMessage: (payload: unknown) => {
                record(method, payload);
                return Promise.resolve(reply(method, payload));
              },
            }
          : Reflect.get(target, method, receiver),
    }),
  });
  // Whichever init script runs first, the shell's objects get wrapped when they appear.
  const wrapWhenSet = (name: string, wrap: (value: never) => unknown) => {
    if (w[name]) {
      w[name] = wrap(w[name] as never);
      return;
    }
    let value: unknown;
    Object.defineProperty(w, name, {
      configurable: true,
      get: () => value,
      set: (next) => (value = next ? wrap(next as never) : next),
    });
  };
  wrapWhenSet(options.handler, wrapAndroid);
  wrapWhenSet('webkit', wrapIos);
}

/**
 * An init script for `context.addInitScript(...)`, added after openPhone(…, {shell}): the shell
 * answers the camera and the live-face check with drawn samples (calls still land in
 * window.__nativeCalls). Built as source text because it needs drawSamplePhoto beside it.
 */
export function shellCameraScript(options: ShellCameraOptions = {}): { content: string } {
  const settings: Required<ShellCameraOptions> = {
    camera: options.camera ?? 'photo',
    liveFace: options.liveFace ?? 'passWithPhoto',
    handler: options.handler ?? 'SulongNative',
  };
  return {
    content: `(${installShellCamera.toString()})(${JSON.stringify(settings)}, ${drawSamplePhoto.toString()});`,
  };
}
