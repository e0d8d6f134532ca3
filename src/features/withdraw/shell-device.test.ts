import { describe, expect, it } from 'vitest';
import { readDeviceInfo } from './shell-device';

describe('the shell’s device details (docs/bridge.md#replies)', () => {
  it('keeps only the four named fields, trimmed and cut to 40 characters', () => {
    expect(
      readDeviceInfo({
        model: ` ${'M'.repeat(50)} `,
        os: 'iOS',
        osVersion: 17,
        appVersion: '',
        imei: '356938035643809',
        gps: '14.5,121.0',
      }),
    ).toEqual({ model: 'M'.repeat(40), os: 'iOS', osVersion: null, appVersion: null });
  });

  it('reads nothing from no answer or an answer without the fields', () => {
    expect(readDeviceInfo(null)).toBeUndefined();
    expect(readDeviceInfo('SM-A155F')).toBeUndefined();
    expect(readDeviceInfo({ imei: '1' })).toBeUndefined();
  });
});
