import { encode } from 'uqr';

/**
 * A QR code drawn as one SVG path from the modules' matrix: no image, no inline markup, nothing
 * the CSP has to allow. A quiet zone of four modules, as scanners expect.
 */
export function QrCode({ value, label }: { value: string; label: string }) {
  const { data, size } = encode(value, { ecc: 'M', border: 0 });
  const margin = 4;
  const d = data
    .flatMap((row, y) => row.map((dark, x) => (dark ? `M${x + margin} ${y + margin}h1v1h-1z` : '')))
    .join('');
  const box = size + margin * 2;
  return (
    <svg
      className="qr"
      role="img"
      aria-label={label}
      viewBox={`0 0 ${box} ${box}`}
      shapeRendering="crispEdges"
    >
      <rect width={box} height={box} fill="#fff" />
      <path d={d} fill="#000" />
    </svg>
  );
}
