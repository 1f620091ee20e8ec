import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AuthHarness, createAuthHarness } from '../../test/auth-harness';
import { childBody } from '../../test/children-fixtures';

describe('singles: update, delete, ownership', () => {
  let h: AuthHarness;
  let token: string;
  let other: string;
  let body: Record<string, unknown>;
  let id: string;
  beforeAll(async () => {
    h = await createAuthHarness();
    ({ token } = await h.register());
    ({ token: other } = await h.register());
    body = childBody();
    id = (await h.call('POST', '/api/v1/parent/child', { body, token })).json().data;
  });
  afterAll(() => h.close());

  const put = (changes: unknown, t = token) =>
    h.call('PUT', `/api/v1/parent/child/${id}`, { body: changes, token: t });
  const read = async () =>
    (await h.call('GET', `/api/v1/parent/child/${id}`, { token })).json().data;

  it('changes editable fields; booleans may be the strings true/false', async () => {
    const res = await put({
      weight: 62,
      isSmoker: 'true',
      hasChildren: false,
      lga: 'Nasarawa',
      speakersListenedTo: 'Yasir Qadhi',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe('Profile updated.');
    expect(await read()).toMatchObject({
      weight: 62,
      isSmoker: true,
      hasChildren: false,
      lga: 'Nasarawa',
      speakersListenedTo: ['Yasir Qadhi'],
    });
    expect((await put({ isSmoker: 'false' })).statusCode).toBe(200);
    expect((await read()).isSmoker).toBe(false);
  });

  it('ignores read-only fields sent back unchanged (the whole profile)', async () => {
    const profile = await read();
    const res = await put({ ...profile, about: 'Kind and patient.' });
    expect(res.statusCode).toBe(200);
    expect((await read()).about).toBe('Kind and patient.');
  });

  it.each([
    ['firstName', 'Other', 'First name cannot be changed after the profile is set up.'],
    ['gender', 'MALE', 'Gender cannot be changed after the profile is set up.'],
    ['genotype', 'SS', 'Genotype cannot be changed after the profile is set up.'],
    ['state', 'Lagos', 'State of origin cannot be changed after the profile is set up.'],
    ['sect', 'SHIA', 'Sect cannot be changed after the profile is set up.'],
    ['isMixedEthnicity', 'true', 'Mixed ethnicity cannot be changed after the profile is set up.'],
    [
      'yearOfBirth',
      1990,
      'Date of birth cannot be changed here. E-mail support@waliyy.test to request a change.',
    ],
    ['fullName', 'Someone Else', 'Full name cannot be changed after the profile is set up.'],
  ])('refuses a change to read-only %s', async (field, value, message) => {
    const res = await put({ [field]: value, about: 'Changed?' });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[field]).toBe(message);
    expect((await read()).about).not.toBe('Changed?');
  });

  it('validates editable fields with the setup messages', async () => {
    expect((await put({ height: 180 })).json().errors.height).toMatch(/between 1 and 2.5 metres/);
    expect((await put({ maritalStatus: 'X' })).json().errors.maritalStatus).toBe(
      'Marital Status is required',
    );
    expect((await put({ about: '' })).json().errors.about).toBe('Tell us about you');
    expect((await put({ isDrinker: 'yes' })).json().errors.isDrinker).toBe(
      'This field is required',
    );
  });

  it('keeps the LGA consistent with the stored state', async () => {
    const res = await put({ lga: 'Ikeja' });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors.lga).toBe('Select an LGA of the chosen state');
  });

  // Contact details and names on update: children-terms.test.ts.

  it("answers 404 for another account's single on every route", async () => {
    for (const [method, url] of [
      ['GET', `/api/v1/parent/child/${id}`],
      ['PUT', `/api/v1/parent/child/${id}`],
      ['DELETE', `/api/v1/parent/child/${id}`],
      ['GET', `/api/v1/parent/child/preference/${id}`],
      ['POST', `/api/v1/parent/child/preference/${id}`],
      ['PUT', `/api/v1/parent/child/preference/${id}`],
      ['GET', '/api/v1/parent/child/not-a-uuid'],
      ['DELETE', '/api/v1/parent/child/00000000-0000-4000-8000-000000000000'],
    ] as const) {
      const res = await h.call(method, url, {
        token: other,
        body: method === 'GET' || method === 'DELETE' ? undefined : { about: 'x' },
      });
      expect(res.statusCode, `${method} ${url}`).toBe(404);
      expect(res.json().code).toBe('NOT_FOUND');
    }
    expect((await h.call('GET', '/api/v1/parent/children', { token: other })).json().data).toEqual(
      [],
    );
    expect((await read()).id).toBe(id);
  });

  it('answers 401 without a token on every route', async () => {
    for (const [method, url] of [
      ['POST', '/api/v1/parent/child'],
      ['GET', '/api/v1/parent/children'],
      ['GET', `/api/v1/parent/child/${id}`],
      ['PUT', `/api/v1/parent/child/${id}`],
      ['DELETE', `/api/v1/parent/child/${id}`],
      ['GET', `/api/v1/parent/child/preference/${id}`],
      ['POST', `/api/v1/parent/child/preference/${id}`],
      ['PUT', `/api/v1/parent/child/preference/${id}`],
    ] as const) {
      const res = await h.call(method, url, {
        body: method === 'POST' || method === 'PUT' ? {} : undefined,
      });
      expect(res.statusCode, `${method} ${url}`).toBe(401);
    }
  });

  it('deletes the single and its preferences', async () => {
    const own = (await h.call('POST', '/api/v1/parent/child', { body: childBody(), token })).json()
      .data;
    await h.call('POST', `/api/v1/parent/child/preference/${own}`, { body: {}, token });
    const res = await h.call('DELETE', `/api/v1/parent/child/${own}`, { token });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe('Profile deleted.');
    expect((await h.call('GET', `/api/v1/parent/child/${own}`, { token })).statusCode).toBe(404);
    expect(
      (await h.call('GET', `/api/v1/parent/child/preference/${own}`, { token })).statusCode,
    ).toBe(404);
    expect((await h.call('DELETE', `/api/v1/parent/child/${own}`, { token })).statusCode).toBe(404);
  });
});
