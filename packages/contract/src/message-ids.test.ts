import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ADMIN_MESSAGES } from './admin-messages';
import { LoginForm, SignUpForm } from './auth';
import { AUTH_MESSAGES, AUTH_RESULT_MESSAGES } from './auth-messages';
import { BILLING_MESSAGES } from './billing-messages';
import { CHILD_MESSAGES, CHILD_RESULT_MESSAGES } from './child-messages';
import { DISCOVERY_MESSAGES } from './discovery-messages';
import { ErrorBody } from './errors';
import { GENERIC_MESSAGES } from './generic-messages';
import { LIKES_MESSAGES, MATCH_GUIDANCE } from './likes-messages';
import { isStaffMessage, messageIds, messageRef, messageTable } from './message-ids';
import { PREFERENCE_MESSAGES, PREFERENCE_RESULT_MESSAGES } from './preference-messages';
import { SAFETY_MESSAGES } from './safety-messages';
import { TERMS_MESSAGES, TERMS_SPLIT_MESSAGES } from './terms-messages';
import { TEXT_MESSAGES } from './text-chars';

const strings = (table: Record<string, unknown>) =>
  Object.values(table).filter((value): value is string => typeof value === 'string');

describe('message ids (decision 078)', () => {
  it('gives every fixed message of the contract’s tables an id', () => {
    const tables = [
      AUTH_MESSAGES,
      AUTH_RESULT_MESSAGES,
      CHILD_MESSAGES,
      CHILD_RESULT_MESSAGES,
      TEXT_MESSAGES,
      TERMS_MESSAGES,
      TERMS_SPLIT_MESSAGES,
      PREFERENCE_MESSAGES,
      PREFERENCE_RESULT_MESSAGES,
      GENERIC_MESSAGES,
      LIKES_MESSAGES,
      MATCH_GUIDANCE,
      SAFETY_MESSAGES,
      DISCOVERY_MESSAGES,
      BILLING_MESSAGES,
      ADMIN_MESSAGES,
    ];
    for (const english of tables.flatMap(strings)) {
      expect(messageRef(english), english).toBeDefined();
    }
  });

  it('names an entry after its table and name, and keeps a rule’s value', () => {
    expect(messageRef(AUTH_MESSAGES.phoneFormat)).toEqual({ messageId: 'auth.phoneFormat' });
    expect(messageRef(AUTH_RESULT_MESSAGES.loginInvalid)).toEqual({
      messageId: 'server.loginInvalid',
    });
    expect(messageRef(GENERIC_MESSAGES.NOT_FOUND)).toEqual({ messageId: 'error.NOT_FOUND' });
    expect(messageRef(AUTH_MESSAGES.passwordMin)).toEqual({
      messageId: 'minChars',
      values: { count: 8 },
    });
    expect(messageRef(CHILD_MESSAGES.tooLong(2000))).toEqual({
      messageId: 'maxChars',
      values: { count: 2000 },
    });
    // One rule, one id, wherever its table: the ranges and a split detail take their values.
    expect(messageRef(CHILD_MESSAGES.heightRange)).toEqual(messageRef(PREFERENCE_MESSAGES.height));
    expect(messageRef(PREFERENCE_MESSAGES.weight)).toEqual({
      messageId: 'weightRange',
      values: { min: '30', max: '250' },
    });
    expect(messageRef(TERMS_SPLIT_MESSAGES.email)).toEqual({
      messageId: 'terms.split',
      values: { kind: 'email' },
    });
    expect(messageRef('Something only a person wrote')).toBeUndefined();
  });

  it('names the likes’, reports’ and match’s answers the web says (server.<table><Name>)', () => {
    expect(messageRef(LIKES_MESSAGES.planRequired)).toEqual({
      messageId: 'server.likesPlanRequired',
    });
    expect(messageRef(LIKES_MESSAGES.matchCancelled)).toEqual({
      messageId: 'server.likesMatchCancelled',
    });
    expect(messageRef(SAFETY_MESSAGES.alreadyReported)).toEqual({
      messageId: 'server.safetyAlreadyReported',
    });
    expect(messageRef(MATCH_GUIDANCE.womanWali)).toEqual({
      messageId: 'server.matchGuidanceWomanWali',
    });
    // Every entry of their tables, the refusals, list envelopes and checks too.
    expect(messageRef(LIKES_MESSAGES.likeNotFound)).toEqual({
      messageId: 'server.likesLikeNotFound',
    });
    expect(messageRef(SAFETY_MESSAGES.reason)).toEqual({ messageId: 'server.safetyReason' });
  });

  it('names discovery’s, billing’s and the staff console’s entries after their table', () => {
    expect(messageRef(DISCOVERY_MESSAGES.pageTooDeep)).toEqual({
      messageId: 'discovery.pageTooDeep',
    });
    expect(messageRef(BILLING_MESSAGES.planNotFound)).toEqual({
      messageId: 'billing.planNotFound',
    });
    // A check both discovery and the reports say: one English, one id.
    expect(messageRef(DISCOVERY_MESSAGES.childId)).toEqual(messageRef(SAFETY_MESSAGES.childId));
    const staff = messageRef(ADMIN_MESSAGES.reportClosed);
    expect(staff).toEqual({ messageId: 'admin.reportClosed' });
    // The console speaks English (decision 070): its ids go on the wire, no catalog says them.
    expect(isStaffMessage(staff!)).toBe(true);
    expect(messageIds()).not.toContain('admin.reportClosed');
    expect(messageIds()).toContain('discovery.pageTooDeep');
  });

  it('gives a message billing writes with a function its id, its values the words put in', () => {
    expect(messageRef(BILLING_MESSAGES.paymentRedirected('paypal', 'paystack', 'NGN'))).toEqual({
      messageId: 'billing.paymentRedirected',
      values: { asked: 'PayPal', used: 'Paystack', currency: 'NGN' },
    });
    expect(messageRef(BILLING_MESSAGES.paymentsUnavailable('GHS'))).toEqual({
      messageId: 'billing.paymentsUnavailable',
      values: { currency: 'GHS' },
    });
    expect(messageIds()).toEqual(
      expect.arrayContaining(['billing.paymentRedirected', 'billing.paymentsUnavailable']),
    );
    // Other words around the same values are not the message.
    expect(messageRef('Payments in GHS are open.')).toBeUndefined();
  });

  it('gives one id one English (a rule’s with its values)', () => {
    const byId = new Map<string, Set<string>>();
    for (const [english, ref] of messageTable()) {
      const said = `${english} ${JSON.stringify(ref.values ?? {})}`;
      byId.set(ref.messageId, (byId.get(ref.messageId) ?? new Set()).add(said));
    }
    for (const [id, said] of byId) {
      // The same id for two messages only when they are one rule with different values.
      if (said.size > 1) expect(['terms.split', 'minChars', 'maxChars'], id).toContain(id);
    }
    expect(messageIds()).toContain('exactChars');
  });

  it('gives the issues of the contract’s checks their ids, as the browser runs them', () => {
    const signUp = SignUpForm.safeParse({
      fname: 'A',
      lname: '',
      emailAddress: 'nope',
      phoneNumber: '1',
      password: 'short',
      confirmPassword: 'other',
      acceptTerms: false,
    });
    const login = LoginForm.safeParse({ emailAddress: '', password: '' });
    const issues = [...(signUp.error?.issues ?? []), ...(login.error?.issues ?? [])];
    expect(issues.length).toBeGreaterThan(4);
    for (const issue of issues) expect(messageRef(issue.message), issue.message).toBeDefined();
  });

  it('adds the ids to the error body without changing what it held', () => {
    // A body from before (and a client that reads only message and errors) still parses.
    const before = { message: 'Enter Full Name', code: 'VALIDATION', errors: { name: 'x' } };
    expect(ErrorBody.parse(before)).toEqual(before);
    const withIds = {
      ...before,
      messageId: 'auth.nameRequired',
      errorIds: { name: { messageId: 'minChars', values: { count: 2 } } },
    };
    expect(ErrorBody.parse(withIds)).toEqual(withIds);
  });

  it('loads no zod: the login page reads the ids before its checks load', () => {
    // Every module message-ids.ts imports, and theirs in turn (a table moved back beside its
    // schemas would bring zod, and every schema it builds, to the login page's first draw).
    const seen = new Set<string>();
    const visit = (name: string) => {
      if (seen.has(name)) return;
      seen.add(name);
      const source = readFileSync(new URL(`./${name}.ts`, import.meta.url), 'utf8');
      // `import type` is erased at build time: it loads nothing.
      for (const [, from] of source.matchAll(
        /^(?:import(?! type )|export)[^;]*?from '([^']+)';/gms,
      )) {
        if (!from?.startsWith('./')) {
          expect(from, `${name}.ts imports a package`).not.toMatch(/^zod/);
          continue;
        }
        visit(from.slice(2));
      }
    };
    visit('message-ids');
    expect(seen.size).toBeGreaterThan(10);
  });
});
