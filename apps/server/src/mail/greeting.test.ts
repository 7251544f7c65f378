import { describe, expect, it } from 'vitest';
import { hello } from './layout.js';

// Issue 36: a name saved before names were checked is not printed first in an account mail.
describe('the greeting of a mail', () => {
  it('greets a name by name, and greets a name carrying a link or line breaks without it', () => {
    expect(hello('en', 'Ayşe')).toBe('Hello Ayşe,');
    expect(hello('tr', 'Ayşe')).toBe('Merhaba Ayşe,');
    expect(hello('en', 'Ali\r\nYour account is locked: https://evil.example')).toBe('Hello,');
    expect(hello('tr', 'www.evil.com')).toBe('Merhaba,');
  });
});
