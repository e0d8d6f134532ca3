import { describe, expect, it } from 'vitest';
import { parse, TYPE } from '@formatjs/icu-messageformat-parser';
import type { MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import en from '@/lang/legal.en.json';
import ph from '@/lang/legal.ph.json';
import hi from '@/lang/legal.hi.json';
import { privacyMessages } from './privacy-messages';
import { privacyProtectionMessages } from './privacy-messages-protection';
import { termsMessages } from './terms-messages';
import { termsRepaymentMessages } from './terms-messages-repayment';

type Descriptor = { id: string; defaultMessage: string; description: string };

const modules: ReadonlyArray<{ prefix: string; messages: Record<string, Descriptor> }> = [
  { prefix: 'legal.privacy.', messages: privacyMessages },
  { prefix: 'legal.privacy.', messages: privacyProtectionMessages },
  { prefix: 'legal.terms.', messages: termsMessages },
  { prefix: 'legal.terms.', messages: termsRepaymentMessages },
];

const descriptors = modules.flatMap(({ messages }) => Object.values(messages));
const defaults = new Map(descriptors.map((d) => [d.id, d.defaultMessage]));
const ids = [...defaults.keys()].sort();

const catalogues: Record<string, Record<string, string>> = { en, ph, hi };

/** Placeholder and tag signature of an ICU message: "name:kind" entries, sorted and unique. */
function signature(message: string): string[] {
  const found = new Set<string>();
  const walk = (elements: MessageFormatElement[]): void => {
    for (const el of elements) {
      switch (el.type) {
        case TYPE.argument:
          found.add(`${el.value}:argument`);
          break;
        case TYPE.number:
          found.add(`${el.value}:number`);
          break;
        case TYPE.date:
          found.add(`${el.value}:date`);
          break;
        case TYPE.time:
          found.add(`${el.value}:time`);
          break;
        case TYPE.tag:
          found.add(`${el.value}:tag`);
          walk(el.children);
          break;
        case TYPE.select:
        case TYPE.plural:
          found.add(`${el.value}:${el.type === TYPE.select ? 'select' : 'plural'}`);
          for (const option of Object.values(el.options)) walk(option.value);
          break;
        default:
          break;
      }
    }
  };
  walk(parse(message));
  return [...found].sort();
}

describe('legal message descriptors', () => {
  it('have unique explicit ids in the legal.privacy / legal.terms namespaces', () => {
    expect(defaults.size).toBe(descriptors.length);
    for (const { prefix, messages } of modules) {
      for (const [key, descriptor] of Object.entries(messages)) {
        expect(descriptor.id).toBe(`${prefix}${key}`);
      }
    }
  });

  it('have an English default message and a translator description', () => {
    for (const d of descriptors) {
      expect(d.defaultMessage.trim(), d.id).not.toBe('');
      expect(d.description.trim(), d.id).not.toBe('');
    }
  });
});

describe.each(Object.keys(catalogues))('legal catalogue %s', (language) => {
  const catalogue = catalogues[language] ?? {};

  it('has exactly the ids of the message descriptors', () => {
    expect(Object.keys(catalogue).sort()).toEqual(ids);
  });

  it('has a non-empty, valid ICU message for every id', () => {
    for (const id of ids) {
      const message = catalogue[id] ?? '';
      expect(message.trim(), id).not.toBe('');
      expect(() => parse(message), id).not.toThrow();
    }
  });

  it('uses the same placeholders and tags as the English default', () => {
    for (const id of ids) {
      expect(signature(catalogue[id] ?? ''), id).toEqual(signature(defaults.get(id) ?? ''));
    }
  });
});

describe('legal catalogue contents', () => {
  it('en equals the defaultMessage of every descriptor', () => {
    for (const id of ids) expect(catalogues.en?.[id], id).toBe(defaults.get(id));
  });

  it('ph is translated wherever the message is more than a short label', () => {
    for (const id of ids) {
      const english = defaults.get(id) ?? '';
      const words = english
        .replace(/\{[^}]*\}|<\/?\w+>/g, '')
        .split(/\s+/)
        .filter(Boolean);
      if (words.length >= 5) expect(catalogues.ph?.[id], id).not.toBe(english);
    }
  });

  it('hi is written in Devanagari wherever the message has words', () => {
    for (const id of ids) {
      const words = (hi as Record<string, string>)[id]?.replace(/\{[^}]*\}|<\/?\w+>/g, '') ?? '';
      if (/[A-Za-z]{4,}/.test(words) && !/[\u0900-\u097F]/.test(words)) {
        throw new Error(`${id} is not translated to Hindi`);
      }
    }
  });
});
