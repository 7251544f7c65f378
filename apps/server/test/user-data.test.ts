import {
  billListSchema,
  billSchema,
  couponListSchema,
  passengerListSchema,
  passengerSchema,
  userSchema,
} from '@yolcu/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  authTokens,
  bills,
  countries,
  coupons,
  notificationReads,
  notifications,
  savedPassengers,
  users,
} from '../src/db/schema.js';
import { loadDemoBroadcasts } from '../src/data/load-reference.js';
import { accountClient, TEST_PASSWORD } from './account-helpers.js';
import { createTestApp, MemoryMailer, type TestApp } from './helpers.js';

let t: TestApp;
const mailer = new MemoryMailer();
beforeAll(async () => {
  t = await createTestApp({ mailer });
  // Broadcast notifications are demo data; the notification tests count them beside personal ones.
  await loadDemoBroadcasts(t.database.db);
});
afterAll(() => t.close());

const PASSWORD = TEST_PASSWORD;
const { call, person, signedUp } = accountClient(() => t, mailer, 44);
const userIdOf = async (email: string) =>
  (await t.database.db.select().from(users).where(eq(users.email, email)))[0]!.id;
const trCountry = async () => (await t.database.db.select().from(countries).where(eq(countries.code, 'TR')))[0]!;

const profile = (over: Record<string, unknown> = {}) => ({
  username: 'ayse.y',
  first_name: 'Ayşe',
  last_name: 'Yılmaz',
  email: 'profile@example.com',
  phone_code: '90',
  phone: '555 123 45 67',
  ...over,
});

describe('profile (03 §3, 01 §5)', () => {
  let token: string;
  beforeAll(async () => {
    token = await signedUp('profile@example.com');
  });

  it('GET /api/user/ answers the user with settings; the username starts as the e-mail', async () => {
    const res = await call('GET', '/api/user/', undefined, token);
    expect(res.statusCode).toBe(200);
    const user = userSchema.parse(res.json());
    expect(user).toMatchObject({
      username: 'profile@example.com',
      email: 'profile@example.com',
      first_name: 'Ayşe',
      last_name: 'Yılmaz',
    });
    expect(user.settings).toEqual({
      country: expect.stringMatching(/^[A-Z]{2}$/),
      language: expect.any(String),
      currency: expect.any(String),
    });
  });

  it("takes back its own answer as it is, a new account's empty phone included (issue 41)", async () => {
    const own = await signedUp('roundtrip@example.com');
    const answer = (await call('GET', '/api/user/', undefined, own)).json();
    expect(answer.phone).toBe('');
    const { username, first_name, last_name, email, phone_code, phone } = answer;
    const res = await call('PUT', '/api/user/', { username, first_name, last_name, email, phone_code, phone }, own);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ email: 'roundtrip@example.com', phone: '' });
  });

  it('PUT /api/user/ updates every field and GET shows the change', async () => {
    const res = await call('PUT', '/api/user/', profile(), token);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      username: 'ayse.y',
      email: 'profile@example.com',
      phone_code: '90',
      phone: '5551234567',
    });
    const again = (await call('GET', '/api/user/', undefined, token)).json();
    expect(again).toMatchObject({ username: 'ayse.y', first_name: 'Ayşe', last_name: 'Yılmaz', phone: '5551234567' });
    // A new username signs in as well as the e-mail.
    expect((await call('POST', '/api/auth/login/', { username: 'ayse.y', password: PASSWORD })).statusCode).toBe(200);
  });

  it('every field is required', async () => {
    const res = await call('PUT', '/api/user/', {}, token);
    expect(res.statusCode).toBe(400);
    const body = res.json();
    for (const field of ['username', 'first_name', 'last_name', 'email', 'phone_code', 'phone'])
      expect(body[field], field).toEqual(['This field is required.']);
    const blank = await call('PUT', '/api/user/', profile({ first_name: '   ' }), token);
    expect(blank.statusCode).toBe(400);
    expect(blank.json().first_name).toEqual(['This field is required.']);
  });

  it('phone has 10 digits when the code is 90; other codes accept other lengths', async () => {
    for (const phone of ['555123456', '55512345678', '555-abc-4567']) {
      const res = await call('PUT', '/api/user/', profile({ phone }), token);
      expect(res.statusCode, phone).toBe(400);
      expect(res.json().phone).toEqual(['Please enter a valid phone number.']);
    }
    const abroad = await call('PUT', '/api/user/', profile({ phone_code: '49', phone: '3012345678' }), token);
    expect(abroad.statusCode).toBe(200);
    expect(abroad.json()).toMatchObject({ phone_code: '49', phone: '3012345678' });
  });

  it('username needs at least 3 characters; the e-mail must be valid', async () => {
    const short = await call('PUT', '/api/user/', profile({ username: 'ab' }), token);
    expect(short.statusCode).toBe(400);
    expect(short.json().username).toEqual(['Minimum length is 3.']);
    const bad = await call('PUT', '/api/user/', profile({ email: 'not-an-email' }), token);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().email).toEqual(['Please enter a valid email.']);
  });

  it("another user's username or e-mail answers 400 on that field, and nothing changes", async () => {
    const other = await signedUp('other@example.com', 'Mehmet', 'Kaya');
    expect(
      (await call('PUT', '/api/user/', profile({ username: 'mehmet.k', email: 'other@example.com' }), other))
        .statusCode,
    ).toBe(200);

    const takenName = await call('PUT', '/api/user/', profile({ username: 'mehmet.k' }), token);
    expect(takenName.statusCode).toBe(400);
    expect(takenName.json().username).toEqual(['This username is already taken.']);
    expect(takenName.json()).not.toHaveProperty('email');

    const takenMail = await call('PUT', '/api/user/', profile({ email: 'OTHER@example.com' }), token);
    expect(takenMail.statusCode).toBe(400);
    expect(takenMail.json().email).toEqual(['An account with this e-mail address already exists.']);
    expect(takenMail.json()).not.toHaveProperty('username');

    expect((await call('GET', '/api/user/', undefined, token)).json()).toMatchObject({
      username: 'ayse.y',
      email: 'profile@example.com',
    });
    // The user's own current username and e-mail are not "taken".
    expect((await call('PUT', '/api/user/', profile(), token)).statusCode).toBe(200);
  });

  it("a username that is another account's e-mail is taken too (login accepts either)", async () => {
    // other@example.com now has the username mehmet.k; its e-mail still signs it in.
    const res = await call('PUT', '/api/user/', profile({ username: 'other@example.com' }), token);
    expect(res.statusCode).toBe(400);
    expect(res.json().username).toEqual(['This username is already taken.']);
    const login = await call('POST', '/api/auth/login/', { username: 'other@example.com', password: PASSWORD });
    expect(login.statusCode).toBe(200);
    expect((await call('GET', '/api/user/', undefined, login.json().token)).json().username).toBe('mehmet.k');
  });

  it("an e-mail that is another account's username is taken too", async () => {
    const alias = await signedUp('alias-owner@example.com', 'Can', 'Demir');
    expect(
      (
        await call(
          'PUT',
          '/api/user/',
          profile({ username: 'can@example.com', email: 'alias-owner@example.com' }),
          alias,
        )
      ).statusCode,
    ).toBe(200);
    const res = await call('PUT', '/api/user/', profile({ email: 'can@example.com' }), token);
    expect(res.statusCode).toBe(400);
    expect(res.json().email).toEqual(['An account with this e-mail address already exists.']);
  });

  it('an e-mail used as a username, in any case, cannot register as a new account', async () => {
    const owner = await signedUp('case-owner@example.com', 'Selin', 'Acar');
    expect(
      (
        await call(
          'PUT',
          '/api/user/',
          profile({ username: 'Selin@Example.com', email: 'case-owner@example.com' }),
          owner,
        )
      ).statusCode,
    ).toBe(200);
    const res = await call('POST', '/api/auth/register/', person('selin@example.com', 'Selin', 'Başka'));
    expect(res.statusCode).toBe(400);
    expect(res.json().email).toEqual(['An account with this e-mail address already exists.']);
  });

  it('guests get 401', async () => {
    expect((await call('PUT', '/api/user/', profile())).statusCode).toBe(401);
    expect(
      (await call('PUT', '/api/user/settings/', { country: 'TR', language: 'tr', currency: 'TRY' })).statusCode,
    ).toBe(401);
  });
});

describe('settings follow the account (03 §3)', () => {
  it('PUT /api/user/settings/ is kept and comes back after a new login on another device', async () => {
    const token = await signedUp('settings@example.com');
    const settings = { country: 'DE', language: 'en', currency: 'EUR' };
    const res = await call('PUT', '/api/user/settings/', settings, token);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual(settings);
    expect((await call('GET', '/api/user/', undefined, token)).json().settings).toEqual(settings);

    const elsewhere = (
      await call('POST', '/api/auth/login/', { username: 'settings@example.com', password: PASSWORD }, undefined, 'tr')
    ).json().token;
    expect(elsewhere).not.toBe(token);
    const restored = await call('GET', '/api/user/', undefined, elsewhere, 'tr');
    expect(restored.statusCode).toBe(200);
    expect(restored.json().settings).toEqual(settings);
  });

  it('refuses unknown values field by field', async () => {
    const token = await signedUp('settings2@example.com');
    const res = await call('PUT', '/api/user/settings/', { country: 'turkey', language: 'xx', currency: 'BTC' }, token);
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json()).sort()).toEqual(['country', 'currency', 'language']);
  });
});

describe('saved passengers (03 §4)', () => {
  let token: string;
  let tr: typeof countries.$inferSelect;
  const full = () => ({
    name: 'Elif',
    surname: 'Şahin',
    gender: 'F',
    nationality_id: tr.id,
    citizen_number: '10000000146',
    birth_date: '1990-05-17',
    passport: 'u12345678',
  });
  beforeAll(async () => {
    token = await signedUp('passengers@example.com');
    tr = await trCountry();
  });

  it('creates with only name and surname: the rest null', async () => {
    const res = await call('POST', '/api/user/passenger/', { name: 'Ali', surname: 'Veli' }, token);
    expect(res.statusCode).toBe(201);
    const p = passengerSchema.parse(res.json());
    expect(p).toEqual({
      id: expect.any(Number),
      name: 'Ali',
      surname: 'Veli',
      gender: null,
      gender_display: null,
      nationality_id: null,
      citizen_number: null,
      birth_date: null,
      passport: null,
    });
  });

  it('blank optional fields are the same as missing ones', async () => {
    const res = await call(
      'POST',
      '/api/user/passenger/',
      {
        name: 'Ali',
        surname: 'Veli',
        citizen_number: '',
        birth_date: '',
        passport: '',
        gender: null,
        nationality_id: null,
      },
      token,
    );
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ citizen_number: null, birth_date: null, passport: null, gender: null });
  });

  it('creates with every field; the nationality comes back as {id, code, name}', async () => {
    const res = await call('POST', '/api/user/passenger/', full(), token);
    expect(res.statusCode).toBe(201);
    const p = passengerSchema.parse(res.json());
    expect(p).toMatchObject({
      name: 'Elif',
      surname: 'Şahin',
      gender: 'F',
      gender_display: 'Female',
      nationality_id: { id: tr.id, code: 'TR', name: tr.nameEn },
      citizen_number: '10000000146',
      birth_date: '1990-05-17',
      passport: 'U12345678',
    });
  });

  it('refuses a bad value in each filled field, naming that field', async () => {
    const tomorrow = new Date(Date.now() + 2 * 86_400_000).toISOString().slice(0, 10);
    const cases: Array<[string, unknown, string]> = [
      ['citizen_number', '12345678901', 'Please enter a valid Turkish ID number.'],
      ['citizen_number', '1000000014', 'Please enter a valid Turkish ID number.'],
      ['birth_date', tomorrow, 'Please enter a valid date.'],
      ['birth_date', '1990-02-30', 'Please enter a valid date.'],
      ['passport', 'AB123', 'Minimum length is 8.'],
      ['passport', 'AB-12345', 'Minimum length is 8.'],
      ['name', 'Elif2', 'Please enter only letters.'],
      ['surname', 'Ş4hin', 'Please enter only letters.'],
      ['name', 'El', 'Minimum length is 3.'],
      ['surname', 'Ab', 'Minimum length is 3.'],
      ['name', '', 'This field is required.'],
      ['gender', 'X', 'Invalid value.'],
      ['nationality_id', 999_999, 'Invalid value.'],
    ];
    const before = (await call('GET', '/api/user/passengers/', undefined, token)).json().results.length;
    for (const [field, value, message] of cases) {
      const res = await call('POST', '/api/user/passenger/', { ...full(), [field]: value }, token);
      expect(res.statusCode, `${field}=${value}`).toBe(400);
      const body = res.json();
      expect(body[field], `${field}=${value}`).toContain(message);
      expect(Object.keys(body), `${field}=${value}`).toEqual([field]);
    }
    expect((await call('GET', '/api/user/passengers/', undefined, token)).json().results.length).toBe(before);
    const missing = await call('POST', '/api/user/passenger/', {}, token);
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({ name: ['This field is required.'], surname: ['This field is required.'] });
  });

  it('the list shows gender_display in the request language and the nationality object', async () => {
    const en = await call('GET', '/api/user/passengers/', undefined, token, 'en');
    expect(en.statusCode).toBe(200);
    const list = passengerListSchema.parse(en.json()).results;
    const elif = list.find((p) => p.name === 'Elif')!;
    expect(elif.gender_display).toBe('Female');
    expect(elif.nationality_id).toEqual({ id: tr.id, code: 'TR', name: tr.nameEn });
    expect(list.find((p) => p.name === 'Ali')!.gender_display).toBeNull();

    const trList = passengerListSchema.parse(
      (await call('GET', '/api/user/passengers/', undefined, token, 'tr')).json(),
    ).results;
    const elifTr = trList.find((p) => p.name === 'Elif')!;
    expect(elifTr.gender_display).toBe('Kadın');
    expect(elifTr.nationality_id).toEqual({ id: tr.id, code: 'TR', name: tr.nameTr });
  });

  it('updates a passenger and the list shows the change', async () => {
    const created = (await call('POST', '/api/user/passenger/', full(), token)).json();
    const res = await call(
      'PUT',
      `/api/user/passenger/${created.id}/`,
      { name: 'Murat', surname: 'Öztürk', gender: 'M', birth_date: '1985-01-02' },
      token,
    );
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      id: created.id,
      name: 'Murat',
      surname: 'Öztürk',
      gender: 'M',
      gender_display: 'Male',
      nationality_id: null,
      citizen_number: null,
      passport: null,
      birth_date: '1985-01-02',
    });
    const listed = (await call('GET', '/api/user/passengers/', undefined, token))
      .json()
      .results.find((p: { id: number }) => p.id === created.id);
    expect(listed).toEqual(res.json());
    const bad = await call(
      'PUT',
      `/api/user/passenger/${created.id}/`,
      { name: 'Murat', surname: 'Öztürk', citizen_number: '11111111111' },
      token,
    );
    expect(bad.statusCode).toBe(400);
    expect(bad.json().citizen_number).toEqual(['Please enter a valid Turkish ID number.']);
  });

  it('deletes a passenger: 204, then gone, and a second delete is 404', async () => {
    const created = (await call('POST', '/api/user/passenger/', { name: 'Silinecek', surname: 'Kişi' }, token)).json();
    const res = await call('DELETE', `/api/user/passenger/${created.id}/`, undefined, token);
    expect(res.statusCode).toBe(204);
    expect(res.body).toBe('');
    const ids = (await call('GET', '/api/user/passengers/', undefined, token))
      .json()
      .results.map((p: { id: number }) => p.id);
    expect(ids).not.toContain(created.id);
    expect((await call('DELETE', `/api/user/passenger/${created.id}/`, undefined, token)).statusCode).toBe(404);
    expect(
      (await call('PUT', `/api/user/passenger/${created.id}/`, { name: 'Yeniden', surname: 'Kişi' }, token)).statusCode,
    ).toBe(404);
  });

  it('guests get 401', async () => {
    expect((await call('GET', '/api/user/passengers/')).statusCode).toBe(401);
    expect((await call('POST', '/api/user/passenger/', { name: 'Ali', surname: 'Veli' })).statusCode).toBe(401);
  });
});

describe('bills (03 §4, 01 §5)', () => {
  let token: string;
  const individual = (over: Record<string, unknown> = {}) => ({
    bill_type: 0,
    billing_name: 'Ayşe Yılmaz',
    city: 'İstanbul',
    district: 'Kadıköy',
    zip_code: '34710',
    address: 'Caferağa Mah. Moda Cad. No: 1',
    ...over,
  });
  beforeAll(async () => {
    token = await signedUp('bills@example.com');
  });

  it('an individual bill drops the tax fields even when sent', async () => {
    const res = await call(
      'POST',
      '/api/user/bill/',
      individual({ tax_number: '1234567890', tax_office: 'Kadıköy' }),
      token,
    );
    expect(res.statusCode).toBe(201);
    const bill = billSchema.parse(res.json());
    expect(bill).toMatchObject({
      bill_type: 0,
      bill_type_display: 'Individual',
      billing_name: 'Ayşe Yılmaz',
      zip_code: '34710',
      tax_number: null,
      tax_office: null,
    });
    const [row] = await t.database.db.select().from(bills).where(eq(bills.id, bill.id));
    expect(row).toMatchObject({ taxNumber: null, taxOffice: null });
  });

  it('an individual bill ignores whatever the hidden tax fields still hold', async () => {
    const res = await call(
      'POST',
      '/api/user/bill/',
      individual({ tax_number: '12ab', tax_office: 'x'.repeat(200) }),
      token,
    );
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ bill_type: 0, tax_number: null, tax_office: null });
  });

  it('a corporate bill needs tax office and tax number', async () => {
    const missing = await call(
      'POST',
      '/api/user/bill/',
      individual({ bill_type: 1, billing_name: 'Yolcu A.Ş.' }),
      token,
    );
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toEqual({
      tax_office: ['This field is required.'],
      tax_number: ['This field is required.'],
    });
    const blank = await call(
      'POST',
      '/api/user/bill/',
      individual({ bill_type: 1, tax_office: ' ', tax_number: '' }),
      token,
    );
    expect(blank.statusCode).toBe(400);
    expect(Object.keys(blank.json()).sort()).toEqual(['tax_number', 'tax_office']);

    const res = await call(
      'POST',
      '/api/user/bill/',
      individual({ bill_type: 1, billing_name: 'Yolcu A.Ş.', tax_office: 'Beşiktaş', tax_number: '1234567890' }),
      token,
    );
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      bill_type: 1,
      bill_type_display: 'Corporate',
      tax_office: 'Beşiktaş',
      tax_number: '1234567890',
    });
    const tr = await call('GET', '/api/user/bills/', undefined, token, 'tr');
    expect(tr.json().results.find((b: { id: number }) => b.id === res.json().id).bill_type_display).toBe('Kurumsal');
  });

  it('zip code and tax number are digits', async () => {
    const zip = await call('POST', '/api/user/bill/', individual({ zip_code: '34A10' }), token);
    expect(zip.statusCode).toBe(400);
    expect(zip.json().zip_code).toEqual(['Value must be digits.']);
    const tax = await call(
      'POST',
      '/api/user/bill/',
      individual({ bill_type: 1, tax_office: 'Beşiktaş', tax_number: '12345abcde' }),
      token,
    );
    expect(tax.statusCode).toBe(400);
    expect(Object.keys(tax.json())).toEqual(['tax_number']);
  });

  it('required fields and the maximum lengths of 01 §5', async () => {
    const empty = await call('POST', '/api/user/bill/', { bill_type: 0 }, token);
    expect(empty.statusCode).toBe(400);
    for (const field of ['billing_name', 'city', 'district', 'zip_code', 'address'])
      expect(empty.json()[field], field).toEqual(['This field is required.']);

    const limits: Array<[string, number, string]> = [
      ['billing_name', 150, 'x'],
      ['city', 100, 'x'],
      ['district', 150, 'x'],
      ['zip_code', 150, '1'],
      ['address', 500, 'x'],
    ];
    for (const [field, max, ch] of limits) {
      const over = await call('POST', '/api/user/bill/', individual({ [field]: ch.repeat(max + 1) }), token);
      expect(over.statusCode, field).toBe(400);
      expect(over.json()[field], field).toEqual([`Maximum length is ${max}.`]);
      expect(
        (await call('POST', '/api/user/bill/', individual({ [field]: ch.repeat(max) }), token)).statusCode,
        field,
      ).toBe(201);
    }
    const office = await call(
      'POST',
      '/api/user/bill/',
      individual({ bill_type: 1, tax_number: '1234567890', tax_office: 'x'.repeat(151) }),
      token,
    );
    expect(office.statusCode).toBe(400);
    expect(office.json().tax_office).toEqual(['Maximum length is 150.']);
    const type = await call('POST', '/api/user/bill/', individual({ bill_type: 2 }), token);
    expect(type.statusCode).toBe(400);
    expect(Object.keys(type.json())).toEqual(['bill_type']);
  });

  it('updates a bill; switching to individual clears the tax fields', async () => {
    const created = (
      await call(
        'POST',
        '/api/user/bill/',
        individual({ bill_type: 1, tax_office: 'Beşiktaş', tax_number: '1234567890' }),
        token,
      )
    ).json();
    const res = await call(
      'PUT',
      `/api/user/bill/${created.id}/`,
      individual({ city: 'Ankara', district: 'Çankaya', tax_office: 'Beşiktaş', tax_number: '1234567890' }),
      token,
    );
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      id: created.id,
      bill_type: 0,
      bill_type_display: 'Individual',
      city: 'Ankara',
      district: 'Çankaya',
      tax_office: null,
      tax_number: null,
    });
    const list = billListSchema.parse((await call('GET', '/api/user/bills/', undefined, token)).json()).results;
    expect(list.find((b) => b.id === created.id)).toEqual(res.json());
    const bad = await call('PUT', `/api/user/bill/${created.id}/`, individual({ zip_code: 'abc' }), token);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().zip_code).toEqual(['Value must be digits.']);
  });

  it('deletes a bill: 204, gone from the list, and a second delete is 404', async () => {
    const created = (await call('POST', '/api/user/bill/', individual(), token)).json();
    const res = await call('DELETE', `/api/user/bill/${created.id}/`, undefined, token);
    expect(res.statusCode).toBe(204);
    expect(res.body).toBe('');
    const ids = (await call('GET', '/api/user/bills/', undefined, token))
      .json()
      .results.map((b: { id: number }) => b.id);
    expect(ids).not.toContain(created.id);
    const again = await call('DELETE', `/api/user/bill/${created.id}/`, undefined, token);
    expect(again.statusCode).toBe(404);
    expect(again.json().detail).toBe('Not found.');
  });

  it('guests get 401', async () => {
    expect((await call('GET', '/api/user/bills/')).statusCode).toBe(401);
    expect((await call('POST', '/api/user/bill/', individual())).statusCode).toBe(401);
  });
});

describe('coupons (03 §4)', () => {
  it("lists only the user's coupons with used and expried_date", async () => {
    const token = await signedUp('coupons@example.com');
    await signedUp('coupons-other@example.com');
    const me = await userIdOf('coupons@example.com');
    const other = await userIdOf('coupons-other@example.com');
    const future = new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10);
    await t.database.db.insert(coupons).values([
      { userId: me, code: 'USED-50', value: 50, expiresOn: future, usedAt: new Date() },
      { userId: me, code: 'OLD-25', value: 25.5, expiresOn: '2020-01-31' },
      { userId: other, code: 'OTHER-99', value: 99, expiresOn: future },
    ]);

    const res = await call('GET', '/api/user/coupons/', undefined, token);
    expect(res.statusCode).toBe(200);
    const list = couponListSchema.parse(res.json()).results;
    expect(list).toHaveLength(2);
    expect(list.map((c) => c.code).sort()).toEqual(['OLD-25', 'USED-50']);
    expect(list.find((c) => c.code === 'USED-50')).toEqual({
      id: expect.any(Number),
      code: 'USED-50',
      value: 50,
      expried_date: future,
      used: true,
    });
    expect(list.find((c) => c.code === 'OLD-25')).toEqual({
      id: expect.any(Number),
      code: 'OLD-25',
      value: 25.5,
      expried_date: '2020-01-31',
      used: false,
    });

    const empty = await call('GET', '/api/user/coupons/', undefined, await signedUp('coupons-none@example.com'));
    expect(empty.json()).toEqual({ results: [] });
    expect((await call('GET', '/api/user/coupons/')).statusCode).toBe(401);
  });
});

describe("another user's objects answer 404 (03 §4)", () => {
  it("user B can neither change nor delete user A's passenger or bill", async () => {
    const a = await signedUp('owner-a@example.com');
    const b = await signedUp('intruder-b@example.com', 'Burak', 'Ekinci');
    const passenger = (
      await call('POST', '/api/user/passenger/', { name: 'Elif', surname: 'Şahin', passport: 'U1234567' }, a)
    ).json();
    const bill = (
      await call(
        'POST',
        '/api/user/bill/',
        {
          bill_type: 0,
          billing_name: 'Ayşe Yılmaz',
          city: 'İzmir',
          district: 'Konak',
          zip_code: '35210',
          address: 'Alsancak',
        },
        a,
      )
    ).json();

    const tries = [
      await call('PUT', `/api/user/passenger/${passenger.id}/`, { name: 'Hacked', surname: 'Name' }, b),
      await call('DELETE', `/api/user/passenger/${passenger.id}/`, undefined, b),
      await call(
        'PUT',
        `/api/user/bill/${bill.id}/`,
        { bill_type: 0, billing_name: 'Hacked', city: 'X', district: 'Y', zip_code: '1', address: 'Z' },
        b,
      ),
      await call('DELETE', `/api/user/bill/${bill.id}/`, undefined, b),
    ];
    expect(tries.map((r) => r.statusCode)).toEqual([404, 404, 404, 404]);
    // The same answer as an id that does not exist.
    const ghost = await call('DELETE', '/api/user/bill/987654/', undefined, b);
    expect(tries[3]!.json()).toEqual(ghost.json());

    expect((await call('GET', '/api/user/passengers/', undefined, a)).json().results).toEqual([passenger]);
    expect((await call('GET', '/api/user/bills/', undefined, a)).json().results).toEqual([bill]);
    expect((await call('GET', '/api/user/passengers/', undefined, b)).json().results).toEqual([]);
    expect((await call('GET', '/api/user/bills/', undefined, b)).json().results).toEqual([]);
  });
});

describe('personal notifications (03 §5)', () => {
  const info = async (token?: string) => {
    const res = await call('GET', '/api/notification/info/', undefined, token);
    expect(res.statusCode).toBe(200);
    return res.json().unread_count as number;
  };

  it('reach only their user, count as unread, and reading lowers the count', async () => {
    const a = await signedUp('notify-a@example.com');
    const b = await signedUp('notify-b@example.com', 'Burak', 'Ekinci');
    const guest = await info();
    expect(await info(a)).toBe(guest);

    const [row] = await t.database.db
      .insert(notifications)
      .values({
        userId: await userIdOf('notify-a@example.com'),
        titleTr: 'Kuponunuz hazır',
        titleEn: 'Your coupon is ready',
        contentTr: 'Hoş geldin kuponu',
        contentEn: 'Welcome coupon',
      })
      .returning();

    expect(await info(a)).toBe(guest + 1);
    expect(await info(b)).toBe(guest);
    expect(await info()).toBe(guest);

    const listA = (await call('GET', '/api/notification/list/?page=1&per_page=50', undefined, a)).json();
    expect(listA.results.find((n: { id: number }) => n.id === row!.id)).toMatchObject({
      title: 'Your coupon is ready',
      content: 'Welcome coupon',
      readed: false,
    });
    const listB = (await call('GET', '/api/notification/list/?page=1&per_page=50', undefined, b)).json();
    expect(listB.results.map((n: { id: number }) => n.id)).not.toContain(row!.id);

    // B cannot touch it: it does not exist for B.
    expect((await call('POST', `/api/notification/${row!.id}/read/`, undefined, b)).statusCode).toBe(404);
    expect(await info(a)).toBe(guest + 1);

    expect((await call('POST', `/api/notification/${row!.id}/read/`, undefined, a)).statusCode).toBe(204);
    expect(await info(a)).toBe(guest);
    expect(await info(b)).toBe(guest);
  });
});

describe('account deletion (03 §3)', () => {
  it('removes the account and its personal data; the e-mail can register again', async () => {
    const email = 'leaving@example.com';
    const token = await signedUp(email);
    const second = (await call('POST', '/api/auth/login/', { username: email, password: PASSWORD })).json().token;
    const id = await userIdOf(email);
    await call('POST', '/api/user/passenger/', { name: 'Elif', surname: 'Şahin' }, token);
    await call(
      'POST',
      '/api/user/bill/',
      {
        bill_type: 0,
        billing_name: 'Ayşe Yılmaz',
        city: 'İzmir',
        district: 'Konak',
        zip_code: '35210',
        address: 'Alsancak',
      },
      token,
    );
    await t.database.db.insert(coupons).values({ userId: id, code: 'LEAVING-10', value: 10, expiresOn: '2099-01-01' });
    const [note] = await t.database.db
      .insert(notifications)
      .values({ userId: id, titleTr: 'Kişisel', titleEn: 'Personal', contentTr: 'İçerik', contentEn: 'Content' })
      .returning();
    expect((await call('POST', '/api/notification/read-all/', undefined, token)).statusCode).toBe(204);

    // Someone else's data stays.
    const stay = await signedUp('staying@example.com');
    await call('POST', '/api/user/passenger/', { name: 'Kalan', surname: 'Yolcu' }, stay);

    const res = await call('POST', '/api/user/delete/', undefined, token);
    expect(res.statusCode).toBe(204);

    for (const old of [token, second]) {
      const after = await call('GET', '/api/user/', undefined, old);
      expect(after.statusCode).toBe(401);
      expect(after.json().detail).toBe('Your session has ended. Please log in again.');
    }
    const { db } = t.database;
    expect(await db.select().from(users).where(eq(users.id, id))).toEqual([]);
    expect(await db.select().from(authTokens).where(eq(authTokens.userId, id))).toEqual([]);
    expect(await db.select().from(savedPassengers).where(eq(savedPassengers.userId, id))).toEqual([]);
    expect(await db.select().from(bills).where(eq(bills.userId, id))).toEqual([]);
    expect(await db.select().from(coupons).where(eq(coupons.userId, id))).toEqual([]);
    expect(await db.select().from(notifications).where(eq(notifications.id, note!.id))).toEqual([]);
    expect(
      await db
        .select()
        .from(notificationReads)
        .where(eq(notificationReads.reader, `user:${id}`)),
    ).toEqual([]);
    // Broadcasts are not personal data: they stay.
    expect(await call('GET', '/api/notification/info/').then((r) => r.json().unread_count)).toBeGreaterThan(0);

    expect((await call('GET', '/api/user/passengers/', undefined, stay)).json().results).toHaveLength(1);

    const login = await call('POST', '/api/auth/login/', { username: email, password: PASSWORD });
    expect(login.statusCode).toBe(400);
    expect(login.json()).toHaveProperty('non_field_errors');

    const again = await signedUp(email, 'Yeni', 'Hesap');
    const user = (await call('GET', '/api/user/', undefined, again)).json();
    expect(user).toMatchObject({ email, username: email, first_name: 'Yeni' });
    expect((await call('GET', '/api/user/passengers/', undefined, again)).json().results).toEqual([]);
    expect((await call('GET', '/api/user/coupons/', undefined, again)).json().results).toEqual([]);
  });

  it('guests get 401', async () => {
    expect((await call('POST', '/api/user/delete/')).statusCode).toBe(401);
  });
});
