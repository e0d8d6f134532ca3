import { describe, expect, it } from 'vitest';
import { stripMessageMetadata } from './strip-message-metadata';

describe('stripMessageMetadata', () => {
  it('drops description and defaultMessage from message descriptors only', () => {
    const code = `const m = defineMessages({ a: { id: 'x.a', defaultMessage: 'Hello {name}', description: 'Greeting' } });
const other = { defaultMessage: 'kept: no id', description: 'kept' };`;
    const out = stripMessageMetadata(code)!.code;
    expect(out).toMatch(/a: \{ id: 'x\.a',\s*\}/);
    expect(out).not.toContain('Greeting');
    expect(out).not.toContain('Hello {name}');
    expect(out).toContain("defaultMessage: 'kept: no id'");
  });

  it('leaves files without messages untouched', () => {
    expect(stripMessageMetadata('export const x = 1;')).toBeNull();
  });
});
