import { afterEach, describe, expect, it, vi } from 'vitest';
import { NATIVE_HANDLER } from './bridge';
import {
  cameraFailureOf,
  captureInShell,
  openLiveCamera,
  parseCameraReply,
  parseLiveFaceReply,
  shellAppType,
} from './camera';

const win = window as unknown as Record<string, unknown>;
const JPEG = `data:image/jpeg;base64,${'/9j/4AAQSkZJRgABAQ'.repeat(10)}`;
const BARE = JPEG.slice('data:image/jpeg;base64,'.length);

afterEach(() => {
  delete win[NATIVE_HANDLER];
  delete win.webkit;
  vi.unstubAllGlobals();
});

describe('parseCameraReply', () => {
  it('reads {image}, the other common fields, a data URL or bare base64', () => {
    expect(parseCameraReply({ image: JPEG })).toBe(JPEG);
    expect(parseCameraReply({ data: JPEG })).toBe(JPEG);
    expect(parseCameraReply({ base64: BARE })).toBe(JPEG);
    expect(parseCameraReply(JPEG)).toBe(JPEG);
    expect(parseCameraReply(`${BARE.slice(0, 76)}\n${BARE.slice(76)}`)).toBe(JPEG);
  });

  it('tells a closed camera from no answer at all', () => {
    expect(parseCameraReply({ cancelled: true })).toBe('cancelled');
    for (const reply of [null, undefined, '', 'ok', 42, {}, { image: 'nope' }, { image: 7 }]) {
      expect(parseCameraReply(reply)).toBeNull();
    }
  });
});

describe('parseLiveFaceReply', () => {
  it('reads {passed, image?} and the other verdict spellings', () => {
    expect(parseLiveFaceReply({ passed: true, image: JPEG })).toEqual({
      passed: true,
      image: JPEG,
      cancelled: false,
    });
    expect(parseLiveFaceReply({ passed: false })).toMatchObject({ passed: false, image: null });
    expect(parseLiveFaceReply({ success: true })).toMatchObject({ passed: true });
    expect(parseLiveFaceReply({ result: 'FAIL' })).toMatchObject({ passed: false });
    expect(parseLiveFaceReply({ result: 'pass', data: BARE })).toMatchObject({ image: JPEG });
    expect(parseLiveFaceReply(true)).toMatchObject({ passed: true, image: null });
    expect(parseLiveFaceReply(JPEG)).toMatchObject({ passed: true, image: JPEG });
    expect(parseLiveFaceReply({ image: JPEG })).toMatchObject({ passed: true, image: JPEG });
    expect(parseLiveFaceReply({ cancelled: true })).toMatchObject({ cancelled: true });
  });

  it('gives null for no answer or an unreadable one', () => {
    for (const reply of [null, undefined, 'done', {}, { image: 'nope' }]) {
      expect(parseLiveFaceReply(reply)).toBeNull();
    }
  });
});

describe('captureInShell', () => {
  it('does nothing in a browser', async () => {
    expect(await captureInShell(null, 'id')).toBeNull();
    expect(shellAppType(null)).toBeNull();
  });

  it('asks the Android shell for the ID photo with its purpose', async () => {
    const cameraAccess = vi.fn(() => JSON.stringify({ image: JPEG }));
    win[NATIVE_HANDLER] = { cameraAccess };
    expect(shellAppType(null)).toBe(1);
    expect(await captureInShell(1, 'id')).toEqual({ outcome: 'photo', image: JPEG });
    expect(cameraAccess).toHaveBeenCalledWith('{"purpose":"id"}');
  });

  it('runs the live check first for the face; a failed check is final', async () => {
    const cameraAccess = vi.fn(() => JPEG);
    const liveFaceCheck = vi.fn(() => '{"passed":false}');
    win[NATIVE_HANDLER] = { cameraAccess, liveFaceCheck };
    expect(await captureInShell(1, 'face')).toEqual({ outcome: 'faceCheckFailed' });
    expect(cameraAccess).not.toHaveBeenCalled();
  });

  it('takes the face photo from the live check, or from the camera when the check has none', async () => {
    const calls: Array<[string, unknown]> = [];
    const replies: Record<string, unknown> = {
      liveFaceCheck: { passed: true },
      cameraAccess: Promise.resolve(JPEG),
    };
    win.webkit = {
      messageHandlers: new Proxy(
        {},
        {
          get: (_target, method: string) => ({
            postMessage: (payload: unknown) => {
              calls.push([method, payload]);
              return replies[method];
            },
          }),
        },
      ),
    };
    expect(await captureInShell(2, 'face')).toEqual({ outcome: 'photo', image: JPEG });
    expect(calls).toEqual([
      ['liveFaceCheck', null],
      ['cameraAccess', '{"purpose":"face"}'],
    ]);
    replies.liveFaceCheck = { passed: true, image: JPEG };
    calls.length = 0;
    expect(await captureInShell(2, 'face')).toEqual({ outcome: 'photo', image: JPEG });
    expect(calls.map(([method]) => method)).toEqual(['liveFaceCheck']);
  });

  it('yields null when the shell has no camera answer, so the browser takes over', async () => {
    win[NATIVE_HANDLER] = {
      cameraAccess: () => {
        throw new Error('no permission');
      },
    };
    expect(await captureInShell(1, 'face')).toBeNull();
    win[NATIVE_HANDLER] = { cameraAccess: () => '{"cancelled":true}' };
    expect(await captureInShell(1, 'id')).toEqual({ outcome: 'cancelled' });
  });
});

describe('browser camera', () => {
  it('asks for the rear camera for the ID and the front camera for the face', async () => {
    const getUserMedia = vi.fn(async () => ({}) as MediaStream);
    vi.stubGlobal('navigator', { ...navigator, mediaDevices: { getUserMedia } });
    await openLiveCamera('id');
    await openLiveCamera('face');
    const facing = getUserMedia.mock.calls.map(
      (call) => ((call as unknown[])[0] as { video: { facingMode: unknown } }).video.facingMode,
    );
    expect(facing).toEqual([{ ideal: 'environment' }, { ideal: 'user' }]);
  });

  it('rejects where there is no camera API', async () => {
    vi.stubGlobal('navigator', { ...navigator, mediaDevices: undefined });
    await expect(openLiveCamera('id')).rejects.toMatchObject({ name: 'NotFoundError' });
  });

  it('names why the camera did not open', () => {
    expect(cameraFailureOf(new DOMException('no', 'NotAllowedError'))).toBe('denied');
    expect(cameraFailureOf(new DOMException('busy', 'NotReadableError'))).toBe('unavailable');
    expect(cameraFailureOf(new DOMException('none', 'NotFoundError'))).toBe('unavailable');
    expect(cameraFailureOf(new Error('odd'))).toBe('failed');
    expect(cameraFailureOf('odd')).toBe('failed');
  });
});
