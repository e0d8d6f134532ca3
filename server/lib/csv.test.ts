import { describe, expect, it } from 'vitest';
import { csvCell, csvOf } from './csv.ts';

describe('csv', () => {
  it('quotes commas, quotes and line breaks', () => {
    expect(csvCell('Dela Cruz, Juan')).toBe('"Dela Cruz, Juan"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('two\nlines')).toBe('"two\nlines"');
  });

  it('keeps a formula as text, never numbers', () => {
    expect(csvCell('=HYPERLINK("http://x","y")')).toBe(`"'=HYPERLINK(""http://x"",""y"")"`);
    expect(csvCell('+639171234567')).toBe("'+639171234567");
    expect(csvCell('-1')).toBe("'-1");
    expect(csvCell('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvCell('\tx')).toBe("'\tx");
    expect(csvCell(-150)).toBe('-150');
    expect(csvCell(null)).toBe('');
  });

  it('writes a header and rows with CRLF', () => {
    expect(csvOf(['a', 'b'], [[1, 'x']])).toBe('a,b\r\n1,x\r\n');
  });
});
