import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { TabList, TabPanel } from './tabs';

const NAMES = ['one', 'two', 'three'] as const;
type Name = (typeof NAMES)[number];

function Example() {
  const [tab, setTab] = useState<Name>('one');
  return (
    <>
      <TabList tabs={NAMES} selected={tab} onSelect={setTab} label="Numbers" idPrefix="num">
        {(name) => name.toUpperCase()}
      </TabList>
      <TabPanel idPrefix="num" selected={tab}>
        Panel {tab}
      </TabPanel>
    </>
  );
}

const tab = (name: string) => screen.getByRole('tab', { name });

describe('TabList (the WAI-ARIA tabs pattern)', () => {
  it('names the bar, marks the chosen tab and labels the panel with it', () => {
    render(<Example />);
    expect(screen.getByRole('tablist', { name: 'Numbers' })).toBeInTheDocument();
    expect(tab('ONE')).toHaveAttribute('aria-selected', 'true');
    expect(tab('ONE')).toHaveAttribute('tabindex', '0');
    expect(tab('TWO')).toHaveAttribute('tabindex', '-1');
    expect(tab('TWO')).toHaveAttribute('aria-controls', 'num-panel');
    expect(screen.getByRole('tabpanel', { name: 'ONE' })).toHaveTextContent('Panel one');
    fireEvent.click(tab('THREE'));
    expect(tab('THREE')).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel', { name: 'THREE' })).toHaveTextContent('Panel three');
  });

  it('moves with the arrows (wrapping round), jumps with Home and End, and follows focus', () => {
    render(<Example />);
    fireEvent.keyDown(tab('ONE'), { key: 'ArrowLeft' });
    expect(tab('THREE')).toHaveAttribute('aria-selected', 'true');
    expect(tab('THREE')).toHaveFocus();
    fireEvent.keyDown(tab('THREE'), { key: 'ArrowRight' });
    expect(tab('ONE')).toHaveFocus();
    fireEvent.keyDown(tab('ONE'), { key: 'ArrowRight' });
    expect(tab('TWO')).toHaveAttribute('aria-selected', 'true');
    fireEvent.keyDown(tab('TWO'), { key: 'End' });
    expect(tab('THREE')).toHaveFocus();
    fireEvent.keyDown(tab('THREE'), { key: 'Home' });
    expect(tab('ONE')).toHaveFocus();
    expect(tab('ONE')).toHaveAttribute('aria-selected', 'true');
    // Other keys are left alone (Tab leaves the bar as usual).
    fireEvent.keyDown(tab('ONE'), { key: 'ArrowDown' });
    expect(tab('ONE')).toHaveAttribute('aria-selected', 'true');
  });
});
