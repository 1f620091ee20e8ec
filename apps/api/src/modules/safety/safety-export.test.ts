import { AccountExportResponse, LikeActionResponse } from '@waliyy/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Family, privateOf } from '../../test/likes-fixtures';
import { createSafetyHarness, type SafetyHarness } from '../../test/safety-fixtures';

describe('GET /account/export (decision 012)', () => {
  let h: SafetyHarness;
  let man: Family;
  let woman: Family;
  let admirer: Family;
  let blocked: Family;
  let raw: string;

  beforeAll(async () => {
    h = await createSafetyHarness();
    man = await h.family('MALE');
    woman = await h.family('FEMALE');
    admirer = await h.family('FEMALE');
    blocked = await h.family('FEMALE', { plan: false });
    await h.preference(man.single.id, { minAge: 20, maxAge: 35, sect: ['SUNNI'] });
    const liked = LikeActionResponse.parse((await h.like(man, woman.single)).json());
    expect((await h.respond(woman, liked.data.like._id, 'accept')).statusCode).toBe(200);
    expect((await h.like(admirer, man.single)).statusCode).toBe(200);
    expect(
      (await h.call('POST', '/api/v1/block', man.token, { profile: blocked.single.id })).statusCode,
    ).toBe(200);
    expect(
      (
        await h.call('POST', '/api/v1/report', man.token, {
          profile: blocked.single.id,
          reason: 'harassment',
          note: 'Rude messages',
        })
      ).statusCode,
    ).toBe(200);
    const res = await h.get('/api/v1/account/export', man.token);
    expect(res.statusCode, res.body).toBe(200);
    raw = res.body;
  });
  afterAll(() => h.close());

  it("contains the account's profile, preferences, likes, matches, payments, blocks and reports", () => {
    const data = AccountExportResponse.parse(JSON.parse(raw)).data;
    expect(data.account).toMatchObject({ id: man.userId, email: man.email, phone: man.phone });
    expect(data.singles).toHaveLength(1);
    expect(data.singles[0]?.profile).toMatchObject({
      id: man.single.id,
      firstName: man.single.firstName,
      lastName: man.single.lastName,
    });
    expect(data.singles[0]?.preference).toMatchObject({ minAge: 20, maxAge: 35, sect: ['SUNNI'] });
    expect(data.likes).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          single: man.single.id,
          direction: 'given',
          other: woman.single.displayId,
          status: 'accepted',
        }),
        expect.objectContaining({
          single: man.single.id,
          direction: 'received',
          other: admirer.single.displayId,
          status: 'pending',
        }),
      ]),
    );
    expect(data.matches).toEqual([
      expect.objectContaining({
        single: man.single.id,
        other: woman.single.displayId,
        status: 'active',
      }),
    ]);
    expect(data.payments).toHaveLength(1);
    expect(data.payments[0]).toMatchObject({
      planName: 'Premium',
      amount: 10000,
      currency: 'NGN',
      duration: 12,
    });
    expect(data.blocks).toEqual([expect.objectContaining({ displayId: blocked.single.displayId })]);
    expect(data.reports).toEqual([
      expect.objectContaining({
        displayId: blocked.single.displayId,
        reason: 'harassment',
        note: 'Rude messages',
      }),
    ]);
  });

  it("has no other account's private fields anywhere in the raw JSON (the match's contact included)", () => {
    for (const other of [woman, admirer, blocked]) {
      for (const secret of privateOf(other)) expect(raw, secret).not.toContain(secret);
      // Other singles appear by display id only: not even their ids.
      expect(raw).not.toContain(other.single.id);
      expect(raw).not.toContain(other.userId);
    }
    // Dates of birth: only the account's own single carries them.
    expect(raw.match(/"yearOfBirth"/g)).toHaveLength(1);
    expect(raw.match(/"monthOfBirth"/g)).toHaveLength(1);
  });

  it('needs a token', async () => {
    expect((await h.app.inject({ method: 'GET', url: '/api/v1/account/export' })).statusCode).toBe(
      401,
    );
  });
});
