import { airportListSchema } from '@yolcu/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helpers.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const search = async (keyword?: string, lang = 'en') => {
  const res = await t.app.inject({
    url: '/api/flight/airport/',
    query: keyword === undefined ? {} : { keyword },
    headers: { 'accept-language': lang },
  });
  expect(res.statusCode).toBe(200);
  return airportListSchema.parse(res.json()).results;
};

describe('GET /api/flight/airport/', () => {
  it('answers the popular list, led by Istanbul, without a keyword or under 3 characters', async () => {
    const popular = await search();
    expect(popular.slice(0, 3).map((a) => a.code)).toEqual(['IST', 'SAW', 'AYT']);
    expect((await search('is')).map((a) => a.code)).toEqual(popular.map((a) => a.code));
  });

  it.each(['ist', 'İst', 'istanbul', 'IST', 'İSTANBUL', 'Istanbul'])(
    'finds Istanbul airports for %s',
    async (keyword) => {
      const codes = (await search(keyword)).slice(0, 3).map((a) => a.code);
      expect(codes).toContain('IST');
      expect(codes).toContain('SAW');
    },
  );

  it("names Turkey's airports in the request's language (issue 22)", async () => {
    const name = async (keyword: string, lang: string) =>
      (await search(keyword, lang)).find((a) => a.code === keyword)?.name;
    expect(await name('IST', 'en')).toBe('Istanbul Airport');
    expect(await name('IST', 'tr')).toBe('İstanbul Havalimanı');
    expect(await name('ADB', 'en')).toBe('Izmir Adnan Menderes Airport');
    expect(await name('SAW', 'en')).toBe('Istanbul Sabiha Gökçen Airport');
    expect(await name('LHR', 'tr')).toBe('London Heathrow Airport');
    // The popular list that fills the home form's departure is English too.
    expect((await search(undefined, 'en'))[0]?.name).toBe('Istanbul Airport');
  });

  it('puts an exact code first', async () => {
    expect((await search('ayt'))[0]?.code).toBe('AYT');
    expect((await search('LHR'))[0]?.code).toBe('LHR');
  });

  it('matches Turkish spellings without Turkish letters and the other way round', async () => {
    expect((await search('izmir'))[0]?.code).toBe('ADB');
    expect((await search('İzmir'))[0]?.code).toBe('ADB');
    expect((await search('nevsehir')).map((a) => a.code)).toContain('NAV');
    expect((await search('dalaman'))[0]?.code).toBe('DLM');
    expect((await search('çanakkale'))[0]?.code).toBe('CKZ');
  });

  it('shows cities in the request language', async () => {
    expect((await search('IST', 'tr'))[0]).toMatchObject({ code: 'IST', city: 'İstanbul', country_code: 'TR' });
    expect((await search('IST', 'en'))[0]).toMatchObject({ city: 'Istanbul' });
  });

  it('answers an empty list for nonsense and 400 for an over-long keyword', async () => {
    expect(await search('qqqzzz')).toEqual([]);
    const res = await t.app.inject({ url: '/api/flight/airport/', query: { keyword: 'x'.repeat(101) } });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toHaveProperty('keyword');
  });
});
