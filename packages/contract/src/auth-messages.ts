import { NAME_MIN, OTP_LENGTH, PASSWORD_MIN } from './constants';

// The auth messages without the schemas (and without zod): pages that only show a message —
// the login page before its first check, toasts — need not build the schemas to read it.
// auth.ts re-exports them.

// product.md §5 with its exact messages. The one exception: the name rule says 2 characters and so
// must its message (the spec's 'Must be 5 characters or more' contradicts its own rule).
export const AUTH_MESSAGES = {
  nameRequired: 'Enter Full Name',
  nameMin: `Must be ${NAME_MIN} characters or more`,
  nameMax: 'Must be 50 characters or fewer',
  emailRequired: 'Enter Email Address',
  loginEmailRequired: 'Enter email address',
  emailInvalid: 'Invalid Email Address',
  emailDisposable: 'Invalid email. Please use a standard email.',
  phoneRequired: 'Enter Phone Number',
  phoneFormat: 'Enter a phone number, e.g. 0803 123 4567 or +44 7911 123456',
  phoneMin: 'Too short',
  phoneMax: 'Too long',
  passwordRequired: 'Create a password',
  loginPasswordRequired: 'Enter password',
  passwordMin: `Must be ${PASSWORD_MIN} characters or more`,
  passwordMax: 'Must be 128 characters or fewer',
  confirmRequired: 'Confirm your password',
  confirmMismatch: 'Passwords do not match',
  genderInvalid: "Gender must be 'FEMALE' or 'MALE', or left out",
  languageInvalid: "Language must be one of 'en', 'ha', 'yo' or 'ar'",
  termsRequired: 'You must accept the terms and conditions',
  otpRequired: 'Enter OTP',
  otpMin: `Must be ${OTP_LENGTH} characters or more`,
  tokenRequired: 'Enter the reset code or token',
  oldPasswordRequired: 'Enter your current password',
  newPasswordRequired: 'Create a new password',
} as const;

/** Server answers the web shows as they are (toasts). */
export const AUTH_RESULT_MESSAGES = {
  signedUp:
    'Account created. We have sent a 6-digit code to your e-mail address: enter it on the next page to verify your account.',
  verified: 'Your e-mail address is verified. You can now log in.',
  verificationResent: 'If that account is waiting for verification, a new code is on its way.',
  otpInvalid: 'That code is not valid or has expired. Request a new code and try again.',
  loginInvalid: 'Incorrect email or password.',
  loginUnverified:
    'Please verify your e-mail address first. We have sent a new 6-digit code to your e-mail.',
  loginUnverifiedNoNewCode:
    'Please verify your e-mail address first. No more codes can be sent to it today: enter the latest code we sent, if it has not expired, or try again tomorrow.',
  loggedIn: 'Welcome back.',
  /** The account's own login limit (wrong passwords from many addresses): a known browser still gets in. */
  loginAccountPaused:
    'Too many wrong passwords have been tried for this account. Please sign in from a browser you have used before, or wait and try again.',
  /** Wrong codes sent without their address closed that path; the code with its address works. */
  otpCodeOnlyClosed:
    'Too many wrong codes have been tried. Please enter your e-mail address with the code.',
  loggedOut: 'You have been logged out.',
  forgotSent:
    'If an account uses that e-mail address, we have sent it a reset code and link. They are valid for 30 minutes.',
  resetInvalid: 'That reset code is not valid or has expired. Request a new one.',
  /** Wrong reset codes sent without their address closed that path; the link still works. */
  resetCodeOnlyClosed:
    'Too many wrong reset codes have been tried. Please use the link in the e-mail, or enter your e-mail address with the code.',
  /** Step 1 of the reset: the code or token is good (nothing spent yet). */
  resetCodeAccepted: 'That code is right. Now choose a new password.',
  passwordReset: 'Your password has been reset. Log in with your new password.',
  passwordChanged: 'Sign in with new password',
  oldPasswordWrong: 'Your current password is not correct.',
  alternateEmailSent:
    'We have sent a confirmation link to that address. It is shown as verified once confirmed.',
  alternateEmailSame: 'That is already your account e-mail address.',
  alternateEmailConfirmed: 'Your alternative e-mail address is confirmed.',
  alternateEmailInvalid: 'That confirmation link is not valid or has expired.',
  accountDeleted: 'Your account and everything in it have been deleted.',
  sessionInvalid: 'Your session has ended. Please log in again.',
  activeSingleSaved: 'Saved as the single you are looking after.',
  languageSaved: 'Language saved.',
} as const;
