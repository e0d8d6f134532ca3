import { describe, expect, it } from 'vitest';
import { TEXT_PATTERN } from '../../contract/common-schemas.ts';
import { BAD_CHARACTERS, badText, mutateBody, pathsIn, spoilText } from './malformed.ts';
import { Random } from './random.ts';

const body = { phone: '+639171234567', device: { screen: '390x844', appType: null }, list: [1] };

describe('spoilText', () => {
  it('puts a bad character into a free-text field, keeping the rest of the body', () => {
    const random = new Random(1);
    for (let i = 0; i < 50; i += 1) {
      const spoiled = spoilText(body, new Set(['screen']), random) as typeof body;
      expect(spoiled.phone).toBe(body.phone);
      expect(spoiled.device.screen).not.toBe('390x844');
      expect(spoiled.device.screen.length).toBe('390x844'.length + 1);
      expect(BAD_CHARACTERS.some((c) => spoiled.device.screen.includes(c))).toBe(true);
    }
    expect(body.device.screen).toBe('390x844');
  });

  it('falls back to any string when no field is free text', () => {
    const spoiled = spoilText({ a: 'x' }, new Set(), new Random(2)) as { a: string };
    expect(spoiled.a).toHaveLength(2);
  });
});

describe('badText', () => {
  it('holds NUL or a lone surrogate, which the shared text pattern refuses', () => {
    const random = new Random(3);
    for (let i = 0; i < 50; i += 1) expect(badText('Maria', random)).not.toMatch(TEXT_PATTERN);
  });
});

describe('mutateBody', () => {
  it('changes one thing, never the body it was given', () => {
    const random = new Random(4);
    const original = structuredClone(body);
    let changed = 0;
    for (let i = 0; i < 100; i += 1)
      if (JSON.stringify(mutateBody(body, random)) !== JSON.stringify(body)) changed += 1;
    expect(body).toEqual(original);
    expect(changed).toBeGreaterThan(80);
  });

  it('lists every path inside a value', () => {
    expect(pathsIn(body)).toEqual([
      ['phone'],
      ['device'],
      ['device', 'screen'],
      ['device', 'appType'],
      ['list'],
      ['list', 0],
    ]);
  });
});
