import { afterEach, describe, expect, it, vi } from 'vitest';

/** The page as the server writes it: the view's data in its JSON block. */
function serverPage(first: object) {
  const block = document.createElement('script');
  block.type = 'application/json';
  block.id = 'first-view-data';
  block.textContent = JSON.stringify(first);
  document.body.append(block);
}

// The module keeps what it read once per page load: each test loads it afresh.
const load = async () => {
  vi.resetModules();
  return import('./first-data');
};

describe("the server's answer for a drawn page (issue 21)", () => {
  afterEach(() => document.getElementById('first-view-data')?.remove());

  it('is taken once, by the same page, code and language, and leaves the page', async () => {
    serverPage({ page: 'flight-booking', id: 'K7', language: 'en', data: { info: { pnr_code: 'K7M2QX' } } });
    const { takeFirstData } = await load();
    expect(takeFirstData('flight-booking', 'K7', 'en')?.data).toEqual({ info: { pnr_code: 'K7M2QX' } });
    expect(document.getElementById('first-view-data')).toBeNull();
    expect(takeFirstData('flight-booking', 'K7', 'en')).toBeUndefined();
  });

  it('is not taken for another page, code or language (the app then fetches its own)', async () => {
    serverPage({ page: 'flight-booking', id: 'K7', language: 'en', data: {} });
    const { takeFirstData } = await load();
    expect(takeFirstData('transfer-booking', 'K7', 'en')).toBeUndefined();
    expect(takeFirstData('flight-booking', 'K8', 'en')).toBeUndefined();
    expect(takeFirstData('flight-booking', 'K7', 'tr')).toBeUndefined();
    expect(takeFirstData('flight-booking', 'K7', 'en')?.data).toEqual({});
  });

  it('is nothing on a page the server did not draw, or a block that is not JSON', async () => {
    expect((await load()).takeFirstData('flight-payment', 's1', 'tr')).toBeUndefined();
    const block = document.createElement('script');
    block.type = 'application/json';
    block.id = 'first-view-data';
    block.textContent = '{"page":';
    document.body.append(block);
    expect((await load()).takeFirstData('flight-payment', 's1', 'tr')).toBeUndefined();
  });
});
