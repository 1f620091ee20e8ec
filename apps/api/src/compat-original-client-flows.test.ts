// The original web client's later steps (decisions 062 and 020): discovery, likes and the match,
// resetting a password, counting a visit. compat-original-client.test.ts has the earlier ones.
import { AUTH_RESULT_MESSAGES } from '@waliyy/contract';
import { describe, expect, it } from 'vitest';
import { useOriginalClient, WALI } from './test/original-client';

describe('the original web client against our API (decision 020)', () => {
  const client = useOriginalClient();
  const { send, family, createSingle, buyPlan } = client;

  it('1, 2, 4, 12, 14: discovery, likes lists, the match with the wali, the annual badge', async () => {
    // A sister's account whose only single is a woman of genotype AS.
    const sister = await family('FEMALE', 'Aishat');
    const herSingle = await createSingle(sister.token, { genotype: 'AS', ...WALI });
    // Two brothers: one at risk with her (SS), one compatible (AA).
    const risky = await family('MALE', 'Sadiq');
    const riskySingle = await createSingle(risky.token, { firstName: 'Sadiq', genotype: 'SS' });
    const brother = await family('MALE', 'Umar');
    const hisSingle = await createSingle(brother.token, { firstName: 'Umar', genotype: 'AA' });
    await buyPlan(sister.token);
    await buyPlan(brother.token);

    // 2: the dashboard asks for 1000 recommendations.
    const recs = await send(
      'GET',
      `/parent/child/${herSingle}/recommendations?page=1&limit=1000`,
      sister.token,
    );
    expect(recs.statusCode, recs.body).toBe(200);
    expect(recs.json().meta).toMatchObject({ limit: 100 });

    // 14: explore and a profile without childId apply the hard rules for her only single.
    const explore = await send('GET', '/parent/?page=1&limit=1000', sister.token);
    expect(explore.statusCode, explore.body).toBe(200);
    const cards = explore.json().data.children as { gender?: string; id: string }[];
    expect(cards.length).toBeGreaterThan(0);
    expect(cards.every((c) => c.gender !== 'FEMALE')).toBe(true);
    expect(cards.map((c) => c.id)).not.toContain(riskySingle);
    expect((await send('GET', `/recommendation/${riskySingle}`, sister.token)).statusCode).toBe(
      404,
    );
    expect((await send('GET', `/recommendation/${hisSingle}`, sister.token)).statusCode).toBe(200);

    // 1: he likes her; both lists answer `data` as the array, paging in `meta`.
    const liked = await send('POST', `/match/like/child/${hisSingle}`, brother.token, {
      profile: herSingle,
    });
    expect(liked.statusCode, liked.body).toBe(200);
    const given = await send('GET', `/match/like/child/${hisSingle}/?type=given`, brother.token);
    expect(given.statusCode).toBe(200);
    expect(Array.isArray(given.json().data)).toBe(true);
    expect(given.json().data).toHaveLength(1);
    expect(given.json().meta).toBeTruthy();
    const received = await send(
      'GET',
      `/match/like/child/${herSingle}/?type=received`,
      sister.token,
    );
    const likes = received.json().data as { _id: string }[];
    expect(Array.isArray(likes)).toBe(true);
    const like = likes.find((l) => l._id);
    expect(like).toBeTruthy();

    const accepted = await send('PUT', `/match/like/child/${herSingle}`, sister.token, {
      like: like?._id,
      reaction: 'accept',
    });
    expect(accepted.statusCode, accepted.body).toBe(200);

    // 4: the man's account receives her wali's contact; her account never sees it as his.
    const hisMatch = await send('GET', `/match/child/${hisSingle}`, brother.token);
    expect(hisMatch.statusCode).toBe(200);
    const hisView = JSON.stringify(hisMatch.json().data);
    expect(hisView).toContain(WALI.waliEmail);
    expect(hisView).toContain(WALI.waliPhoneNumber);
    expect(hisView).not.toContain(sister.email);
    const herMatch = JSON.stringify(
      (await send('GET', `/match/child/${herSingle}`, sister.token)).json(),
    );
    expect(herMatch).not.toContain(WALI.waliEmail);

    // 12: the annual badge reads `payment.duration === 12`.
    const active = await send('GET', '/subscriptions/active', brother.token);
    expect(active.json().data.duration ?? active.json().data.payment?.duration).toBe(12);
    const history = await send('GET', '/subscriptions', brother.token);
    const entry = history.json().data[0];
    expect(entry.duration ?? entry.payment?.duration).toBe(12);
  });

  it('decision 020: the like item and the match fill its profile page; the match e-mail carries her contact', async () => {
    // The client shows `${height}m ${weight}kg`, genotype, marital status, nationality and the
    // smoking/drinking/addiction badges from the like item or the match object it opened.
    const shown = (p: Record<string, unknown>) => ({
      measures: `${p.height}m ${p.weight}kg`,
      genotype: p.genotype,
      maritalStatus: p.maritalStatus,
      nationality: p.citizenship,
      smokes: p.isSmoker,
      drinks: p.isDrinker,
      addictions: p.hasAddictions,
      hasChildren: p.hasChildren,
    });
    const sister = await family('FEMALE', 'Ruqayyah');
    const herSingle = await createSingle(sister.token, {
      genotype: 'AS',
      height: 1.6,
      weight: 57,
      maritalStatus: 'DIVORCED',
      citizenship: 'Ghanaian',
      hasChildren: 'true',
      ...WALI,
    });
    const brother = await family('MALE', 'Bilal');
    const hisSingle = await createSingle(brother.token, {
      firstName: 'Bilal',
      genotype: 'AA',
      height: 1.84,
      weight: 79,
      maritalStatus: 'WIDOWED',
      citizenship: 'Sudanese',
      isSmoker: 'true',
    });
    await buyPlan(sister.token);
    await buyPlan(brother.token);
    expect(
      (await send('POST', `/match/like/child/${hisSingle}`, brother.token, { profile: herSingle }))
        .statusCode,
    ).toBe(200);

    // 7: her family opens the received like: his profile as he stated it, nothing private.
    const received = await send(
      'GET',
      `/match/like/child/${herSingle}/?type=received`,
      sister.token,
    );
    const like = (received.json().data as { _id: string; initiator: Record<string, unknown> }[])[0];
    expect(shown(like?.initiator ?? {})).toEqual({
      measures: '1.84m 79kg',
      genotype: 'AA',
      maritalStatus: 'WIDOWED',
      nationality: 'Sudanese',
      smokes: true,
      drinks: false,
      addictions: false,
      hasChildren: false,
    });
    expect(received.body).not.toContain('Bilal');
    expect(received.body).not.toContain(brother.email);
    // His family opens the given like: hers.
    const given = await send('GET', `/match/like/child/${hisSingle}/?type=given`, brother.token);
    const mine = (given.json().data as { receiver: Record<string, unknown> }[])[0];
    expect(shown(mine?.receiver ?? {})).toMatchObject({
      measures: '1.6m 57kg',
      genotype: 'AS',
      maritalStatus: 'DIVORCED',
      nationality: 'Ghanaian',
      smokes: false,
      hasChildren: true,
    });
    expect(given.body).not.toContain(WALI.waliEmail);

    // The match page: the match object is a whole profile too.
    const accepted = await send('PUT', `/match/like/child/${herSingle}`, sister.token, {
      like: like?._id,
      reaction: 'accept',
    });
    expect(accepted.statusCode, accepted.body).toBe(200);
    const hisMatch = (await send('GET', `/match/child/${hisSingle}`, brother.token)).json().data;
    expect(shown(hisMatch.match)).toMatchObject({ measures: '1.6m 57kg', nationality: 'Ghanaian' });
    const herMatch = (await send('GET', `/match/child/${herSingle}`, sister.token)).json().data;
    expect(shown(herMatch.match)).toMatchObject({ measures: '1.84m 79kg', smokes: true });

    // 8: the client has no screen for `contact`; his family reads her wali's in the e-mail.
    await client.h.flushMail();
    const toHim = client.h.smtp.latestTo(brother.email);
    expect(toHim?.subject).toContain('has a match');
    for (const value of [WALI.waliName, WALI.waliEmail, WALI.waliPhoneNumber]) {
      expect(toHim?.text).toContain(value);
    }
    const toHer = client.h.smtp.latestTo(sister.email);
    expect(toHer?.subject).toContain('has a match');
    for (const value of [brother.email, brother.phoneNumber, brother.lastName, 'Bilal']) {
      expect(toHer?.text).not.toContain(value);
    }
  });

  it('7, 9: resets with the 6-digit code alone; logout after a password change is 200', async () => {
    const sister = await family('FEMALE', 'Maimuna');
    const forgot = await send('PUT', '/auth/forgot-password', undefined, { email: sister.email });
    expect(forgot.statusCode).toBe(200);
    await client.h.flushMail();
    const mail = client.h.smtp.latestTo(sister.email);
    const code = /\b(\d{6})\b/.exec(mail?.text ?? '')?.[1];
    expect(code).toMatch(/^\d{6}$/);
    const reset = await send('PUT', '/auth/reset-password', undefined, {
      password: 'Renewed-pass-77',
      confirmPassword: 'Renewed-pass-77',
      otp: code,
    });
    expect(reset.statusCode, reset.body).toBe(200);
    expect(reset.json().message).toBe(AUTH_RESULT_MESSAGES.passwordReset);

    // 9: the old token, ended by the reset, logs out without an error.
    const logout = await send('DELETE', '/auth/logout', sister.token);
    expect(logout.statusCode).toBe(200);

    const login = await send('POST', '/auth/login', undefined, {
      email: sister.email,
      password: 'Renewed-pass-77',
    });
    expect(login.statusCode).toBe(200);
    const token = login.json().data.token as string;
    const changed = await send('PUT', '/account/change-password', token, {
      oldPassword: 'Renewed-pass-77',
      newPassword: 'Another-pass-88',
      confirmPassword: 'Another-pass-88',
    });
    expect(changed.statusCode, changed.body).toBe(200);
    const again = await send('DELETE', '/auth/logout', token);
    expect(again.statusCode).toBe(200);
  });

  it('11: counts a visit anonymously', async () => {
    const res = await send('POST', '/metrics/log-visit', undefined, { path: '/dashboard' });
    expect(res.statusCode).toBe(204);
    const sister = await family('FEMALE', 'Habiba');
    const signedIn = await send('POST', '/metrics/log-visit', sister.token, { path: '/pricing' });
    expect(signedIn.statusCode).toBe(204);
  });
});
