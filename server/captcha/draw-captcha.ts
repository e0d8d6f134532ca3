import { randomInt } from 'node:crypto';
import { CAPTCHA_ALPHABET, GLYPH_HEIGHT, GLYPH_WIDTH, GLYPHS } from './glyphs.ts';

export const CAPTCHA_WIDTH = 150;
export const CAPTCHA_HEIGHT = 50;

/** Dark inks on a light ground: every ink is above 7:1 contrast against every ground. */
const INKS = ['#1f2937', '#1e3a8a', '#7f1d1d', '#14532d', '#4c1d95'];
const GROUNDS = ['#f8fafc', '#fefce8', '#f0fdf4', '#eff6ff'];
const NOISE = ['#94a3b8', '#a8a29e', '#93c5fd'];

type Random = (min: number, max: number) => number;
/** Uniform float in [min, max) from the CSPRNG: the picture must not hint at the next one. */
const cryptoRandom: Random = (min, max) =>
  min + (randomInt(0, 1_000_000) / 1_000_000) * (max - min);
const pick = <T>(items: readonly T[]): T => items[randomInt(0, items.length)]!;

export function randomCaptchaText(): string {
  const length = randomInt(4, 6);
  return Array.from({ length }, () => pick([...CAPTCHA_ALPHABET])).join('');
}

/**
 * Draws `text` as an SVG. Glyphs are stroked paths, not <text>, and every point is rotated,
 * scaled, skewed and jittered here, so the markup never repeats a glyph's coordinates; curved
 * noise lines cross the characters. Only characters of CAPTCHA_ALPHABET can be drawn.
 */
export function drawCaptchaSvg(text: string, random: Random = cryptoRandom): string {
  const slot = (CAPTCHA_WIDTH - 16) / text.length;
  const paths: string[] = [];
  [...text].forEach((char, index) => {
    const glyph = GLYPHS.get(char);
    if (!glyph) throw new Error(`No glyph for ${JSON.stringify(char)}`);
    // Five characters get smaller glyphs, so neighbours never merge into one shape.
    const scale = random(0.88, 1) * Math.min(2.4, slot / 12);
    const angle = random(-0.25, 0.25);
    const skew = random(-0.2, 0.2);
    const cx = 8 + slot * (index + 0.5) + random(-2, 2);
    const cy = CAPTCHA_HEIGHT / 2 + random(-3, 3);
    const place = ([x, y]: [number, number]): [number, number] => {
      const gx = (x - GLYPH_WIDTH / 2 + skew * (y - GLYPH_HEIGHT / 2)) * scale + random(-0.5, 0.5);
      const gy = (y - GLYPH_HEIGHT / 2) * scale + random(-0.5, 0.5);
      return [
        cx + gx * Math.cos(angle) - gy * Math.sin(angle),
        cy + gx * Math.sin(angle) + gy * Math.cos(angle),
      ];
    };
    const d = glyph.strokes
      .map((stroke) => strokePath(stroke.points.map(place), stroke.smooth))
      .join('');
    paths.push(
      `<path d="${d}" stroke="${pick(INKS)}" stroke-width="${random(2.4, 3).toFixed(1)}"/>`,
    );
  });

  const noise = Array.from({ length: 3 }, () => {
    const y = () => random(8, CAPTCHA_HEIGHT - 8);
    const d = `M${fmt(random(0, 20))} ${fmt(y())}C${fmt(random(30, 70))} ${fmt(y())} ${fmt(random(80, 120))} ${fmt(y())} ${fmt(random(130, 150))} ${fmt(y())}`;
    return `<path d="${d}" stroke="${pick(NOISE)}" stroke-width="1.4"/>`;
  });
  const dots = Array.from(
    { length: 18 },
    () =>
      `<circle cx="${fmt(random(0, CAPTCHA_WIDTH))}" cy="${fmt(random(0, CAPTCHA_HEIGHT))}" r="1" fill="${pick(NOISE)}"/>`,
  );

  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${CAPTCHA_WIDTH}" height="${CAPTCHA_HEIGHT}" viewBox="0 0 ${CAPTCHA_WIDTH} ${CAPTCHA_HEIGHT}">` +
    `<rect width="100%" height="100%" fill="${pick(GROUNDS)}"/>` +
    dots.join('') +
    `<g fill="none" stroke-linecap="round" stroke-linejoin="round">${noise.join('')}${paths.join('')}</g></svg>`
  );
}

export const toDataUrl = (svg: string): string =>
  `data:image/svg+xml;base64,${Buffer.from(svg, 'utf8').toString('base64')}`;

const fmt = (n: number): string => n.toFixed(1);

/** A polyline, or a smooth quadratic curve through the midpoints of the same points. */
function strokePath(points: [number, number][], smooth: boolean): string {
  const [first, ...rest] = points;
  if (!first) return '';
  const move = `M${fmt(first[0])} ${fmt(first[1])}`;
  if (!smooth || rest.length < 2)
    return move + rest.map(([x, y]) => `L${fmt(x)} ${fmt(y)}`).join('');
  let d = move;
  for (let i = 0; i < rest.length - 1; i += 1) {
    const [cx, cy] = rest[i]!;
    const [nx, ny] = rest[i + 1]!;
    d += `Q${fmt(cx)} ${fmt(cy)} ${fmt((cx + nx) / 2)} ${fmt((cy + ny) / 2)}`;
  }
  const last = rest[rest.length - 1]!;
  return `${d}L${fmt(last[0])} ${fmt(last[1])}`;
}
