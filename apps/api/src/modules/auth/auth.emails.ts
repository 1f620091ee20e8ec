import { renderEmail } from '../../lib/mail/templates';

type Links = { appUrl: string; supportEmail: string };

export const verificationEmail = (firstName: string, code: string, minutes: number) =>
  renderEmail({
    subject: `${code} is your Waliyy verification code`,
    heading: `Assalamu alaikum, ${firstName}`,
    paragraphs: [
      'Thank you for joining Waliyy. Enter this code on the verification page to confirm your e-mail address:',
    ],
    code,
    footnote: `The code is valid for ${minutes} minutes and can be used once. If you did not sign up, ignore this e-mail.`,
  });

export const signUpAttemptEmail = (firstName: string, links: Links) =>
  renderEmail({
    subject: 'Someone tried to sign up with your e-mail address',
    heading: `Assalamu alaikum, ${firstName}`,
    paragraphs: [
      'Someone just tried to create a Waliyy account with this e-mail address, which already has an account. No new account was created.',
      'If it was you, log in with your existing password, or reset it if you have forgotten it.',
    ],
    button: { label: 'Reset my password', url: `${links.appUrl}/forgot-password` },
    footnote: `If it was not you, you need do nothing. Questions: ${links.supportEmail}.`,
  });

/**
 * The reset e-mail (decision 062): a 6-digit code to type and a link carrying the token; either
 * resets, and using one spends the other. Without a code (past the account's codes for the
 * day, reset-requests.ts) the link alone. The subject names no secret: it shows on lock screens.
 */
export const resetPasswordEmail = (
  firstName: string,
  secrets: { token: string; code?: string | undefined },
  minutes: number,
  links: Links,
) =>
  renderEmail({
    subject: 'Reset your Waliyy password',
    heading: `Assalamu alaikum, ${firstName}`,
    paragraphs: [
      'We received a request to reset the password of your Waliyy account.',
      secrets.code
        ? 'Enter this 6-digit code on the reset page, or use the button:'
        : 'Use the button to choose a new password:',
    ],
    ...(secrets.code ? { code: secrets.code } : {}),
    button: {
      label: 'Reset my password',
      url: `${links.appUrl}/reset-password?token=${encodeURIComponent(secrets.token)}`,
    },
    footnote: `${secrets.code ? 'The code and the link are' : 'The link is'} valid for ${minutes} minutes and can be used once. If you did not ask for this, ignore this e-mail: your password stays as it is.`,
  });

export const passwordChangedEmail = (firstName: string, links: Links) =>
  renderEmail({
    subject: 'Your Waliyy password was changed',
    heading: `Assalamu alaikum, ${firstName}`,
    paragraphs: [
      'The password of your Waliyy account was just changed, and every device was signed out.',
    ],
    footnote: `If you did not do this, reset your password at once and write to ${links.supportEmail}.`,
  });

export const alternateEmailConfirmEmail = (firstName: string, token: string, links: Links) =>
  renderEmail({
    subject: 'Confirm your alternative e-mail address for Waliyy',
    heading: `Assalamu alaikum, ${firstName}`,
    paragraphs: [
      'Please confirm that this address may be used as the alternative e-mail of your Waliyy account.',
    ],
    button: {
      label: 'Confirm this address',
      url: `${links.appUrl}/confirm-alternate-email?token=${encodeURIComponent(token)}`,
    },
    footnote: 'The link is valid for 24 hours. If you did not expect this, ignore it.',
  });

export const accountDeletedByStaffEmail = (firstName: string, links: Links) =>
  renderEmail({
    subject: 'Your Waliyy account has been deleted',
    heading: `Assalamu alaikum, ${firstName}`,
    paragraphs: [
      'Our team has deleted your Waliyy account and the profiles, preferences and likes in it.',
    ],
    footnote: `To discuss it, write to ${links.supportEmail}.`,
  });

/** A sign-in from a browser the account has not used before (issue 8). */
export const newSignInEmail = (
  firstName: string,
  details: { at: Date; browser: string },
  links: Links,
) =>
  renderEmail({
    subject: 'New sign-in to your Waliyy account',
    heading: `Assalamu alaikum, ${firstName}`,
    paragraphs: [
      `Your Waliyy account was just signed in to from a browser it has not used before (${details.at.toISOString().replace('T', ' ').slice(0, 16)} UTC).`,
      `Browser: ${details.browser}`,
      'If this was you, there is nothing to do.',
    ],
    button: { label: 'Reset my password', url: `${links.appUrl}/forgot-password` },
    footnote: `If it was not you, reset your password at once and write to ${links.supportEmail}.`,
  });

export const accountDeletedEmail = (firstName: string, links: Links) =>
  renderEmail({
    subject: 'Your Waliyy account has been deleted',
    heading: `Assalamu alaikum, ${firstName}`,
    paragraphs: [
      'Your Waliyy account and the profiles, preferences and likes in it have been deleted, as you asked.',
      'May Allah make it easy for you.',
    ],
    footnote: `Questions: ${links.supportEmail}.`,
  });

/**
 * Many wrong passwords for the account, from more addresses than its own limit allows (issue
 * 20): sent once per window of that limit, however long the guessing goes on.
 */
export const manyWrongPasswordsEmail = (firstName: string, minutes: number, links: Links) =>
  renderEmail({
    subject: 'Many wrong passwords were tried on your Waliyy account',
    heading: `Assalamu alaikum, ${firstName}`,
    paragraphs: [
      `In the last ${minutes} minutes someone tried to sign in to your Waliyy account many times with a wrong password. None of those attempts got in.`,
      'For a while, your account accepts sign-ins only from browsers you have signed in from before. If it was you, use one of those browsers, wait a little, or reset your password, which lifts the pause at once.',
      'If it was not you, there is nothing you need to do: your password was not accepted and is safe. If you use the same password on another site, consider changing it.',
    ],
    button: { label: 'Change my password', url: `${links.appUrl}/forgot-password` },
    footnote: `Questions: ${links.supportEmail}.`,
  });
