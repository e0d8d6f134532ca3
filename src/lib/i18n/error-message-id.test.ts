import { describe, expect, it } from 'vitest';
import { ERROR_CODES } from '@contract/error-codes';
import { errorMessageId } from './error-message-id';
import { errorMessages } from './error-messages';

describe('errorMessageId', () => {
  it('names the text error-messages.ts defines for every code', () => {
    for (const code of ERROR_CODES) expect(errorMessageId(code), code).toBe(errorMessages[code].id);
  });

  it('camel-cases the code', () => {
    expect(errorMessageId('OUTSTANDING_REPAYMENT')).toBe('error.outstandingRepayment');
    expect(errorMessageId('INTERNAL')).toBe('error.internal');
  });
});
