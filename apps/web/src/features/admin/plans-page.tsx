import type { AdminPlan } from '@waliyy/contract/admin-moderation';
import { formatAmount } from '@waliyy/contract/currency';
import { useAdminPlans } from './api';
import { AdminPage, Badge, Failed, Loading, Section } from './components/admin-ui';
import { CreatePlanForm, EditPlanForm, RetirePlanForm } from './plan-forms';

/** /admin/plans: every plan, sold or retired; create, re-price, describe or retire one. */
export function AdminPlansPage() {
  const plans = useAdminPlans();
  return (
    <AdminPage title="Plans" intro="Yearly plans, one per name and currency.">
      <Section id="all-plans" title="All plans">
        {plans.isPending ? (
          <Loading>Loading plans…</Loading>
        ) : plans.isError ? (
          <Failed query={plans} fallback="We could not load the plans" />
        ) : plans.data.length === 0 ? (
          <p className="text-muted">No plans yet.</p>
        ) : (
          <ul className="grid gap-4">
            {plans.data.map((plan) => (
              <li key={plan._id}>
                <PlanCard plan={plan} />
              </li>
            ))}
          </ul>
        )}
      </Section>
      <Section id="new-plan" title="New plan">
        <CreatePlanForm />
      </Section>
    </AdminPage>
  );
}

function PlanCard({ plan }: { plan: AdminPlan }) {
  const name = `${plan.planName} (${plan.currency})`;
  const features = plan.planDescription.split('\n').filter((line) => line.trim());
  return (
    <article
      aria-label={name}
      className="grid gap-3 rounded-2xl border border-cream-300 bg-white p-4"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 className="text-lg font-semibold text-brand-900">{name}</h3>
        {plan.isActive ? <Badge tone="ok">Sold</Badge> : <Badge tone="off">Retired</Badge>}
      </div>
      <p>
        <strong>{formatAmount(plan.amount, plan.currency)}</strong>
        <span className="text-muted">{` a year · ${plan.currency}`}</span>
      </p>
      <ul className="list-disc pl-5 text-sm text-muted">
        {features.map((line, index) => (
          // Lines may repeat; their order is their identity.
          // biome-ignore lint/suspicious/noArrayIndexKey: see above.
          <li key={index}>{line}</li>
        ))}
      </ul>
      {plan.isActive ? (
        <details className="rounded-2xl border border-cream-300 p-3">
          <summary className="min-h-11 cursor-pointer py-2.5 font-semibold text-brand-900">
            {`Change ${name}`}
          </summary>
          <div className="mt-3 grid gap-8 divide-y divide-cream-300 [&>*:not(:last-child)]:pb-8">
            <EditPlanForm plan={plan} />
            <RetirePlanForm plan={plan} />
          </div>
        </details>
      ) : null}
    </article>
  );
}
