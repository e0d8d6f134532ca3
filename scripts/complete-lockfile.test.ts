import { describe, expect, it } from 'vitest';
import { completeLockfile, platformOf } from './complete-lockfile';

describe('complete-lockfile', () => {
  it('reads the platform from a native package name', () => {
    expect(platformOf('@rollup/rollup-linux-arm64-musl')).toEqual({
      os: ['linux'],
      cpu: ['arm64'],
      libc: ['musl'],
    });
    expect(platformOf('@rollup/rollup-linux-arm-gnueabihf')).toEqual({
      os: ['linux'],
      cpu: ['arm'],
      libc: ['glibc'],
    });
    expect(platformOf('@rollup/rollup-win32-ia32-msvc')).toEqual({ os: ['win32'], cpu: ['ia32'] });
    expect(platformOf('@unrs/resolver-binding-wasm32-wasi')).toEqual({ cpu: ['wasm32'] });
    expect(platformOf('fsevents')).toBeNull();
  });

  it('adds only the missing optional platform packages, as optional', () => {
    const lock = {
      packages: {
        '': {},
        'node_modules/rollup': {
          version: '4.0.0',
          optionalDependencies: {
            '@rollup/rollup-darwin-x64': '4.0.0',
            '@rollup/rollup-linux-x64-gnu': '4.0.0',
            fsevents: '2.3.3',
          },
        },
        'node_modules/@rollup/rollup-linux-x64-gnu': { version: '4.0.0', optional: true },
      },
    };
    expect(completeLockfile(lock)).toEqual(['@rollup/rollup-darwin-x64@4.0.0']);
    expect(lock.packages).toHaveProperty(['node_modules/@rollup/rollup-darwin-x64'], {
      version: '4.0.0',
      optional: true,
      os: ['darwin'],
      cpu: ['x64'],
    });
    expect(Object.keys(lock.packages)[0]).toBe('');
  });
});
