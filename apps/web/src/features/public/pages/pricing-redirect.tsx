import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';

/**
 * `/ha/pricing`, `/yo/pricing`, `/ar/pricing` (decision 075): the plans a family can buy are
 * on the home page in its language (`/ha#pricing`), where this sends it rather than to a 404.
 * English `/pricing` is the signed-in plans page; a guest asking for it comes here too (guards).
 */
export function PricingRedirect() {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  useEffect(() => {
    navigate(
      { pathname: pathname.replace(/\/pricing\/?$/, '') || '/', hash: '#pricing' },
      { replace: true },
    );
  }, [navigate, pathname]);
  return null;
}
