import { LOGIN_SUCCESS_REDIRECT_MS } from '@waliyy/contract/constants';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { IslamicPattern } from '../../../components/islamic-pattern';
import { LoadError } from '../../../components/load-error';
import { StarMark } from '../../../components/star-mark';
import { useT } from '../../../i18n/translate';
import { useAccount } from '../../../lib/account';
import { useSession } from '../../../lib/session';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { ChildGrid } from '../components/child-grid';

type LoginSuccessfulPageProps = { splashMs?: number };

/**
 * /login-successful (product.md §2): a welcome splash; after 5 s, several singles → the last used one
 * (decision 022) or, with none, choose one; one single → it becomes active and /dashboard;
 * none → /get-started (marked as from here), or /admin for staff (decision 024).
 */
export function LoginSuccessfulPage({
  splashMs = LOGIN_SUCCESS_REDIRECT_MS,
}: LoginSuccessfulPageProps) {
  const t = useT();
  useDocumentTitle(t('account.welcome.docTitle'));
  const navigate = useNavigate();
  const { user, childId, selectChild } = useSession();
  const account = useAccount();
  const [isSplashOver, setSplashOver] = useState(false);

  useEffect(() => {
    const timer = setTimeout(() => setSplashOver(true), splashMs);
    return () => clearTimeout(timer);
  }, [splashMs]);

  const children = account.data?.children;
  // The login has already restored the active single by the spec's rule (the only one, else the
  // last used, decision 022): with one, straight on; with none of several, choose.
  const restored = children?.some((child) => child.id === childId) ? childId : null;
  useEffect(() => {
    if (!isSplashOver || !children) return;
    if (children.length === 0 && account.data?.isAdmin === true) {
      // Staff without singles have nothing in the family app: straight to the console.
      navigate('/admin', { replace: true });
    } else if (children.length === 0) {
      navigate('/get-started', { replace: true, state: { from: 'login-successful' } });
    } else if (restored) {
      navigate('/dashboard', { replace: true });
    } else if (children.length === 1) {
      selectChild(children[0]!.id);
      navigate('/dashboard', { replace: true });
    }
  }, [isSplashOver, children, restored, navigate, selectChild, account.data?.isAdmin]);

  const isChoosing =
    isSplashOver && children !== undefined && children.length > 1 && restored === null;
  const firstName = user?.fullName.split(' ')[0];

  return (
    <main className="relative grid min-h-dvh place-items-center overflow-hidden bg-brand-900 px-4 py-12 text-cream-50">
      <IslamicPattern className="absolute inset-0 size-full text-gold-400/[0.12]" />
      {isChoosing ? (
        <div className="relative w-full max-w-2xl rounded-3xl bg-cream-50 p-6 text-ink shadow-xl sm:p-10">
          <h1 className="font-serif text-3xl font-semibold text-brand-900">
            {t('account.choose.title')}
          </h1>
          <p className="mt-2 text-muted">{t('account.welcome.chooseLead')}</p>
          <div className="mt-8">
            <ChildGrid
              singles={children}
              onPick={(child) => {
                selectChild(child.id);
                navigate('/dashboard', { replace: true });
              }}
            />
          </div>
        </div>
      ) : (
        <div className="relative grid max-w-lg justify-items-center gap-6 text-center">
          <StarMark className="size-20" />
          <h1 className="font-serif text-4xl font-semibold text-balance sm:text-5xl">
            {firstName
              ? t('account.welcome.named', { name: firstName })
              : t('account.welcome.anonymous')}
          </h1>
          <p className="text-lg leading-relaxed text-brand-100">{t('account.welcome.blessing')}</p>
          {account.isError && isSplashOver ? (
            <div className="w-full text-start text-ink">
              <LoadError error={account.error} onRetry={() => account.refetch()} />
            </div>
          ) : (
            <>
              <p role="status" className="flex items-center gap-3 text-brand-100">
                <span
                  aria-hidden="true"
                  className="size-5 animate-spin rounded-full border-2 border-brand-100/40 border-t-gold-300"
                />
                {t('account.welcome.preparing')}
              </p>
              {/* The splash waits 5 s (product.md §2); a family need not sit through it. */}
              {isSplashOver ? null : (
                <button
                  type="button"
                  className="min-h-11 rounded-full px-5 font-semibold text-gold-300 underline underline-offset-4 hover:text-cream-50"
                  onClick={() => setSplashOver(true)}
                >
                  {t('account.welcome.continueNow')}
                </button>
              )}
            </>
          )}
        </div>
      )}
    </main>
  );
}
