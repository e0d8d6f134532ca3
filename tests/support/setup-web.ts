import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';
import { forgetPublicConfigRequest } from '@/lib/api/public-config-request';

afterEach(() => {
  cleanup();
  // Each test is a new visit: no config request of an earlier one answers it.
  forgetPublicConfigRequest();
});
