/**
 * Stroke glyphs for the graphic code, drawn by hand on a 10 × 14 grid (y down). Each stroke is a
 * polyline; a leading `~` makes it a smooth curve through its points. The alphabet leaves out
 * look-alikes (0/O/D/Q, 1/I/L, 2/Z, 5/S, 6/G, 8/B) so a borrower is never unsure what to type.
 */
const GLYPH_SOURCE: Record<string, string> = {
  A: '0,14 5,0 10,14|2,9 8,9',
  C: '~10,2.5 7,0 3,0.5 0.5,4 0.5,10 3,13.5 7,14 10,11.5',
  E: '10,0 0,0 0,14 10,14|0,7 7,7',
  F: '10,0 0,0 0,14|0,7 7,7',
  H: '0,0 0,14|10,0 10,14|0,7 10,7',
  J: '4,0 10,0|~10,0 10,10 8,13.5 4,14 0.5,11',
  K: '0,0 0,14|10,0 0,8.5|3.5,6 10,14',
  M: '0,14 0.5,0 5,9 9.5,0 10,14',
  N: '0,14 0,0 10,14 10,0',
  P: '0,14 0,0 6,0|~6,0 9.5,1.5 9.5,5.5 6,7.5 0,7.5',
  R: '0,14 0,0 6,0|~6,0 9.5,1.5 9.5,5.5 6,7.5 0,7.5|5,7.5 10,14',
  T: '0,0 10,0|5,0 5,14',
  U: '~0,0 0,10 2.5,14 7.5,14 10,10 10,0',
  V: '0,0 5,14 10,0',
  W: '0,0 2.5,14 5,4 7.5,14 10,0',
  X: '0,0 10,14|10,0 0,14',
  Y: '0,0 5,7 10,0|5,7 5,14',
  3: '~0.5,1.5 4.5,0 9,1.5 8.5,5.5 4,7|~4,7 9.5,9 9.5,12.5 5,14 0,12.5',
  4: '7.5,14 7.5,0 0,10 10,10',
  7: '0,0 10,0 4,14',
  9: '~9.5,4 7.5,7.5 2.5,7.5 0,4 2.5,0 7.5,0 9.5,4|~9.5,4 9,10 7,14 3,14',
};

export interface Glyph {
  strokes: { smooth: boolean; points: [number, number][] }[];
}

export const GLYPH_WIDTH = 10;
export const GLYPH_HEIGHT = 14;

export const GLYPHS: ReadonlyMap<string, Glyph> = new Map(
  Object.entries(GLYPH_SOURCE).map(([char, source]) => [
    char,
    {
      strokes: source.split('|').map((stroke) => ({
        smooth: stroke.startsWith('~'),
        points: stroke
          .replace('~', '')
          .split(' ')
          .map((pair) => pair.split(',').map(Number) as [number, number]),
      })),
    },
  ]),
);

export const CAPTCHA_ALPHABET = [...GLYPHS.keys()].join('');
