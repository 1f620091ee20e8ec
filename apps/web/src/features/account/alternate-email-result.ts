import { ALTERNATE_EMAIL_FLAG } from '@waliyy/contract/alternate-email-link';
import { AUTH_RESULT_MESSAGES } from '@waliyy/contract/auth-messages';
import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { notifySuccess, notifyWarning } from '../../lib/notify';

/**
 * The alternative address's e-mailed link goes through the API, which lands on
 * /login?alternateEmail=confirmed|invalid (decision 062). The guest-only guard calls this: it
 * says how it went in the language shown, then takes the flag off the address (a reload or a
 * copied address does not say it again). Signed in, the guard is already moving on to the
 * dashboard, which drops the flag: the toast is carried there.
 */
export function useAlternateEmailResult(isSignedIn: boolean): void {
  const { pathname, search, hash, state } = useLocation();
  const navigate = useNavigate();
  const result = new URLSearchParams(search).get(ALTERNATE_EMAIL_FLAG);
  // Once per page load: React's second mount in development must not say it twice.
  const isSaid = useRef(false);
  useEffect(() => {
    if (result === null || isSaid.current) return;
    isSaid.current = true;
    const carry = isSignedIn;
    if (result === 'confirmed') {
      const confirmed = AUTH_RESULT_MESSAGES.alternateEmailConfirmed;
      notifySuccess(confirmed, confirmed, { carry });
    } else if (result === 'invalid') {
      notifyWarning(AUTH_RESULT_MESSAGES.alternateEmailInvalid, { carry });
    }
    if (isSignedIn) return;
    const rest = new URLSearchParams(search);
    rest.delete(ALTERNATE_EMAIL_FLAG);
    const kept = rest.toString();
    navigate({ pathname, search: kept ? `?${kept}` : '', hash }, { replace: true, state });
  }, [result, isSignedIn, pathname, search, hash, state, navigate]);
}
