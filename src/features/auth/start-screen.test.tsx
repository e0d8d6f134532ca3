import { act, fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../tests/support/render';
import StartScreen from './start-screen';

describe('/start sign-in form', () => {
  it('offers the three languages and every control with a label', () => {
    renderWithProviders(<StartScreen />, { route: '/start' });
    expect(screen.getByRole('radio', { name: 'English' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Pilipino' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'हिन्दी' })).toBeInTheDocument();
    expect(screen.getByLabelText('Mobile number')).toHaveAttribute('autocomplete', 'tel-national');
    expect(screen.getByLabelText('SMS code')).toHaveAttribute('autocomplete', 'one-time-code');
    expect(screen.getByRole('checkbox')).not.toBeChecked();
  });

  it('shows each problem at its field before anything is sent', async () => {
    renderWithProviders(<StartScreen />, { route: '/start' });
    fireEvent.change(screen.getByLabelText('Mobile number'), {
      target: { value: '0817 123 4567' },
    });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Sign in' })));
    expect(screen.getByLabelText('Mobile number')).toHaveAccessibleDescription(/It starts with 9/);
    expect(screen.getByLabelText('SMS code')).toHaveAccessibleDescription(
      'Enter the 4-digit code from the SMS.',
    );
    expect(screen.getByText('Please agree to the Privacy Policy to continue.')).toBeInTheDocument();
  });

  it('accepts the ways Filipinos write their number and keeps only digits in the code', async () => {
    renderWithProviders(<StartScreen />, { route: '/start' });
    fireEvent.change(screen.getByLabelText('Mobile number'), {
      target: { value: '+63 917-123-4567' },
    });
    fireEvent.change(screen.getByLabelText('SMS code'), { target: { value: '12a345' } });
    expect(screen.getByLabelText('SMS code')).toHaveValue('1234');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Sign in' })));
    expect(screen.getByLabelText('Mobile number')).not.toHaveAttribute('aria-invalid');
  });
});
