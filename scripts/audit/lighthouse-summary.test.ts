import { describe, expect, it } from 'vitest';
import type { Result } from 'lighthouse';
import { describeItem, failedAuditsOf } from './lighthouse-summary.ts';

// Just the fields the summary reads, shaped like a Lighthouse 13 result.
const lhr = {
  categories: {
    accessibility: {
      score: 0.9,
      auditRefs: [
        { id: 'color-contrast', weight: 7 },
        { id: 'html-has-lang', weight: 3 },
        { id: 'landmark-one-main', weight: 0 },
      ],
    },
    'best-practices': { score: 1, auditRefs: [{ id: 'errors-in-console', weight: 1 }] },
  },
  audits: {
    'color-contrast': {
      id: 'color-contrast',
      title: 'Background and foreground colors do not have a sufficient contrast ratio.',
      score: 0,
      scoreDisplayMode: 'binary',
      details: {
        type: 'table',
        items: [
          {
            node: {
              type: 'node',
              selector: 'form > button.primary',
              snippet: '<button class="primary">',
              explanation: 'Fix any of the following: contrast of 3.1',
            },
          },
        ],
      },
    },
    'html-has-lang': {
      id: 'html-has-lang',
      title: 'has lang',
      score: 1,
      scoreDisplayMode: 'binary',
    },
    'landmark-one-main': {
      id: 'landmark-one-main',
      title: 'x',
      score: 0,
      scoreDisplayMode: 'binary',
    },
    'errors-in-console': {
      id: 'errors-in-console',
      title: 'ok',
      score: 1,
      scoreDisplayMode: 'binary',
    },
  },
} as unknown as Result;

describe('failedAuditsOf', () => {
  it('lists weighted audits under 1 with the offending elements', () => {
    expect(failedAuditsOf(lhr, ['accessibility', 'best-practices'])).toEqual([
      {
        category: 'accessibility',
        id: 'color-contrast',
        title: 'Background and foreground colors do not have a sufficient contrast ratio.',
        score: 0,
        details: [
          'form > button.primary | <button class="primary"> | Fix any of the following: contrast of 3.1',
        ],
      },
    ]);
  });
});

describe('describeItem', () => {
  it('summarizes a console error with its source location', () => {
    expect(
      describeItem({
        source: 'network',
        description: 'Failed to load resource: 404',
        sourceLocation: { type: 'source-location', url: 'http://x/api/a', line: 0 },
      }),
    ).toBe('description: Failed to load resource: 404 | source: network | at http://x/api/a:0');
  });
});
