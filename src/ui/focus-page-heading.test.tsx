import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { focusPageHeading } from './focus-page-heading';

describe('focusPageHeading', () => {
  it('focuses the h1 of the page that holds the element, made focusable by script only', () => {
    render(
      <main>
        <h1>Hello</h1>
        <section>
          <button type="button">Dismiss</button>
        </section>
      </main>,
    );
    const heading = screen.getByRole('heading', { level: 1 });
    expect(heading).not.toHaveAttribute('tabindex');
    focusPageHeading(screen.getByRole('button'));
    expect(heading).toHaveFocus();
    expect(heading).toHaveAttribute('tabindex', '-1');
  });

  it('leaves the focus alone outside a page, or without an element', () => {
    render(<button type="button">Alone</button>);
    const button = screen.getByRole('button');
    button.focus();
    focusPageHeading(button);
    focusPageHeading(null);
    expect(button).toHaveFocus();
  });
});
