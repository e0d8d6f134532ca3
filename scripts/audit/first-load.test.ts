import { describe, expect, it } from 'vitest';
import { computeFirstLoad, staticClosure } from './first-load.ts';
import type { Manifest } from './first-load.ts';

// A small build: the entry shares `framework` with the screens; `start` lazily loads a footer.
const manifest: Manifest = {
  'index.html': {
    file: 'assets/index.js',
    isEntry: true,
    imports: ['_runtime.js', '_framework.js'],
    dynamicImports: [
      'src/lang/compiled/en.json',
      'src/lang/compiled/ph.json',
      'src/features/auth/start-screen.tsx',
      'src/features/home/home-screen.tsx',
    ],
  },
  '_runtime.js': { file: 'assets/runtime.js' },
  '_framework.js': { file: 'assets/framework.js', imports: ['_runtime.js'] },
  '_brand.js': { file: 'assets/brand.js', imports: ['_framework.js'] },
  '_phone.js': { file: 'assets/phone.js' },
  'src/features/auth/start-screen.tsx': {
    file: 'assets/start-screen.js',
    imports: ['_framework.js', 'index.html', '_brand.js', '_phone.js'],
    dynamicImports: ['src/features/auth/start-footer.tsx'],
  },
  'src/features/auth/start-footer.tsx': { file: 'assets/start-footer.js', imports: ['_big.js'] },
  '_big.js': { file: 'assets/big.js' },
  'src/features/home/home-screen.tsx': {
    file: 'assets/home-screen.js',
    imports: ['index.html', '_brand.js'],
  },
  'src/features/home/home-panel.tsx': { file: 'assets/home-panel.js' },
  'src/lang/compiled/en.json': { file: 'assets/en.js' },
  'src/lang/compiled/ph.json': { file: 'assets/ph.js' },
};

const sizes: Record<string, number> = {
  'assets/index.js': 1000,
  'assets/runtime.js': 10,
  'assets/framework.js': 50000,
  'assets/brand.js': 300,
  'assets/phone.js': 200,
  'assets/start-screen.js': 4000,
  'assets/start-footer.js': 700,
  'assets/big.js': 90000,
  'assets/home-screen.js': 2500,
  'assets/home-panel.js': 1,
  'assets/en.js': 6000,
  'assets/ph.js': 6100,
};
const sizeOf = (file: string): number => {
  const size = sizes[file];
  if (size === undefined) throw new Error(`no size for ${file}`);
  return size;
};

describe('staticClosure', () => {
  it('follows static imports once each, through cycles back to the entry', () => {
    expect(staticClosure(manifest, ['src/features/auth/start-screen.tsx'])).toEqual([
      'src/features/auth/start-screen.tsx',
      '_framework.js',
      '_runtime.js',
      'index.html',
      '_brand.js',
      '_phone.js',
    ]);
  });

  it('names a missing chunk', () => {
    expect(() => staticClosure(manifest, ['nope'])).toThrow('"nope"');
  });
});

describe('computeFirstLoad', () => {
  const result = computeFirstLoad(manifest, sizeOf);

  it('counts entry, start screen and English catalogue graphs, never dynamic imports', () => {
    expect(result.start.files.map((f) => f.file).sort()).toEqual(
      [
        'assets/index.js',
        'assets/runtime.js',
        'assets/framework.js',
        'assets/start-screen.js',
        'assets/brand.js',
        'assets/phone.js',
        'assets/en.js',
      ].sort(),
    );
    expect(result.start.bytesBrotli).toBe(1000 + 10 + 50000 + 4000 + 300 + 200 + 6000);
  });

  it('reports other screens without what the entry graph already loads', () => {
    expect(Object.keys(result.routes)).toEqual(['src/features/home/home-screen.tsx']);
    expect(result.routes['src/features/home/home-screen.tsx']).toEqual({
      bytesBrotli: 2500 + 300,
      files: [
        { file: 'assets/home-screen.js', bytesBrotli: 2500 },
        { file: 'assets/brand.js', bytesBrotli: 300 },
      ],
    });
  });

  it('fails loudly when the catalogue is missing', () => {
    expect(() => computeFirstLoad(manifest, sizeOf, { catalogueSuffix: 'xx.json' })).toThrow(
      'xx.json',
    );
  });
});
