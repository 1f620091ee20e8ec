import { LIKES_MESSAGES, LikeActionResponse, MatchResponse } from '@waliyy/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Account } from '../../test/discovery-fixtures';
import { createSafetyHarness, type SafetyHarness } from '../../test/safety-fixtures';

// A suspended family can no longer answer or cancel: its match ends at once (the other side is
// free again and the guardian's contact is gone), and a paused single cannot send interest.
describe('suspension ends matches; a paused single cannot like', () => {
  let h: SafetyHarness;
  let admin: Account;

  beforeAll(async () => {
    h = await createSafetyHarness();
    admin = await h.admin();
  });
  afterAll(() => h.close());

  it('suspending the woman’s family ends the match and withdraws the contact from his side', async () => {
    const him = await h.family('MALE');
    const her = await h.family('FEMALE');
    const liked = LikeActionResponse.parse((await h.like(him, her.single)).json());
    expect((await h.respond(her, liked.data.like._id, 'accept')).statusCode).toBe(200);
    const before = MatchResponse.parse(
      (await h.call('GET', `/api/v1/match/child/${him.single.id}`, him.token)).json(),
    );
    expect(before.data?.contact?.email).toBe(her.email);

    const suspended = await h.call(
      'PUT',
      `/api/v1/admin/accounts/${her.userId}/suspend`,
      admin.token,
      {
        reason: 'Shared a phone number in the about text',
      },
    );
    expect(suspended.statusCode).toBe(200);

    const after = MatchResponse.parse(
      (await h.call('GET', `/api/v1/match/child/${him.single.id}`, him.token)).json(),
    );
    expect(after.data).toBeNull();
    expect(JSON.stringify(after)).not.toContain(her.email);
    await h.flushMail();
    expect(h.smtp.received.some((m) => m.to === him.email && /no longer active/.test(m.text))).toBe(
      true,
    );
  });

  it('a paused single’s like is refused with a clear message', async () => {
    const him = await h.family('MALE');
    const her = await h.family('FEMALE');
    const paused = await h.call('PUT', `/api/v1/parent/child/${him.single.id}/pause`, him.token, {
      paused: true,
    });
    expect(paused.statusCode).toBe(200);
    const refused = await h.like(him, her.single);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      code: 'CONFLICT',
      message: LIKES_MESSAGES.pausedSingle,
    });
  });
});
