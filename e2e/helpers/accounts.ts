import { type APIRequestContext, expect } from '@playwright/test';
import { lastMailTo } from '../mail-sink';

/**
 * A fresh, activated account made through the API, in English, with a client address of its own:
 * the server trusts one proxy hop in the journeys (TRUST_PROXY=1), so these sign-ups do not spend
 * the sign-up limit per address (5 in 15 minutes) that the browser's own sign-ups count against,
 * and a journey tried again still gets its account.
 */
export async function signUpThroughApi(
  request: APIRequestContext,
  person: { prefix: string; first: string; last: string; password: string },
) {
  const email = `${person.prefix}-${Date.now()}@example.com`;
  const headers = {
    'x-forwarded-for': `10.77.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250) + 1}`,
  };
  const registered = await request.post('/api/auth/register/', {
    headers,
    data: {
      first_name: person.first,
      last_name: person.last,
      email,
      password: person.password,
      comfirm_password: person.password,
    },
  });
  // A refusal (the sign-up limit, say) is said as such, not as a mail that never came.
  expect(registered.status(), await registered.text()).toBe(201);
  const code = /\b(\d{6})\b/.exec(await lastMailTo(email))![1];
  const activated = await request.post('/api/auth/activate/', { headers, data: { email, code } });
  expect(activated.status(), await activated.text()).toBe(200);
  const token = (await activated.json()).token as string;
  await request.put('/api/user/settings/', {
    headers: { authorization: `Token ${token}` },
    data: { language: 'en', country: 'TR', currency: 'TRY' },
  });
  return { email, token };
}
