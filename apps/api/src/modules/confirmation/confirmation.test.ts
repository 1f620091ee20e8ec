// The single's own "this is me" (decision 083): her link, her page, her answer.
import { ConfirmProfileViewResponse, PublicProfile } from '@waliyy/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { singleConfirmations } from '../../db/schema';
import { type AuthHarness, createAuthHarness } from '../../test/auth-harness';
import {
  confirmationSteps,
  confirmTokenTo,
  familyWithSingle,
  herAddress,
} from '../../test/confirmation-steps';

describe("the single's own confirmation", () => {
  let h: AuthHarness;
  let steps: ReturnType<typeof confirmationSteps>;
  beforeAll(async () => {
    h = await createAuthHarness();
    steps = confirmationSteps(h);
  });
  afterAll(() => h.close());

  it('e-mails her a week-long link in her language; only a keyed hash is stored', async () => {
    const { token, childId } = await familyWithSingle(h);
    expect((await steps.status(token, childId)).state).toBe('not_asked');
    const email = herAddress();
    const res = await steps.send(token, childId, { email: email.toUpperCase(), language: 'ha' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toBe(
      'We have sent the link. It is valid for 7 days and can be used once.',
    );
    await h.flushMail();
    const mail = h.smtp.latestTo(email);
    expect(mail?.subject).toBe('Kin yarda a gabatar da ke a Waliyy?');
    const linkToken = confirmTokenTo(h, email) ?? '';
    expect(linkToken.length).toBeGreaterThan(30);
    expect(await steps.status(token, childId)).toMatchObject({
      state: 'waiting',
      channel: 'email',
      sentTo: email,
      language: 'ha',
    });
    const [row] = await h.database.db
      .select()
      .from(singleConfirmations)
      .where(eq(singleConfirmations.childId, childId));
    expect(row?.tokenHash).toBeTruthy();
    expect(row?.tokenHash).not.toContain(linkToken);
    expect(JSON.stringify(row)).not.toContain(linkToken);
  });

  it("refuses the account's own e-mail, alternative e-mail and phone: the guardian cannot confirm", async () => {
    const { input, token, childId } = await familyWithSingle(h);
    const alternate = herAddress('alt');
    expect(
      (
        await h.call('POST', '/api/v1/account/alternate-email', {
          token,
          body: { email: alternate },
        })
      ).statusCode,
    ).toBe(200);
    for (const body of [
      { email: input.email.toUpperCase() },
      { email: alternate },
      { phone: input.phoneNumber },
      { phone: '08031234567' },
    ]) {
      const res = await steps.send(token, childId, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json()).toMatchObject({
        code: 'VALIDATION',
        message:
          'The link must go to the single’s own address, not the account’s: only the single can confirm.',
        messageId: 'server.confirmationSameAsAccount',
      });
    }
    expect((await steps.status(token, childId)).state).toBe('not_asked');
  });

  it("is 404 for another family's single and for an id that is no UUID", async () => {
    const { childId } = await familyWithSingle(h);
    const { token: other } = await familyWithSingle(h);
    for (const id of [childId, 'not-a-uuid']) {
      expect((await steps.send(other, id, { email: herAddress() })).statusCode).toBe(404);
      const read = await h.call('GET', `/api/v1/parent/child/${id}/confirmation`, { token: other });
      expect(read.statusCode).toBe(404);
    }
  });

  it('shows her the profile exactly as other families read it, nothing private', async () => {
    const { input, token, childId } = await familyWithSingle(h);
    const { email, linkToken } = await steps.linkFor(token, childId);
    const res = await steps.view(linkToken);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const view = ConfirmProfileViewResponse.parse(res.json()).data;
    expect(view.purpose).toBe('ask');
    // Another family's read without the viewer's own like state (`relation`): she is no viewer.
    const shown = Object.keys(PublicProfile.shape).filter((key) => key !== 'relation');
    expect(Object.keys(view.profile).sort()).toEqual(shown.sort());
    expect(view.profile.compatibility).toBeNull();
    const own = await steps.child(token, childId);
    for (const secret of [own.firstName, own.lastName, input.email, input.phoneNumber, email]) {
      expect(res.body).not.toContain(secret);
    }
    expect(res.body).not.toMatch(/yearOfBirth|monthOfBirth|fullName|wali/);
  });

  it('agree: confirmed, the guardian told, a standing withdrawal link sent; the link is spent', async () => {
    const { input, token, childId } = await familyWithSingle(h);
    const { email, linkToken } = await steps.linkFor(token, childId);
    const res = await steps.answer(linkToken, true);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      message: 'Thank you. Your profile is confirmed.',
      data: { state: 'confirmed' },
    });
    expect((await steps.status(token, childId)).state).toBe('confirmed');
    await h.flushMail();
    expect(h.smtp.latestTo(input.email)?.subject).toMatch(/confirmed the profile$/);
    expect(h.smtp.latestTo(email)?.subject).toBe('Your Waliyy profile is confirmed');
    const standing = confirmTokenTo(h, email) ?? '';
    expect(standing).not.toBe(linkToken);
    // Single use: the ask link is spent.
    expect((await steps.answer(linkToken, true)).statusCode).toBe(400);
    const again = await steps.view(linkToken);
    expect(again.statusCode).toBe(400);
    expect(again.json().messageId).toBe('server.confirmationLinkInvalid');
    // The standing link shows the profile, to withdraw.
    expect((await steps.view(standing)).json().data.purpose).toBe('withdraw');
    expect((await steps.child(token, childId)).isPaused).toBe(false);
  });

  it('no: the profile paused (likes kept), the guardian told, the state declined', async () => {
    const { input, token, childId } = await familyWithSingle(h);
    const { linkToken } = await steps.linkFor(token, childId);
    const res = await steps.answer(linkToken, false);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ data: { state: 'declined' } });
    expect((await steps.child(token, childId)).isPaused).toBe(true);
    expect((await steps.status(token, childId)).state).toBe('declined');
    await h.flushMail();
    expect(h.smtp.latestTo(input.email)?.subject).toMatch(/did not agree to the profile$/);
    expect((await steps.answer(linkToken, true)).statusCode).toBe(400);
  });

  it('withdrawal later: clears the confirmation, pauses the profile, tells the guardian', async () => {
    const { input, token, childId } = await familyWithSingle(h);
    const { email, linkToken } = await steps.linkFor(token, childId);
    await steps.answer(linkToken, true);
    await h.flushMail();
    const standing = confirmTokenTo(h, email) ?? '';
    // "Agree" on the standing link changes nothing and leaves it usable.
    expect((await steps.answer(standing, true)).json().data.state).toBe('confirmed');
    const res = await steps.answer(standing, false);
    expect(res.json()).toMatchObject({
      message: 'You have withdrawn. The profile is hidden from other families.',
      data: { state: 'declined' },
    });
    expect((await steps.status(token, childId)).state).toBe('declined');
    expect((await steps.child(token, childId)).isPaused).toBe(true);
    await h.flushMail();
    expect(h.smtp.latestTo(input.email)?.subject).toMatch(/withdrew the confirmation$/);
    expect((await steps.answer(standing, false)).statusCode).toBe(400);
  });

  it('her no stands over her guardian: resuming waits for her yes, even with a new link out', async () => {
    const { token, childId } = await familyWithSingle(h);
    const resume = () =>
      h.call('PUT', `/api/v1/parent/child/${childId}/pause`, { token, body: { paused: false } });
    await steps.answer((await steps.linkFor(token, childId)).linkToken, false);
    const refused = await resume();
    expect(refused.statusCode, refused.body).toBe(409);
    expect(refused.json()).toMatchObject({ messageId: 'server.confirmationSaidNo' });
    expect((await steps.child(token, childId)).isPaused).toBe(true);
    const { linkToken } = await steps.linkFor(token, childId);
    expect((await resume()).statusCode).toBe(409);
    await steps.answer(linkToken, true);
    expect((await resume()).statusCode).toBe(200);
    expect((await steps.child(token, childId)).isPaused).toBe(false);
  });

  it('her yes is to the profile she read: changed since, she is asked to read it again (409)', async () => {
    const { token, childId } = await familyWithSingle(h);
    const { linkToken } = await steps.linkFor(token, childId);
    const read = (await steps.view(linkToken)).json().data;
    expect(read.version).toMatch(/^[A-Za-z0-9_-]{22}$/);
    // A trivial edit (weight) changes what she reads, and keeps her link live.
    const edit = await h.call('PUT', `/api/v1/parent/child/${childId}`, {
      token,
      body: { weight: 61 },
    });
    expect(edit.statusCode, edit.body).toBe(200);
    const stale = await h.call('PUT', '/api/v1/confirm-profile', {
      body: { token: linkToken, agree: true, version: read.version },
    });
    expect(stale.statusCode, stale.body).toBe(409);
    expect(stale.json()).toMatchObject({ messageId: 'server.confirmationProfileChanged' });
    expect((await steps.status(token, childId)).state).toBe('waiting');
    const again = (await steps.view(linkToken)).json().data;
    expect(again.version).not.toBe(read.version);
    const agreed = await h.call('PUT', '/api/v1/confirm-profile', {
      body: { token: linkToken, agree: true, version: again.version },
    });
    expect(agreed.statusCode, agreed.body).toBe(200);
    expect((await steps.status(token, childId)).state).toBe('confirmed');
  });

  it('a new link voids the last one', async () => {
    const { token, childId } = await familyWithSingle(h);
    const first = await steps.linkFor(token, childId);
    const second = await steps.linkFor(token, childId);
    expect((await steps.view(first.linkToken)).statusCode).toBe(400);
    expect((await steps.view(second.linkToken)).statusCode).toBe(200);
    expect((await steps.status(token, childId)).sentTo).toBe(second.email);
  });

  it('a link lives 7 days', async () => {
    const { input, token, childId } = await familyWithSingle(h);
    const { linkToken } = await steps.linkFor(token, childId);
    h.clock.advance(7 * 86_400_000 - 1000);
    expect((await steps.view(linkToken)).statusCode).toBe(200);
    h.clock.advance(2000);
    expect((await steps.view(linkToken)).statusCode).toBe(400);
    expect((await steps.answer(linkToken, true)).statusCode).toBe(400);
    const fresh = await h.login(input);
    expect((await steps.status(fresh, childId)).state).toBe('not_asked');
  });

  it('limits links per single and per address, so it cannot flood anyone', async () => {
    const { token, childId } = await familyWithSingle(h);
    for (let i = 0; i < 3; i += 1) {
      expect((await steps.send(token, childId, { email: herAddress() })).statusCode).toBe(200);
    }
    const fourth = await steps.send(token, childId, { email: herAddress() });
    expect(fourth.statusCode).toBe(429);
    expect(fourth.json().code).toBe('RATE_LIMITED');

    const target = herAddress('target');
    for (let i = 0; i < 3; i += 1) {
      const family = await familyWithSingle(h);
      expect((await steps.send(family.token, family.childId, { email: target })).statusCode).toBe(
        200,
      );
    }
    const family = await familyWithSingle(h);
    expect((await steps.send(family.token, family.childId, { email: target })).statusCode).toBe(
      429,
    );
  });
});
