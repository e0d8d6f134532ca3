import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ProfileStatusView } from '@contract/profile/api';
import type { Section } from '@contract/profile/sections';
import HomeScreen from './home-screen';
import { fakeApi, renderAt } from './testing/loan-home-kit';

afterEach(() => vi.unstubAllGlobals());

const started = (completed: number, nextSection: Section): ProfileStatusView => ({
  status: 'incomplete',
  nextSection,
  completedCount: completed,
  totalCount: 8,
  canChangeBank: false,
  application: null,
});

describe('/homeIndex while the application is being filled', () => {
  it.each([
    [3, 'work', 'Step 1 of 4: Start your application.', '/workInfo'],
    [4, 'contacts', 'Step 2 of 4: Verify your contact details.', '/contact'],
    [6, 'bank', 'Step 3 of 4: Verify your identity.', '/bankInfo'],
    [7, 'face', 'Step 4 of 4: Face recognition.', '/identityInfo?step=face'],
  ] as const)(
    '%i sections done, next %s: counts in the four steps the application screens show',
    async (completed, next, step, route) => {
      fakeApi({ 'GET /api/profile/status': () => ({ body: started(completed, next) }) });
      renderAt('/homeIndex', <HomeScreen />);
      const card = await screen.findByRole('region', { name: 'Continue your application' });
      expect(card).toHaveTextContent(`${step} We kept everything you entered.`);
      // Never the sections' own count ("3 of 8 steps") beside the screens' "Step 1 of 4".
      expect(card).not.toHaveTextContent(/of 8/);
      expect(within(card).getByRole('link', { name: 'Continue' })).toHaveAttribute('href', route);
    },
  );
});
