import { act } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { holdEarlyActions, releaseEarlyActions } from './hold-early-actions';

// React's act() warns unless told it runs in a test.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const sent = vi.fn();
const tapped = vi.fn();

function Form() {
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        sent();
      }}
    >
      <input aria-label="Phone" />
      <button type="button" onClick={tapped}>
        Get code
      </button>
      <button type="submit">Sign in</button>
    </form>
  );
}

let root: Root | null = null;

function paint(): HTMLElement {
  const container = document.createElement('div');
  container.innerHTML = renderToString(<Form />);
  document.body.append(container);
  holdEarlyActions(container);
  return container;
}

afterEach(() => {
  act(() => root?.unmount());
  root = null;
  releaseEarlyActions(false);
  document.body.replaceChildren();
  sent.mockClear();
  tapped.mockClear();
});

describe('a tap before the app is live', () => {
  it('happens once the app has hydrated: the last one only', async () => {
    const container = paint();
    const [getCode, signIn] = [...container.querySelectorAll('button')] as [
      HTMLButtonElement,
      HTMLButtonElement,
    ];
    getCode.click();
    // Sending the form natively would reload the page with the phone in its address.
    const submit = new Event('submit', { bubbles: true, cancelable: true });
    container.querySelector('form')!.dispatchEvent(submit);
    expect(submit.defaultPrevented).toBe(true);
    signIn.click();
    expect([sent.mock.calls.length, tapped.mock.calls.length]).toEqual([0, 0]);

    await act(async () => {
      root = hydrateRoot(container, <Form />);
    });
    await act(async () => releaseEarlyActions(true));
    expect([sent.mock.calls.length, tapped.mock.calls.length]).toEqual([1, 0]);
    // Released: taps now go to the app alone.
    getCode.click();
    expect(tapped).toHaveBeenCalledTimes(1);
  });

  it('is dropped when the app renders afresh instead', () => {
    const container = paint();
    container.querySelector('button')!.click();
    releaseEarlyActions(false);
    expect(tapped).not.toHaveBeenCalled();
  });
});
