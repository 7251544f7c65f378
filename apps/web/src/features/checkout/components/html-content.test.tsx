import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { HtmlContent } from './html-content';

describe('server HTML on the payment page', () => {
  it('shows the HTML only once sanitised, without its script handlers', async () => {
    const { container } = render(
      <HtmlContent html={'<p>Check-in closes early.</p><img src="x" onerror="alert(1)">'} />,
    );
    // Nothing of it, clean or not, before the sanitiser has loaded.
    expect(container.textContent).toBe('');
    expect(await screen.findByText('Check-in closes early.')).toBeTruthy();
    expect(container.querySelector('img')?.getAttribute('onerror')).toBeNull();
  });
});
