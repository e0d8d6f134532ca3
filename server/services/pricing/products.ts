// SCAFFOLD — the pricing helper replaces this file (DEFAULT_PRODUCTS, parsing, cap checks).
import type { ProductConfig } from './product-config.ts';

export const DEFAULT_PRODUCTS: ProductConfig[] = [];

export function resolveProducts(
  json: string | undefined,
): { ok: true; value: ProductConfig[] } | { ok: false; problem: string } {
  void json;
  return { ok: true, value: DEFAULT_PRODUCTS };
}
