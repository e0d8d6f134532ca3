import { describe, expect, it } from 'vitest';
import { INTL_LOCALE } from '@contract/language';

describe('messages bundles', () => {
  it('key their catalogues by the locales the app uses', async () => {
    const source = await import('./messages-bundle-provider?raw');
    for (const locale of Object.values(INTL_LOCALE))
      expect(source.default).toContain(`'${locale}'`);
  });
});
