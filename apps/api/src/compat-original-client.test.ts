import { describe, expect, it } from 'vitest';
import { type AuthHarness, createAuthHarness } from './test/auth-harness';
import { createBillingHarness } from './test/billing-harness';
import { clientSingle, signUpBody, useOriginalClient, WALI } from './test/original-client';

describe('the original web client against our API (decision 020)', () => {
  const { send, family, createSingle } = useOriginalClient();

  it('3: keeps the gender given at sign-up and returns it with the user', async () => {
    const sister = await family('FEMALE');
    expect(sister.user.gender).toBe('FEMALE');
    const account = await send('GET', '/account', sister.token);
    expect(account.statusCode).toBe(200);
    expect(JSON.stringify(account.json().data)).toContain('"gender":"FEMALE"');

    const unsaid = await family(undefined);
    expect(unsaid.user.gender ?? null).toBeNull();
    const refused = await send('POST', '/parent/child', unsaid.token, clientSingle());
    expect(refused.statusCode).toBe(400);
    expect(JSON.stringify(refused.json())).toMatch(/gender/i);

    const odd = await send('POST', '/auth/signup', undefined, {
      ...signUpBody(undefined, 'Hauwa'),
      gender: 'OTHER',
    });
    expect(odd.statusCode).toBe(400);
  });

  it("3, 4, 5: creates a sister's single as the client sends it, with her wali", async () => {
    const sister = await family('FEMALE', 'Zainab');
    const id = await createSingle(sister.token, WALI);
    const own = await send('GET', `/parent/child/${id}`, sister.token);
    expect(own.statusCode).toBe(200);
    const data = own.json().data;
    expect(data).toMatchObject({
      gender: 'FEMALE',
      hasChildren: false,
      state: 'Lagos',
      lga: 'London',
      ...WALI,
    });
    const children = await send('GET', '/parent/children', sister.token);
    expect(children.json().data).toEqual(
      expect.arrayContaining([expect.objectContaining({ firstName: 'Zainab' })]),
    );

    // The wali is edited in Settings; '' from the client clears nothing by accident.
    const renamed = await send('PUT', `/parent/child/${id}`, sister.token, {
      waliName: 'Abdullahi Musa Yusuf',
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    const after = (await send('GET', `/parent/child/${id}`, sister.token)).json().data;
    expect(after.waliName).toBe('Abdullahi Musa Yusuf');
    expect(after.waliEmail).toBe(WALI.waliEmail);

    const badEmail = await send('PUT', `/parent/child/${id}`, sister.token, {
      waliEmail: 'not-an-address',
    });
    expect(badEmail.statusCode).toBe(400);
  });

  it("4: stores a brother's isPolygamous from a string, shows it and takes updates", async () => {
    const brother = await family('MALE', 'Ibrahim');
    const id = await createSingle(brother.token, {
      firstName: 'Ibrahim',
      isPolygamous: 'true',
      waliName: '',
      waliEmail: '',
      waliPhoneNumber: '',
    });
    const own = (await send('GET', `/parent/child/${id}`, brother.token)).json().data;
    expect(own).toMatchObject({ gender: 'MALE', isPolygamous: true });
    const changed = await send('PUT', `/parent/child/${id}`, brother.token, {
      isPolygamous: 'false',
    });
    expect(changed.statusCode, changed.body).toBe(200);
    const after = (await send('GET', `/parent/child/${id}`, brother.token)).json().data;
    expect(after.isPolygamous).toBe(false);
  });

  it("5: accepts the client's nationalities and countries, and a county as the LGA", async () => {
    const family5 = await family('FEMALE', 'Ruqayyah');
    const pairs = [
      ['English', 'England'],
      ['Scottish', 'Scotland'],
      ['Welsh', 'Wales'],
      ['Northern Irish', 'Northern Ireland'],
      ['Turkish', 'Turkey'],
      ['Czech', 'Czech Republic'],
    ];
    for (const [citizenship, countryofResidence] of pairs) {
      const created = await send(
        'POST',
        '/parent/child',
        family5.token,
        clientSingle({ citizenship, countryofResidence, state: 'Oyo', lga: 'Yorkshire' }),
      );
      expect(created.statusCode, `${citizenship}/${countryofResidence}: ${created.body}`).toBe(201);
      const id = created.json().data;
      // One at a time: the free plan's singles limit stays out of the way.
      const gone = await send('DELETE', `/parent/child/${id}`, family5.token);
      expect(gone.statusCode).toBe(200);
    }
    // In Nigeria with a Nigerian state of origin, the LGA must be one of the state's.
    const nigerian = await send(
      'POST',
      '/parent/child',
      family5.token,
      clientSingle({ countryofResidence: 'Nigeria', state: 'Lagos', lga: 'London' }),
    );
    expect(nigerian.statusCode).toBe(400);
  });

  it('6, 10: accepts the new sects; a second preference POST updates', async () => {
    const sister = await family('FEMALE', 'Safiyyah');
    const id = await createSingle(sister.token, { sect: 'QADIRIYYAH' });
    const preference = { minAge: 25, maxAge: 40, sect: ['SALAFI', 'TIJANIYYAH', 'SUNNI'] };
    const first = await send('POST', `/parent/child/preference/${id}`, sister.token, preference);
    expect([200, 201]).toContain(first.statusCode);
    const second = await send('POST', `/parent/child/preference/${id}`, sister.token, {
      ...preference,
      maxAge: 45,
    });
    expect(second.statusCode, second.body).toBe(200);
    const read = (await send('GET', `/parent/child/preference/${id}`, sister.token)).json().data;
    expect(read).toMatchObject({ maxAge: 45 });
    expect(read.sect).toEqual(expect.arrayContaining(['SALAFI', 'TIJANIYYAH']));
  });
});

describe('8: paying in pounds with provider "paystack"', () => {
  it('goes to a provider that takes pounds', async () => {
    const h = await createBillingHarness();
    try {
      const { token } = await h.register();
      const res = await h.call('POST', `/api/v1/payment/make-payment/${h.planIds.GBP}`, {
        token,
        body: { provider: 'paystack' },
      });
      expect(res.statusCode, res.body).toBe(200);
      const data = res.json().data;
      expect(data.id).toBeTruthy();
      expect(data.data.authorization_url).toMatch(/^https?:\/\//);
      const order = await h.call('GET', `/api/v1/payment/order/${data.id}`, { token });
      expect(order.json().data.provider).toBe('paypal');
    } finally {
      await h.close();
    }
  });
});

describe('13: a web client hosted elsewhere', () => {
  const origin = 'https://app.waliyy.example';
  const preflight = (h: AuthHarness) =>
    h.app.inject({
      method: 'OPTIONS',
      url: '/api/v1/auth/login',
      headers: {
        origin,
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'content-type,authorization',
      },
    });

  it('is let in only from the origins in CORS_ORIGINS', async () => {
    const open = await createAuthHarness({ config: { CORS_ORIGINS: [origin] } });
    try {
      const res = await preflight(open);
      expect(res.statusCode).toBeLessThan(300);
      expect(res.headers['access-control-allow-origin']).toBe(origin);
      const plans = await open.app.inject({ url: '/api/v1/plans/', headers: { origin } });
      expect(plans.headers['access-control-allow-origin']).toBe(origin);
      const other = await open.app.inject({
        url: '/api/v1/plans/',
        headers: { origin: 'https://elsewhere.example' },
      });
      expect(other.headers['access-control-allow-origin']).toBeUndefined();
    } finally {
      await open.close();
    }

    const closed = await createAuthHarness();
    try {
      const res = await preflight(closed);
      expect(res.headers['access-control-allow-origin']).toBeUndefined();
    } finally {
      await closed.close();
    }
  });
});
