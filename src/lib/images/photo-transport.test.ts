import { afterEach, describe, expect, it, vi } from 'vitest';
import { fetchPhoto, NetworkFailure, sendWithXhr } from './photo-transport';

type Handler = ((event?: unknown) => void) | null;

/** Just enough of XMLHttpRequest to see what is sent and to answer it. */
class FakeXhr {
  static last: FakeXhr | null = null;
  method = '';
  url = '';
  headers: Record<string, string> = {};
  body: unknown = null;
  timeout = 0;
  status = 0;
  responseText = '';
  aborted = false;
  upload: { onprogress: Handler } = { onprogress: null };
  onload: Handler = null;
  onerror: Handler = null;
  ontimeout: Handler = null;
  onabort: Handler = null;
  constructor() {
    FakeXhr.last = this;
  }
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  send(body: unknown) {
    this.body = body;
  }
  abort() {
    this.aborted = true;
    this.onabort?.();
  }
  answer(status: number, text: string) {
    this.status = status;
    this.responseText = text;
    this.onload?.();
  }
}

const blob = new Blob([new Uint8Array([0xff, 0xd8])], { type: 'image/jpeg' });
const request = { url: '/api/profile/photos/face', blob, token: 'tok', timeoutMs: 5000 };

afterEach(() => {
  vi.unstubAllGlobals();
  FakeXhr.last = null;
});

describe('sendWithXhr', () => {
  it('PUTs the blob as image/jpeg with the bearer token, reporting upload progress', async () => {
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    const onProgress = vi.fn();
    const sent = sendWithXhr({ ...request, onProgress });
    const xhr = FakeXhr.last!;
    expect(xhr).toMatchObject({ method: 'PUT', url: '/api/profile/photos/face', body: blob });
    expect(xhr.timeout).toBe(5000);
    expect(xhr.headers).toEqual({ Authorization: 'Bearer tok', 'Content-Type': 'image/jpeg' });
    xhr.upload.onprogress?.({ lengthComputable: true, loaded: 1, total: 4 });
    xhr.upload.onprogress?.({ lengthComputable: false, loaded: 2, total: 0 });
    expect(onProgress.mock.calls).toEqual([[0.25]]);
    xhr.answer(200, '{"kind":"face"}');
    await expect(sent).resolves.toEqual({ status: 200, body: { kind: 'face' } });
  });

  it('answers error statuses as they are, with a text body when it is not JSON', async () => {
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    const sent = sendWithXhr(request);
    FakeXhr.last!.answer(502, '<html>Bad gateway</html>');
    await expect(sent).resolves.toEqual({ status: 502, body: '<html>Bad gateway</html>' });
  });

  it('rejects with NetworkFailure on no answer or a timeout, AbortError when aborted', async () => {
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    const lost = sendWithXhr(request);
    FakeXhr.last!.onerror?.();
    await expect(lost).rejects.toBeInstanceOf(NetworkFailure);
    const slow = sendWithXhr(request);
    FakeXhr.last!.ontimeout?.();
    await expect(slow).rejects.toBeInstanceOf(NetworkFailure);
    const controller = new AbortController();
    const cancelled = sendWithXhr({ ...request, signal: controller.signal });
    controller.abort();
    await expect(cancelled).rejects.toMatchObject({ name: 'AbortError' });
    expect(FakeXhr.last!.aborted).toBe(true);
  });
});

describe('fetchPhoto', () => {
  it("GETs the owner's photo with the token, never from a cache", async () => {
    const fetch = vi.fn(async () => new Response('jpeg', { status: 200 }));
    vi.stubGlobal('fetch', fetch);
    const blob = await fetchPhoto('idDocument', 'tok');
    expect(blob?.size).toBe(4);
    expect(fetch).toHaveBeenCalledWith('/api/profile/photos/idDocument', {
      headers: { Authorization: 'Bearer tok' },
      cache: 'no-store',
      signal: undefined,
    });
    fetch.mockResolvedValueOnce(new Response(null, { status: 404 }));
    expect(await fetchPhoto('idDocument', 'tok')).toBeNull();
  });
});
