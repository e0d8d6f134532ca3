import { describe, expect, it } from 'vitest';
import { escapeHtml } from './escape-html.ts';

describe('escapeHtml', () => {
  it('neutralises markup in text and attribute values', () => {
    expect(escapeHtml('</style><script>alert(1)</script>')).toBe(
      '&lt;/style&gt;&lt;script&gt;alert(1)&lt;/script&gt;',
    );
    expect(escapeHtml(`" onload='x' a=&amp;`)).toBe('&quot; onload=&#39;x&#39; a=&amp;amp;');
  });

  it('leaves ordinary text, pesos and Devanagari alone', () => {
    expect(escapeHtml('₱5,000.00 · 4 दिसंबर 2026')).toBe('₱5,000.00 · 4 दिसंबर 2026');
  });
});
