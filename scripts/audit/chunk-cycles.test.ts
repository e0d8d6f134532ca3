import { describe, expect, it } from 'vitest';
import { staticCycles } from './chunk-cycles.ts';
import type { Manifest } from './first-load.ts';

describe('staticCycles', () => {
  it('finds none in a tree with shared chunks and dynamic imports back to the entry', () => {
    const manifest: Manifest = {
      'index.html': {
        file: 'assets/index.js',
        imports: ['_framework.js'],
        dynamicImports: ['src/features/profile/screens.ts'],
      },
      '_framework.js': { file: 'assets/framework.js' },
      '_profile.js': { file: 'assets/profile.js', imports: ['_framework.js', 'index.html'] },
      'src/features/profile/screens.ts': {
        file: 'assets/screens.js',
        imports: ['_profile.js', '_framework.js'],
      },
    };
    expect(staticCycles(manifest)).toEqual([]);
  });

  it('names the chunks of each cycle: an entry chunk its group imports back, and a longer loop', () => {
    // The shape of issue 11's crash: the profile group imported the screens' entry chunk (which
    // held the shared text schema), and that chunk imported the group (which held zod).
    const manifest: Manifest = {
      'index.html': { file: 'assets/index.js', imports: ['_framework.js'] },
      '_framework.js': { file: 'assets/framework.js' },
      '_profile.js': {
        file: 'assets/profile.js',
        imports: ['_framework.js', 'src/features/profile/screens.ts'],
      },
      'src/features/profile/screens.ts': { file: 'assets/screens.js', imports: ['_profile.js'] },
      '_a.js': { file: 'assets/a.js', imports: ['_b.js'] },
      '_b.js': { file: 'assets/b.js', imports: ['_c.js'] },
      '_c.js': { file: 'assets/c.js', imports: ['_a.js', '_framework.js'] },
      '_self.js': { file: 'assets/self.js', imports: ['_self.js'] },
    };
    expect(staticCycles(manifest)).toEqual(
      expect.arrayContaining([
        ['_profile.js', 'src/features/profile/screens.ts'],
        ['_a.js', '_b.js', '_c.js'],
        ['_self.js'],
      ]),
    );
    expect(staticCycles(manifest)).toHaveLength(3);
  });
});
