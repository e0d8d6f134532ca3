/* Zod-free: home and progress read the step order without the schemas. */

/** Profile sections in the order a new borrower completes them. */
export const SECTIONS = [
  'basic',
  'basic2',
  'address',
  'work',
  'contacts',
  'identity',
  'bank',
  'face',
] as const;
export type Section = (typeof SECTIONS)[number];

/** Sections that are forms; identity also needs its document photo, face is only a photo. */
export const FORM_SECTIONS = [
  'basic',
  'basic2',
  'address',
  'work',
  'contacts',
  'identity',
  'bank',
] as const satisfies readonly Section[];
export type FormSection = (typeof FORM_SECTIONS)[number];

/**
 * Application steps (docs/profile.md#stages): 1 start, 2 verify contact, 3 verify identity, then
 * face.
 */
export const STAGES: readonly { stage: 1 | 2 | 3 | 4; sections: readonly Section[] }[] = [
  { stage: 1, sections: ['basic', 'basic2', 'address', 'work'] },
  { stage: 2, sections: ['contacts'] },
  { stage: 3, sections: ['identity', 'bank'] },
  { stage: 4, sections: ['face'] },
];

export const isSection = (value: unknown): value is Section =>
  (SECTIONS as readonly unknown[]).includes(value);

export const isFormSection = (value: unknown): value is FormSection =>
  (FORM_SECTIONS as readonly unknown[]).includes(value);

export const stageOf = (section: Section): 1 | 2 | 3 | 4 =>
  STAGES.find((entry) => entry.sections.includes(section))?.stage ?? 1;

/** The first section of `SECTIONS` not in `completed`, or null when all are done. */
export const nextSection = (completed: readonly Section[]): Section | null =>
  SECTIONS.find((section) => !completed.includes(section)) ?? null;
