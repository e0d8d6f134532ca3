import { describe, expect, inject, it } from 'vitest';
import { readStaticCycles } from '../../scripts/audit/chunk-cycles.ts';

/*
 * The build the browser tests are served: no two chunks import each other (docs/architecture.md#chunks).
 * Issue 11's crash ("e is not a constructor" on every signed-in screen) was such a cycle: a schema
 * built at load in one chunk ran before zod's classes in the other existed.
 */
describe('the built chunk graph', () => {
  it('has no static import cycle', () => {
    expect(readStaticCycles(inject('staticDir'))).toEqual([]);
  });
});
