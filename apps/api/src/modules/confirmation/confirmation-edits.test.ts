// A substantive edit asks her again; a trivial one does not (decision 083, SUBSTANTIVE_FIELDS).
import { SUBSTANTIVE_FIELDS } from '@waliyy/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AuthHarness, createAuthHarness } from '../../test/auth-harness';
import { confirmationSteps, confirmTokenTo, familyWithSingle } from '../../test/confirmation-steps';

describe('an edit after her confirmation', () => {
  let h: AuthHarness;
  let steps: ReturnType<typeof confirmationSteps>;
  beforeAll(async () => {
    h = await createAuthHarness();
    steps = confirmationSteps(h);
  });
  afterAll(() => h.close());

  const edit = (token: string, childId: string, body: Record<string, unknown>) =>
    h.call('PUT', `/api/v1/parent/child/${childId}`, { token, body });

  /** A single who confirmed from her link: her address and the standing link. */
  async function confirmed() {
    const family = await familyWithSingle(h);
    const { email, linkToken } = await steps.linkFor(family.token, family.childId, {
      language: 'yo',
    });
    expect((await steps.answer(linkToken, true)).statusCode).toBe(200);
    await h.flushMail();
    return { ...family, email, standing: confirmTokenTo(h, email) ?? '' };
  }

  it('lists what others read and weigh of her, not measures, logistics or the wali', () => {
    for (const field of ['firstName', 'genotype', 'maritalStatus', 'about', 'profession']) {
      expect(SUBSTANTIVE_FIELDS).toContain(field);
    }
    for (const field of ['weight', 'height', 'countryofResidence', 'waliEmail']) {
      expect(SUBSTANTIVE_FIELDS).not.toContain(field);
    }
  });

  it('a substantive edit clears her confirmation and sends a new link to her stored address, in her language', async () => {
    const { token, childId, email, standing } = await confirmed();
    const res = await edit(token, childId, { about: 'Patient, kind and fond of reading.' });
    expect(res.statusCode, res.body).toBe(200);
    expect(await steps.status(token, childId)).toMatchObject({ state: 'waiting', sentTo: email });
    await h.flushMail();
    const mail = h.smtp.latestTo(email);
    expect(mail?.subject).toBe('Ṣé o gbà kí a ṣàfihàn rẹ lórí Waliyy?');
    expect(mail?.text).toContain('A ti yí àlàyé ẹni rẹ padà');
    const fresh = confirmTokenTo(h, email) ?? '';
    expect(fresh).not.toBe(standing);
    // The standing link went with the confirmation; the new one shows the edited profile.
    expect((await steps.view(standing)).statusCode).toBe(400);
    const view = await steps.view(fresh);
    expect(view.json().data.profile.about).toBe('Patient, kind and fond of reading.');
    expect((await steps.answer(fresh, true)).statusCode).toBe(200);
    expect((await steps.status(token, childId)).state).toBe('confirmed');
  });

  it('a marital status change asks her again too', async () => {
    const { token, childId } = await confirmed();
    expect((await edit(token, childId, { maritalStatus: 'DIVORCED' })).statusCode).toBe(200);
    expect((await steps.status(token, childId)).state).toBe('waiting');
  });

  it('a trivial edit (weight, height, residence) keeps her confirmation and sends nothing', async () => {
    const { token, childId, email, standing } = await confirmed();
    const before = h.smtp.latestTo(email);
    const res = await edit(token, childId, { weight: 64, height: 1.64 });
    expect(res.statusCode, res.body).toBe(200);
    expect((await steps.status(token, childId)).state).toBe('confirmed');
    await h.flushMail();
    expect(h.smtp.latestTo(email)).toEqual(before);
    expect((await steps.view(standing)).statusCode).toBe(200);
  });

  it('a substantive field sent back unchanged is no edit', async () => {
    const { token, childId } = await confirmed();
    const profile = await steps.child(token, childId);
    expect((await edit(token, childId, { about: profile.about, weight: 70 })).statusCode).toBe(200);
    expect((await steps.status(token, childId)).state).toBe('confirmed');
  });

  it('while her link is still live, an edit sends no second one: it shows the profile as it is', async () => {
    const { token, childId } = await familyWithSingle(h);
    const { email, linkToken } = await steps.linkFor(token, childId);
    const before = h.smtp.latestTo(email);
    expect((await edit(token, childId, { about: 'Calm and generous.' })).statusCode).toBe(200);
    await h.flushMail();
    expect(h.smtp.latestTo(email)).toEqual(before);
    expect((await steps.view(linkToken)).json().data.profile.about).toBe('Calm and generous.');
  });
});
