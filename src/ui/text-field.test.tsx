import { useState } from 'react';
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { TextField } from './text-field';

function Field({ strip }: { strip?: boolean }) {
  const [value, setValue] = useState('');
  return (
    <TextField
      label="Name"
      value={value}
      onValueChange={setValue}
      stripChineseInput={strip}
      error={value ? undefined : 'Required'}
    />
  );
}

describe('TextField', () => {
  it('is labelled and announces its error, tied by aria-describedby', () => {
    render(<Field />);
    const input = screen.getByLabelText('Name');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('Required');
    expect(screen.getByRole('alert')).toHaveTextContent('Required');
  });

  it('strips Chinese characters only when the field opts in', () => {
    const { unmount } = render(<Field strip />);
    fireEvent.change(screen.getByLabelText('Name'), { target: { value: 'Ana 你好' } });
    expect(screen.getByLabelText('Name')).toHaveValue('Ana ');
    unmount();
    render(<Field />);
    fireEvent.change(screen.getByLabelText('Name'), { target: { value: 'Ana 你好' } });
    expect(screen.getByLabelText('Name')).toHaveValue('Ana 你好');
  });
});
