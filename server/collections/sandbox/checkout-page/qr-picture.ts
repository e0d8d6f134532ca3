import { createHash } from 'node:crypto';

const SIZE = 25;
const QUIET = 2;

/** A finder pattern's module at (x, y) of its 7×7 square. */
const finder = (x: number, y: number): boolean =>
  x === 0 || y === 0 || x === 6 || y === 6 || (x >= 2 && x <= 4 && y >= 2 && y <= 4);

/**
 * A QR-like picture for the sandbox's QR Ph channel: three finder squares and modules drawn from
 * a hash of the checkout id, so each checkout has its own stable picture. Nothing can scan it, on
 * purpose: the sandbox moves no money (docs/product.md#sandbox-adapters). Inline SVG needs no
 * image source in the page's CSP.
 */
export function qrPicture(seed: string, title: string, titleId: string): string {
  let bits = '';
  for (let round = 0; bits.length < SIZE * SIZE; round += 1) {
    const digest = createHash('sha256').update(`${seed}:${round}`).digest();
    for (const byte of digest) bits += byte.toString(2).padStart(8, '0');
  }
  const cells: string[] = [];
  for (let y = 0; y < SIZE; y += 1) {
    for (let x = 0; x < SIZE; x += 1) {
      const corner = (x < 8 && y < 8) || (x >= SIZE - 8 && y < 8) || (x < 8 && y >= SIZE - 8);
      const on = corner
        ? x < 7 || x >= SIZE - 7
          ? y < 7 || y >= SIZE - 7
            ? finder(x < 7 ? x : x - (SIZE - 7), y < 7 ? y : y - (SIZE - 7))
            : false
          : false
        : bits[y * SIZE + x] === '1';
      if (on) cells.push(`M${x + QUIET} ${y + QUIET}h1v1h-1z`);
    }
  }
  const box = SIZE + 2 * QUIET;
  return (
    `<svg class="qr" role="img" aria-labelledby="${titleId}" viewBox="0 0 ${box} ${box}" ` +
    `width="232" height="232" shape-rendering="crispEdges" xmlns="http://www.w3.org/2000/svg">` +
    `<title id="${titleId}">${title}</title>` +
    `<rect width="${box}" height="${box}" fill="#fff"/>` +
    `<path fill="#000" d="${cells.join('')}"/></svg>`
  );
}
