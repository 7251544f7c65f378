import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { App } from '../App';
import { session } from '../lib/session';
import { fakeApi } from '../test/fake-api';

afterEach(() => vi.unstubAllGlobals());

const renderAt = (path: string) =>
  render(
    <MemoryRouter initialEntries={[path]}>
      <App lang="en" />
    </MemoryRouter>,
  );
const staff = { status: 200, body: { id: 3, email: 'content@yolcu.example', role: 'content' } };
const about = {
  key: 'about-us',
  texts: { title: { tr: 'Hakkımızda', en: 'About us' }, content: { tr: '<p>Biz</p>', en: '<p>We</p>' } },
  revision_id: null,
  updated_at: null,
};

describe('content editor', () => {
  it('checks both languages, saves with PUT and previews the HTML the server answers', async () => {
    session.set('tok');
    const calls = fakeApi({
      'GET /session/': staff,
      'GET /content/pages/': { status: 200, body: { results: [about] } },
      'GET /content/pages/about-us/history/': { status: 200, body: { results: [] } },
      'PUT /content/pages/about-us/': {
        status: 200,
        body: {
          ...about,
          texts: { ...about.texts, content: { tr: '<p>Biz</p>', en: '<p>We travel</p>' } },
          revision_id: 9,
          updated_at: '2026-11-27T20:00:00Z',
        },
      },
    });
    renderAt('/content/pages/about-us');
    const title = await screen.findByLabelText('Title (Turkish)');
    await userEvent.clear(title);
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByText('This field is required.')).toBeTruthy();
    expect(calls.some((c) => c.method === 'PUT')).toBe(false);
    await userEvent.type(title, 'Biz kimiz');
    const en = screen.getByLabelText('Content (HTML) (English)');
    await userEvent.clear(en);
    await userEvent.type(en, '<p>We travel</p><script>x</script>');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Saved: live now.')).toBeTruthy();
    const put = calls.find((c) => c.method === 'PUT')!;
    expect(put.body).toEqual({
      title: { tr: 'Biz kimiz', en: 'About us' },
      content: { tr: '<p>Biz</p>', en: '<p>We travel</p><script>x</script>' },
    });
    const preview = screen.getByRole('region', { name: 'Preview (English)' });
    expect(within(preview).getByText('We travel')).toBeTruthy();
  });
});

describe('campaigns', () => {
  it('sends coupons for chosen accounts and lists the unknown e-mails', async () => {
    session.set('tok');
    const calls = fakeApi({
      'GET /session/': staff,
      'POST /campaigns/': {
        status: 201,
        body: {
          id: 1,
          code: null,
          value: 150,
          expires_on: '2027-01-31',
          usage_limit: null,
          coupons_given: 1,
          unknown_emails: ['nobody@example.com'],
        },
      },
    });
    renderAt('/campaigns');
    await userEvent.click(await screen.findByLabelText('Coupons for chosen accounts'));
    await userEvent.type(screen.getByLabelText('Value (TRY)'), '150');
    await userEvent.type(screen.getByLabelText('Expires on'), '2027-01-31');
    await userEvent.type(screen.getByLabelText('E-mails (one per line)'), 'ayse@example.com{enter}not-an-email');
    await userEvent.click(screen.getByRole('button', { name: 'Create campaign' }));
    expect(await screen.findByText(/line 2: /)).toBeTruthy();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
    const emails = screen.getByLabelText('E-mails (one per line)');
    await userEvent.clear(emails);
    await userEvent.type(emails, 'ayse@example.com{enter}nobody@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Create campaign' }));
    expect(await screen.findByText('No account for these addresses:')).toBeTruthy();
    expect(screen.getByText('nobody@example.com', { selector: 'li' })).toBeTruthy();
    expect(calls.find((c) => c.method === 'POST')!.body).toEqual({
      value: 150,
      expires_on: '2027-01-31',
      emails: ['ayse@example.com', 'nobody@example.com'],
    });
  });
});
