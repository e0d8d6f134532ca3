import { describe, expect, it } from 'vitest';
import { readPickedContact, spacedMobile } from './picked-contact';

describe('readPickedContact (linkList reply or Contact Picker entry)', () => {
  it.each([
    [
      { name: 'Maria', phone: '0918 123 4567' },
      { name: 'Maria', phones: ['09181234567'] },
    ],
    [
      { name: 'Maria', phones: ['+639181234567', '0918-123-4567'] },
      { name: 'Maria', phones: ['09181234567'] },
    ],
    [
      { name: ['Maria', 'Mama'], tel: ['9181234567', '09195551234'] },
      { name: 'Maria', phones: ['09181234567', '09195551234'] },
    ],
    [
      {
        displayName: 'Maria',
        phoneNumbers: [{ number: '0918 123 4567' }, { value: '02 8123 4567' }],
      },
      { name: 'Maria', phones: ['09181234567'] },
    ],
    ['{"name":"Maria","phone":"09181234567"}', { name: 'Maria', phones: ['09181234567'] }],
    [
      [
        { name: 'Maria', phone: '09181234567' },
        { name: 'Other', phone: '09191234567' },
      ],
      { name: 'Maria', phones: ['09181234567'] },
    ],
    [
      { code: 0, data: { name: 'Maria', phone: '09181234567' } },
      { name: 'Maria', phones: ['09181234567'] },
    ],
    [
      { contact: '{"name":"Maria","phone":"09181234567"}' },
      { name: 'Maria', phones: ['09181234567'] },
    ],
    // No mobile number: the first number stays as it was, so the form shows what is wrong.
    [
      { name: 'Office', phone: '(02) 8123-4567' },
      { name: 'Office', phones: ['(02) 8123-4567'] },
    ],
    [
      { name: '  Juan   李 Cruz ', phone: '' },
      { name: 'Juan Cruz', phones: [] },
    ],
  ])('%j → %j', (reply, expected) => {
    expect(readPickedContact(reply)).toEqual(expected);
  });

  it.each([null, undefined, '', 'not json', '{}', {}, [], { cancelled: true }, 42, { name: 7 }])(
    '%j means nothing was picked',
    (reply) => {
      expect(readPickedContact(reply)).toBeNull();
    },
  );

  it('keeps at most 60 characters of a name and 10 numbers', () => {
    const phones = Array.from({ length: 20 }, (_, i) => `0918 123 45${String(i).padStart(2, '0')}`);
    const picked = readPickedContact({ name: 'A'.repeat(100), phones });
    expect(picked?.name).toHaveLength(60);
    expect(picked?.phones).toHaveLength(10);
  });

  it('follows the first digits config (DITO numbers start 8)', () => {
    expect(readPickedContact({ name: 'A', phone: '0895 123 4567' })?.phones).toEqual([
      '0895 123 4567',
    ]);
    expect(readPickedContact({ name: 'A', phone: '0895 123 4567' }, ['9', '8'])?.phones).toEqual([
      '08951234567',
    ]);
  });
});

describe('spacedMobile', () => {
  it('spaces a 09 number the way it is read out', () => {
    expect(spacedMobile('09181234567')).toBe('0918 123 4567');
    expect(spacedMobile('(02) 8123-4567')).toBe('(02) 8123-4567');
  });
});
