import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Picture, PICTURES } from './pictures';
import { STEPS } from './steps';

/** What one drawing may weigh as markup (docs/install.md#pictures). */
const PICTURE_BUDGET_BYTES = 1024;

describe('the tutorials’ pictures (docs/install.md#pictures)', () => {
  it.each(PICTURES)('%s is a decorative SVG within the byte budget', (id) => {
    const markup = renderToStaticMarkup(<Picture id={id} />);
    expect(markup).toMatch(/^<svg [^>]*aria-hidden="true"/);
    expect(markup).toContain('focusable="false"');
    // Our own line drawings: no embedded image, no words to translate.
    expect(markup).not.toMatch(/<image|<text|data:/);
    expect(new TextEncoder().encode(markup).length).toBeLessThanOrEqual(PICTURE_BUDGET_BYTES);
  });

  it('every picture illustrates some step, and every step has one', () => {
    const used = new Set(Object.values(STEPS).flatMap((steps) => steps.map((s) => s.picture)));
    expect([...used].sort()).toEqual([...PICTURES].sort());
  });
});
