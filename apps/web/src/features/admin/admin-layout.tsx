import { Link, Outlet, useLocation } from 'react-router';
import { buttonClass } from '../../components/button-styles';
import { ListError } from '../../components/profile-card-grid';
import { useAccount } from '../../lib/account';
import { useDocumentTitle } from '../../lib/use-document-title';

// The staff console's frame (issue 8). The browser only hides it from other accounts; the API
// answers 403 to them anyway (STYLE: permission checks never live only in the browser).

const LINKS = [
  { to: '/admin', label: 'Overview' },
  { to: '/admin/reports', label: 'Reports' },
  { to: '/admin/accounts', label: 'Accounts' },
  { to: '/admin/non-responders', label: 'Non-responders' },
  { to: '/admin/plans', label: 'Plans' },
  { to: '/admin/audit', label: 'Audit log' },
] as const;

/** Overview is current only on /admin itself; the others also for their detail pages. */
function isCurrent(to: string, pathname: string): boolean {
  const path = pathname.replace(/\/+$/, '') || '/';
  return to === '/admin' ? path === to : path === to || path.startsWith(`${to}/`);
}

const FRAME = 'mx-auto w-full max-w-6xl px-4 py-6 sm:px-6 sm:py-10';
const H1 = 'text-sm font-bold uppercase tracking-widest text-gold-800';

export function AdminLayout() {
  const account = useAccount();
  const { pathname } = useLocation();

  if (account.isPending) {
    return (
      <div className={FRAME}>
        <p role="status" className="text-muted">
          Loading…
        </p>
      </div>
    );
  }
  if (account.isError) {
    return (
      <div className={FRAME}>
        <ListError
          error={account.error}
          fallback="We could not load your account"
          onRetry={() => account.refetch()}
        />
      </div>
    );
  }
  if (account.data.isAdmin !== true) return <StaffOnly />;

  return (
    <div className={`${FRAME} grid gap-6`}>
      <div className="grid gap-4">
        <h1 className={H1}>Admin</h1>
        <nav aria-label="Admin">
          <ul className="flex flex-wrap gap-2">
            {LINKS.map((link) => {
              const current = isCurrent(link.to, pathname);
              return (
                <li key={link.to}>
                  <Link
                    to={link.to}
                    aria-current={current ? 'page' : undefined}
                    className={`inline-flex min-h-11 items-center rounded-full px-4 font-semibold no-underline transition-colors ${
                      current
                        ? 'bg-brand-900 text-cream-50'
                        : 'border border-cream-300 bg-white text-brand-900 hover:bg-brand-50'
                    }`}
                  >
                    {link.label}
                  </Link>
                </li>
              );
            })}
          </ul>
        </nav>
      </div>
      <Outlet />
    </div>
  );
}

function StaffOnly() {
  useDocumentTitle('Admin');
  return (
    <div className={`${FRAME} grid max-w-2xl justify-items-start gap-4`}>
      <h1 className={H1}>Admin</h1>
      <p className="font-serif text-2xl font-semibold text-brand-900">
        This page is for Waliyy staff only.
      </p>
      <Link to="/dashboard" className={buttonClass('primary')}>
        Go to your dashboard
      </Link>
    </div>
  );
}
