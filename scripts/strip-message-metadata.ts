import { parse } from 'acorn';
import MagicString from 'magic-string';
import type { Plugin } from 'vite';

type Node = { type: string; start: number; end: number; [key: string]: unknown };
type Property = Node & {
  key: Node & { name?: string; value?: unknown };
  value: Node & { value?: unknown };
};

const keyName = (p: Property): string | undefined =>
  p.key.type === 'Identifier'
    ? p.key.name
    : typeof p.key.value === 'string'
      ? p.key.value
      : undefined;

const isStringProp = (p: Property, name: string) =>
  p.type === 'Property' &&
  keyName(p) === name &&
  p.value.type === 'Literal' &&
  typeof p.value.value === 'string';

function walk(node: unknown, visit: (n: Node) => void): void {
  if (!node || typeof node !== 'object') return;
  if (Array.isArray(node)) return node.forEach((child) => walk(child, visit));
  const n = node as Node;
  if (typeof n.type === 'string') visit(n);
  for (const key of Object.keys(n)) if (key !== 'type') walk(n[key], visit);
}

/**
 * Removes `description` and `defaultMessage` from message descriptors (objects with a literal id
 * and defaultMessage). The compiled catalogues carry every text — the catalogue test fails on a
 * missing one — so in production these are dead weight on a cheap phone's first load.
 */
export function stripMessageMetadata(
  code: string,
): { code: string; map: ReturnType<MagicString['generateMap']> } | null {
  if (!code.includes('defaultMessage')) return null;
  const ast = parse(code, { ecmaVersion: 'latest', sourceType: 'module' });
  const out = new MagicString(code);
  let changed = false;
  walk(ast, (node) => {
    if (node.type !== 'ObjectExpression') return;
    const props = node.properties as Property[];
    if (
      !props.some((p) => isStringProp(p, 'id')) ||
      !props.some((p) => isStringProp(p, 'defaultMessage'))
    )
      return;
    for (const p of props) {
      if (!isStringProp(p, 'description') && !isStringProp(p, 'defaultMessage')) continue;
      // Take the trailing comma with the property so the object stays valid.
      const end = code[p.end] === ',' ? p.end + 1 : p.end;
      out.remove(p.start, end);
      changed = true;
    }
  });
  return changed ? { code: out.toString(), map: out.generateMap({ hires: true }) } : null;
}

export function stripMessageMetadataPlugin(): Plugin {
  return {
    name: 'sulong-strip-message-metadata',
    apply: 'build',
    enforce: 'post',
    transform(code, id) {
      if (!/\/src\/.*\.[jt]sx?$/.test(id)) return null;
      return stripMessageMetadata(code);
    },
  };
}
