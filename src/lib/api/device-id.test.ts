import { beforeEach, describe, expect, it } from 'vitest';
import { DEVICE_ID_PATTERN } from '@contract/device-id';
import { STORAGE_KEYS } from '@/lib/storage/web-storage';
import { deviceId, forgetDeviceIdForTests } from './device-id';

describe('deviceId', () => {
  beforeEach(() => {
    localStorage.clear();
    forgetDeviceIdForTests();
  });

  it('draws a random id the server accepts, once, and keeps it', () => {
    const id = deviceId();
    expect(id).toMatch(DEVICE_ID_PATTERN);
    expect(localStorage.getItem(STORAGE_KEYS.deviceId)).toBe(id);
    forgetDeviceIdForTests();
    expect(deviceId()).toBe(id);
  });

  it('replaces a stored value the server would not accept', () => {
    localStorage.setItem(STORAGE_KEYS.deviceId, 'x');
    const id = deviceId();
    expect(id).not.toBe('x');
    expect(id).toMatch(DEVICE_ID_PATTERN);
  });

  it('differs between browsers', () => {
    const first = deviceId();
    localStorage.clear();
    forgetDeviceIdForTests();
    expect(deviceId()).not.toBe(first);
  });
});
