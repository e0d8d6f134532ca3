import { createHash } from 'node:crypto';

/*
 * The checkout page's only style, inline and allowed by its hash in the page's own CSP
 * (docs/product.md#sandbox-adapters). Sized for a 390 px phone; 48 px touch targets; a visible
 * focus ring; every colour pair at least WCAG AA (body #1b1b1b on white 16.8:1, button white on
 * #0b5d3b 8.1:1, the notice #4a3200 on #fff4d6 10.5:1, muted #4d4d4d on white 8.5:1).
 */
export const CHECKOUT_CSS = [
  '*{box-sizing:border-box}',
  'html{-webkit-text-size-adjust:100%}',
  'body{margin:0;background:#fff;color:#1b1b1b;font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,"Noto Sans","Noto Sans Devanagari",sans-serif}',
  'main{max-width:26rem;margin:0 auto;padding:1rem}',
  'h1{font-size:1.5rem;line-height:1.25;margin:.5rem 0 1rem}',
  'h2{font-size:1.125rem;margin:1.5rem 0 .5rem}',
  '.notice{background:#fff4d6;color:#4a3200;border-radius:8px;padding:.75rem;margin:0}',
  'dl{margin:0;display:grid;gap:.75rem}',
  'dl div{display:grid;gap:.125rem}',
  'dt{color:#4d4d4d;font-size:.875rem}',
  'dd{margin:0;font-weight:600;overflow-wrap:anywhere}',
  '.amount{font-size:1.75rem}',
  'ol{padding-left:1.25rem;margin:0}',
  'li{margin:.25rem 0}',
  '.box{border:2px solid #1b1b1b;border-radius:8px;padding:.75rem;margin-top:1rem}',
  '.reference{font-size:1.5rem;font-weight:700;letter-spacing:.05em;font-variant-numeric:tabular-nums}',
  '.qr{display:block;margin:1rem auto;max-width:100%;height:auto}',
  '.muted{color:#4d4d4d}',
  '.tester{border-top:2px dashed #4d4d4d;margin-top:1.5rem}',
  'form{margin:.75rem 0}',
  'button,.link{display:flex;align-items:center;justify-content:center;width:100%;min-height:48px;padding:.5rem 1rem;border-radius:8px;font:inherit;font-weight:600;text-decoration:none;cursor:pointer}',
  'button{border:2px solid #0b5d3b;background:#0b5d3b;color:#fff}',
  'button.secondary,.link{border:2px solid #1b1b1b;background:#fff;color:#1b1b1b}',
  ':focus-visible{outline:3px solid #1a4fd6;outline-offset:2px}',
].join('');

/** The CSP source that allows exactly this style. */
export const CHECKOUT_STYLE_HASH = `'sha256-${createHash('sha256').update(CHECKOUT_CSS).digest('base64')}'`;

/**
 * The checkout page's own policy, stricter than the app's: nothing loads, no script runs, forms
 * post only to us, and no other site may frame it (a framed pay button could be clickjacked).
 */
export const CHECKOUT_CSP = [
  "default-src 'none'",
  `style-src ${CHECKOUT_STYLE_HASH}`,
  "form-action 'self'",
  "frame-ancestors 'none'",
  "base-uri 'none'",
].join('; ');
