import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PhotoView } from './photo-types';
import { NetworkFailure, type SendPhoto, type SendResponse } from './photo-transport';
import {
  backoffDelay,
  DEFAULT_RETRY,
  PhotoUploadError,
  uploadPhoto,
  waitForOnline,
  type UploadPhotoOptions,
} from './upload-photo';
import { isPhotoRefused, uploadErrorOf } from './upload-errors';

const view: PhotoView = {
  kind: 'idDocument',
  uploadedAt: '2026-05-04T02:00:00.000Z',
  bytes: 3,
  width: 1600,
  height: 1200,
};
const blob = new Blob([new Uint8Array([0xff, 0xd8, 0xff])], { type: 'image/jpeg' });

/** A server that answers each attempt with the next scripted reply ('network': no answer). */
function scriptedServer(...replies: Array<SendResponse | 'network'>) {
  const send = vi.fn<SendPhoto>(async () => {
    const reply = replies.shift() ?? { status: 200, body: view };
    if (reply === 'network') throw new NetworkFailure();
    return reply;
  });
  return send;
}

function upload(send: SendPhoto, extra: Partial<UploadPhotoOptions> = {}) {
  const sleeps: number[] = [];
  const promise = uploadPhoto({
    kind: 'idDocument',
    blob,
    token: 'token-1',
    send,
    sleep: async (ms) => void sleeps.push(ms),
    isOffline: () => false,
    random: () => 0.5,
    ...extra,
  });
  return { promise, sleeps };
}

const failure = (promise: Promise<unknown>) =>
  promise.then(
    () => {
      throw new Error('expected a failure');
    },
    (error: unknown) => error as PhotoUploadError,
  );

afterEach(() => vi.restoreAllMocks());

describe('uploadPhoto', () => {
  it('PUTs the JPEG with the bearer token to /api/profile/photos/:kind', async () => {
    const send = scriptedServer();
    const onProgress = vi.fn();
    const { promise } = upload(send, { onProgress });
    await expect(promise).resolves.toEqual(view);
    expect(send).toHaveBeenCalledTimes(1);
    expect(send.mock.calls[0]![0]).toMatchObject({
      url: '/api/profile/photos/idDocument',
      blob,
      token: 'token-1',
      onProgress,
      timeoutMs: DEFAULT_RETRY.timeoutMs,
    });
  });

  it('retries with growing delays when no answer comes or the server fails, then succeeds', async () => {
    const send = scriptedServer('network', { status: 503, body: '<html>busy</html>' }, 'network', {
      status: 200,
      body: view,
    });
    const onRetry = vi.fn();
    const { promise, sleeps } = upload(send, { onRetry });
    await expect(promise).resolves.toEqual(view);
    expect(send).toHaveBeenCalledTimes(4);
    // Base 1 s doubling, half fixed and half jitter (random 0.5 → ¾ of the ceiling).
    expect(sleeps).toEqual([750, 1500, 3000]);
    expect(onRetry.mock.calls.map(([notice]) => [notice.attempt, notice.reason])).toEqual([
      [2, 'network'],
      [3, 'server'],
      [4, 'network'],
    ]);
  });

  it('waits at least as long as the server asks', async () => {
    const busy = { code: 'NETWORK_ABNORMAL', message: 'busy', retryAfterSeconds: 20 };
    const { promise, sleeps } = upload(scriptedServer({ status: 503, body: busy }));
    await promise;
    expect(sleeps).toEqual([20_000]);
  });

  it('gives up after the last attempt with "network abnormal"', async () => {
    const send = scriptedServer(...Array<'network'>(6).fill('network'));
    const { promise, sleeps } = upload(send);
    const error = await failure(promise);
    expect(error).toBeInstanceOf(PhotoUploadError);
    expect(error.error.code).toBe('NETWORK_ABNORMAL');
    expect(error.status).toBeNull();
    expect(send).toHaveBeenCalledTimes(DEFAULT_RETRY.attempts);
    expect(sleeps).toHaveLength(DEFAULT_RETRY.attempts - 1);
    expect(Math.max(...sleeps)).toBeLessThanOrEqual(DEFAULT_RETRY.maxDelayMs);
  });

  it.each([
    [422, { code: 'PHOTO_PROBLEM', message: 'not a JPEG' }, 'PHOTO_PROBLEM'],
    [413, '', 'PAYLOAD_TOO_LARGE'],
    [415, { code: 'UNSUPPORTED_MEDIA_TYPE', message: 'png' }, 'UNSUPPORTED_MEDIA_TYPE'],
    [401, { code: 'UNAUTHORIZED', message: 'expired' }, 'UNAUTHORIZED'],
    [409, { code: 'PROFILE_LOCKED', message: 'under review' }, 'PROFILE_LOCKED'],
  ])('never retries a %s and answers its contract code', async (status, body, code) => {
    const send = scriptedServer({ status, body });
    const { promise, sleeps } = upload(send);
    const error = await failure(promise);
    expect(error.error.code).toBe(code);
    expect(error.status).toBe(status);
    expect(send).toHaveBeenCalledTimes(1);
    expect(sleeps).toEqual([]);
  });

  it('waits for the `online` event while offline, without spending attempts', async () => {
    let offline = true;
    const waitOnline = vi.fn(async () => {
      offline = false;
    });
    const send = scriptedServer('network', { status: 200, body: view });
    send.mockImplementationOnce(async () => {
      offline = true; // The connection drops mid-upload.
      throw new NetworkFailure();
    });
    const onRetry = vi.fn();
    const { promise, sleeps } = upload(send, {
      isOffline: () => offline,
      waitOnline,
      onRetry,
      retry: { attempts: 2 },
    });
    await expect(promise).resolves.toEqual(view);
    expect(waitOnline).toHaveBeenCalledTimes(2);
    expect(onRetry.mock.calls.map(([notice]) => notice.reason)).toEqual([
      'offline',
      'offline',
      'network',
    ]);
    expect(sleeps).toHaveLength(1);
    expect(send).toHaveBeenCalledTimes(3);
  });

  it('stops at once when aborted', async () => {
    const controller = new AbortController();
    const send = vi.fn<SendPhoto>(async () => {
      controller.abort();
      throw new DOMException('aborted', 'AbortError');
    });
    const { promise } = upload(send, { signal: controller.signal });
    await expect(promise).rejects.toMatchObject({ name: 'AbortError' });
    expect(send).toHaveBeenCalledTimes(1);
  });

  it('treats a 2xx without a photo view as a server fault', async () => {
    const { promise } = upload(scriptedServer({ status: 200, body: '<html>' }));
    expect((await failure(promise)).error.code).toBe('INTERNAL');
  });
});

describe('upload errors', () => {
  it('maps answers without a contract body by status', () => {
    expect(uploadErrorOf(413, '').code).toBe('PAYLOAD_TOO_LARGE');
    expect(uploadErrorOf(415, null).code).toBe('UNSUPPORTED_MEDIA_TYPE');
    expect(uploadErrorOf(422, null).code).toBe('PHOTO_PROBLEM');
    expect(uploadErrorOf(500, null).code).toBe('INTERNAL');
    expect(uploadErrorOf(502, '<html>').code).toBe('NETWORK_ABNORMAL');
    expect(uploadErrorOf(400, {}).code).toBe('VALIDATION_FAILED');
    expect(uploadErrorOf(500, { code: 'NOPE', message: 'x' }).code).toBe('INTERNAL');
  });

  it('knows which refusals only a new photo can cure', () => {
    expect(isPhotoRefused({ code: 'PHOTO_PROBLEM', message: '' })).toBe(true);
    expect(isPhotoRefused({ code: 'PAYLOAD_TOO_LARGE', message: '' })).toBe(true);
    expect(isPhotoRefused({ code: 'NETWORK_ABNORMAL', message: '' })).toBe(false);
  });
});

describe('backoff and waiting', () => {
  it('doubles from the base, caps at the maximum, and jitters within the upper half', () => {
    const policy = { ...DEFAULT_RETRY, baseDelayMs: 1000, maxDelayMs: 8000 };
    expect(backoffDelay(1, policy, () => 0)).toBe(500);
    expect(backoffDelay(1, policy, () => 1)).toBe(1000);
    expect(backoffDelay(3, policy, () => 1)).toBe(4000);
    expect(backoffDelay(10, policy, () => 1)).toBe(8000);
    expect(backoffDelay(10, policy, () => 0)).toBe(4000);
  });

  it("resolves at the browser's `online` event, or rejects when aborted", async () => {
    const online = waitForOnline();
    window.dispatchEvent(new Event('online'));
    await expect(online).resolves.toBeUndefined();
    const controller = new AbortController();
    const waiting = waitForOnline(controller.signal);
    controller.abort();
    await expect(waiting).rejects.toMatchObject({ name: 'AbortError' });
  });
});
