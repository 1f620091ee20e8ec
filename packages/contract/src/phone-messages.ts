// The guardian's phone check (decision 083), without zod: the web's message ids read them on
// pages that load no schema (decision 078). Their ids are `server.phone<Name>`.

/** What the phone check's answers say. */
export const PHONE_MESSAGES = {
  codeSent:
    'We have sent a 6-digit code by SMS to the phone number of your account. Enter it here; it is valid for a few minutes.',
  verified: 'Your phone number is confirmed.',
  alreadyVerified: 'Your phone number is already confirmed.',
  codeInvalid: 'That code is not valid or has expired. Send yourself a new code and try again.',
  resendWait: 'A code was sent a moment ago. Please wait before asking for another.',
  accountLimit:
    'No more codes can be sent to this account today. Enter the latest code if it has not expired, or try again tomorrow.',
  numberLimit: 'No more codes can be sent to this phone number today. Please try again tomorrow.',
  unavailable:
    'Phone numbers cannot be checked on this server at the moment: no SMS service is set up. Your account works as before.',
} as const;

/** `PHONE_MESSAGES.codeSent` → `server.phoneCodeSent`. */
export const PHONE_MESSAGE_IDS = Object.fromEntries(
  Object.keys(PHONE_MESSAGES).map((name) => [
    name,
    `server.phone${name[0]?.toUpperCase()}${name.slice(1)}`,
  ]),
) as Record<keyof typeof PHONE_MESSAGES, string>;
