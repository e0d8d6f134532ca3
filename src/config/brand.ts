/** The lender's name until the server's config names it (docs/product.md#brand). */
export const DEFAULT_PRO_NAME = 'Sulong Cash';
