import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { BankFrame } from './bank-frame';

const BANK = 'http://localhost:3000/payment/ref123/';

/** The bank's page as if it had loaded in `frame`: a code form and a Cancel form. */
function loadPage(frame: HTMLIFrameElement, url = BANK) {
  const doc = frame.contentDocument!;
  Object.defineProperty(doc, 'URL', { value: url, configurable: true });
  const html = doc.documentElement ?? doc.appendChild(doc.createElement('html'));
  const body = doc.body ?? html.appendChild(doc.createElement('body'));
  body.innerHTML =
    '<form method="post" id="code"><input name="code"><button>Confirm</button></form>' +
    '<form method="post" id="cancel"><input type="hidden" name="action" value="cancel"><button>Cancel</button></form>';
  frame.dispatchEvent(new Event('load'));
  return doc;
}

const submit = (form: HTMLFormElement) => {
  const event = new Event('submit', { bubbles: true, cancelable: true });
  form.dispatchEvent(event);
  return event;
};

describe('the bank frame (its pages leave no entry in the history, issue 41)', () => {
  it('sets the bank page before the frame is attached and sends each form into a fresh frame', () => {
    const view = render(<BankFrame url={BANK} title="3D Secure verification" />);
    const frames = () => [...view.container.querySelectorAll('iframe')];
    expect(frames()).toHaveLength(1);
    const first = frames()[0]!;
    expect(first.getAttribute('src')).toBe(BANK);
    expect(first.title).toBe('3D Secure verification');

    // The code is sent: into a new frame, hidden and untitled until its page is there.
    const doc = loadPage(first);
    const form = doc.getElementById('code') as HTMLFormElement;
    expect(submit(form).defaultPrevented).toBe(false);
    expect(frames()).toHaveLength(2);
    const second = frames()[1]!;
    expect(form.target).toBe(second.name);
    expect(second.name).not.toBe(first.name);
    expect(second.hasAttribute('src')).toBe(false);
    expect(second.title).toBe('');
    expect(second.getAttribute('aria-hidden')).toBe('true');
    expect(second.className).toContain('invisible');

    // A second press while the first is on its way is not sent again.
    expect(submit(doc.getElementById('cancel') as HTMLFormElement).defaultPrevented).toBe(true);
    expect(frames()).toHaveLength(2);

    // Its empty start is not the bank's page: nothing changes yet.
    second.dispatchEvent(new Event('load'));
    expect(frames()).toEqual([first, second]);

    // The bank's next page has loaded: it takes the first frame's place, with its title.
    const next = loadPage(second);
    expect(frames()).toEqual([second]);
    expect(second.title).toBe('3D Secure verification');
    expect(second.hasAttribute('aria-hidden')).toBe(false);
    expect(second.className).not.toContain('invisible');

    // And that page's forms go into yet another fresh frame.
    const cancel = next.getElementById('cancel') as HTMLFormElement;
    submit(cancel);
    expect(frames()).toHaveLength(2);
    expect(cancel.target).toBe(frames()[1]!.name);

    view.unmount();
    expect(frames()).toHaveLength(0);
  });

  it('leaves a form the page handles itself alone', () => {
    const view = render(<BankFrame url={BANK} title="3D Secure verification" />);
    const frame = view.container.querySelector('iframe')!;
    const form = loadPage(frame).getElementById('code') as HTMLFormElement;
    form.addEventListener('submit', (e) => e.preventDefault());
    submit(form);
    expect(view.container.querySelectorAll('iframe')).toHaveLength(1);
    expect(form.target).toBe('');
  });
});
