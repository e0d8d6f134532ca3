/**
 * The one localStorage key the core store lives under (docs/navigation.md#core-store); redux-persist
 * writes it as `persist:<key>`. Apart from the store so the boot script reads it without Redux.
 */
export const PERSIST_KEY = 'sulong-core';
