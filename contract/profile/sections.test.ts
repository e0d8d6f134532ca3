import { describe, expect, it } from 'vitest';
import {
  FORM_SECTIONS,
  isFormSection,
  isSection,
  nextSection,
  SECTIONS,
  STAGES,
  stageOf,
  type Section,
} from './sections.ts';

describe('sections', () => {
  it('are in the order a new borrower fills them, face last', () => {
    expect(SECTIONS).toEqual([
      'basic',
      'basic2',
      'address',
      'work',
      'contacts',
      'identity',
      'bank',
      'face',
    ]);
    expect(FORM_SECTIONS).toEqual(SECTIONS.filter((section) => section !== 'face'));
  });

  it('belong to exactly one stage each, stages in order', () => {
    expect(STAGES.flatMap((entry) => entry.sections)).toEqual(SECTIONS);
    expect(STAGES.map((entry) => entry.stage)).toEqual([1, 2, 3, 4]);
  });

  it.each([
    ['basic', 1],
    ['basic2', 1],
    ['address', 1],
    ['work', 1],
    ['contacts', 2],
    ['identity', 3],
    ['bank', 3],
    ['face', 4],
  ] as const)(
    'stageOf(%s) is %i (docs/profile.md#stages: start, verify contact, verify identity, face)',
    (section, stage) => {
      expect(stageOf(section)).toBe(stage);
    },
  );

  it.each([
    [[], 'basic'],
    [['basic'], 'basic2'],
    [['basic', 'basic2', 'address'], 'work'],
    // A section skipped earlier comes first, whatever was done after it.
    [['basic', 'basic2', 'work', 'contacts'], 'address'],
    [['identity', 'bank', 'face'], 'basic'],
    [['basic', 'basic2', 'address', 'work', 'contacts', 'identity', 'bank'], 'face'],
    [[...SECTIONS], null],
  ] as [Section[], Section | null][])('nextSection(%j) is %s', (completed, expected) => {
    expect(nextSection(completed)).toBe(expected);
  });

  it('recognises section names', () => {
    expect(isSection('face')).toBe(true);
    expect(isSection('photos')).toBe(false);
    expect(isSection(undefined)).toBe(false);
    expect(isFormSection('bank')).toBe(true);
    expect(isFormSection('face')).toBe(false);
  });
});
