import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { BRIDGE_METHODS } from './bridge';

/*
 * The handlers the code calls are the ones docs/bridge.md says are in use, and each of the rest is
 * listed, with its reason, as uncalled (docs/bridge.md#uncalled-handlers) and marked "Never
 * called" in bridge.ts.
 */

const root = process.cwd();

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : [];
  });
}

/** Every `nativeBridge.<method>` the app's code refers to (a call or a handler chosen to call). */
function calledHandlers(): Set<string> {
  const called = new Set<string>();
  for (const file of sourceFiles(join(root, 'src'))) {
    for (const match of readFileSync(file, 'utf8').matchAll(/nativeBridge\.(\w+)\b/g)) {
      called.add(match[1]!);
    }
  }
  return called;
}

const docs = readFileSync(join(root, 'docs/bridge.md'), 'utf8');
const section = (heading: string) => {
  const start = docs.indexOf(`## ${heading}\n`);
  const end = docs.indexOf('\n## ', start + 1);
  return docs.slice(start, end === -1 ? undefined : end);
};
const namesIn = (text: string) => new Set([...text.matchAll(/`(\w+)`/g)].map((m) => m[1]!));
const methods = new Set<string>(Object.values(BRIDGE_METHODS));
const only = (names: Set<string>) => [...names].filter((name) => methods.has(name)).sort();

describe('bridge usage matches docs/bridge.md', () => {
  const called = [...calledHandlers()].sort();

  it('calls only known handlers', () => {
    expect(called.filter((name) => !methods.has(name))).toEqual([]);
  });

  it('calls exactly the handlers the "In use" sentence names', () => {
    const sentence = /In use today: ([^]*?)\. The others/.exec(docs)?.[1] ?? '';
    expect(only(namesIn(sentence))).toEqual(called);
  });

  it('names every called handler in the flows table', () => {
    expect(only(namesIn(section('Flows')))).toEqual(called);
  });

  it("names every called handler, and no other, in the README's flows table", () => {
    const readme = readFileSync(join(root, 'README.md'), 'utf8');
    const start = readme.indexOf('| Flow ');
    expect(start, 'the README has a flows table').toBeGreaterThan(-1);
    expect(only(namesIn(readme.slice(start, readme.indexOf('\n\n', start))))).toEqual(called);
  });

  it('lists every other handler as uncalled, with its reason in bridge.ts', () => {
    const uncalled = [...methods].filter((name) => !called.includes(name)).sort();
    expect(only(namesIn(section('Uncalled handlers')))).toEqual(uncalled);
    const bridge = readFileSync(join(root, 'src/platform/bridge.ts'), 'utf8');
    for (const name of uncalled) {
      expect(bridge, name).toMatch(new RegExp(`Never called(?:(?!\\*/)[^])*\\*/\\s*${name}:`));
    }
  });
});
