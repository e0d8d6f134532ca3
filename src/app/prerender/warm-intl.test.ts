import { afterEach, describe, expect, it, vi } from 'vitest';
import { warmIntlOffThread } from './warm-intl';

class FakeWorker extends EventTarget {
  static made: FakeWorker[] = [];
  posted: unknown[] = [];
  terminated = false;
  readonly url: string;
  constructor(url: string) {
    super();
    this.url = url;
    FakeWorker.made.push(this);
  }
  postMessage(message: unknown) {
    this.posted.push(message);
  }
  terminate() {
    this.terminated = true;
  }
}

afterEach(() => {
  vi.unstubAllGlobals();
  FakeWorker.made = [];
});

describe('warmIntlOffThread', () => {
  it("starts the named worker with the borrower's locale and ends it once the data is loaded", () => {
    vi.stubGlobal('Worker', FakeWorker);
    expect(warmIntlOffThread('/assets/intl-worker-1.js', 'fil-PH')).toBe(true);
    const [worker] = FakeWorker.made;
    expect(worker?.url).toBe('/assets/intl-worker-1.js');
    expect(worker?.posted).toEqual(['fil-PH']);
    expect(worker?.terminated).toBe(false);
    worker?.dispatchEvent(new MessageEvent('message', { data: 'loaded' }));
    expect(worker?.terminated).toBe(true);
  });

  it('ends a worker that fails, and the boot goes on', () => {
    vi.stubGlobal('Worker', FakeWorker);
    expect(warmIntlOffThread('/assets/intl-worker-1.js', 'hi-IN')).toBe(true);
    const failure = new Event('error', { cancelable: true });
    FakeWorker.made[0]?.dispatchEvent(failure);
    expect(FakeWorker.made[0]?.terminated).toBe(true);
    expect(failure.defaultPrevented).toBe(true);
  });

  it('says it did not start without a worker script, without Worker, or when the start is refused', () => {
    vi.stubGlobal('Worker', FakeWorker);
    expect(warmIntlOffThread(null, 'en-PH')).toBe(false);
    expect(warmIntlOffThread('', 'en-PH')).toBe(false);
    expect(FakeWorker.made).toHaveLength(0);
    vi.stubGlobal('Worker', undefined);
    expect(warmIntlOffThread('/assets/intl-worker-1.js', 'en-PH')).toBe(false);
    vi.stubGlobal(
      'Worker',
      class {
        constructor() {
          throw new DOMException('refused by the content security policy', 'SecurityError');
        }
      },
    );
    expect(warmIntlOffThread('/assets/intl-worker-1.js', 'en-PH')).toBe(false);
  });
});
