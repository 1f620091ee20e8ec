// The guardian's phone, confirmed by an SMS code (decision 083): POST /account/phone/verification
// texts a code to the account's phone, PUT confirms it. The names are fixed (other clients use them).
import { z } from 'zod';
import { Otp } from './auth';
import { envelope } from './envelope';

/** `PUT /account/phone/verification`: the code the SMS carried, in any digits. */
export const PhoneCodeBody = z.object({ code: Otp });
export type PhoneCodeBody = z.infer<typeof PhoneCodeBody>;

/** What `POST /account/phone/verification` answers: when another code may be asked for. */
export const PhoneCodeSent = z.object({
  /** Seconds before another code may be sent (the resend wait). */
  resendAfterSeconds: z.number().int(),
  /** Seconds the code lives. */
  expiresInSeconds: z.number().int(),
});
export type PhoneCodeSent = z.infer<typeof PhoneCodeSent>;
export const PhoneCodeSentResponse = envelope(PhoneCodeSent);
