import { act, useEffect, useState } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { takeTypedInput } from './replay-typed-input';

// React's act() warns unless told it runs in a test.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

type Seen = { phone: string; agreed: boolean; language: string };
// What the form's state holds, written after each commit.
const seen: { current: Seen | null } = { current: null };

function Form() {
  const [phone, setPhone] = useState('');
  const [agreed, setAgreed] = useState(false);
  const [language, setLanguage] = useState('en');
  useEffect(() => {
    seen.current = { phone, agreed, language };
  });
  return (
    <form>
      <input aria-label="Phone" value={phone} onChange={(e) => setPhone(e.target.value)} />
      <input
        type="checkbox"
        aria-label="Agree"
        checked={agreed}
        onChange={(e) => setAgreed(e.target.checked)}
      />
      {['en', 'ph'].map((value) => (
        <input
          key={value}
          type="radio"
          name="language"
          aria-label={value}
          value={value}
          checked={language === value}
          onChange={() => setLanguage(value)}
        />
      ))}
    </form>
  );
}

describe('what the borrower typed before hydration', () => {
  it('reaches the app state as if typed after it', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Form />);
    document.body.append(container);
    const [phone, agree, , ph] = [...container.querySelectorAll('input')] as [
      HTMLInputElement,
      HTMLInputElement,
      HTMLInputElement,
      HTMLInputElement,
    ];
    // Typed and ticked on the prerendered page, before any JavaScript of the app ran.
    phone.value = '9171234567';
    agree.checked = true;
    ph.checked = true;

    await act(async () => {
      hydrateRoot(container, <Form />);
    });
    // Hydration keeps what the page shows, but the app does not know it yet.
    expect(phone.value).toBe('9171234567');
    expect(seen.current).toEqual({ phone: '', agreed: false, language: 'en' });

    const replay = takeTypedInput(container);
    await act(async () => {
      expect(replay()).toBe(3);
    });
    expect(seen.current).toEqual({ phone: '9171234567', agreed: true, language: 'ph' });
    expect(phone.value).toBe('9171234567');
    expect(agree.checked).toBe(true);
    container.remove();
  });
});
