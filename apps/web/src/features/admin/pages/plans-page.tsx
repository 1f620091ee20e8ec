import type { AdminPlan } from '@waliyy/contract/admin-moderation';
import { formatAmount } from '@waliyy/contract/currency';
import { useAdminPlans } from '../api';
import { AdminPage, Badge, Failed, Loading, Section } from '../components/admin-ui';
import {
  CreatePlanForm,
  EditPlanForm,
  planAnchor,
  RestorePlanForm,
  RetirePlanForm,
} from '../components/plan-forms';

/**
 * /admin/plans: the plans on sale and the retired ones; create, re-price, describe, retire or
 * bring back one (decision 023).
 */
export function AdminPlansPage() {
  const plans = useAdminPlans();
  const list = (isActive: boolean, empty: string) =>
    plans.isPending ? (
      <Loading>Loading plans…</Loading>
    ) : plans.isError ? (
      <Failed query={plans} fallback="We could not load the plans" />
    ) : (
      <PlanList plans={plans.data.filter((p) => p.isActive === isActive)} empty={empty} />
    );
  return (
    <AdminPage title="Plans" intro="Yearly plans, one per name and currency.">
      <Section id="all-plans" title="On sale">
        {list(true, 'No plan is on sale.')}
      </Section>
      <Section id="retired-plans" title="Retired plans">
        {list(false, 'No plan is retired.')}
      </Section>
      <Section id="new-plan" title="New plan">
        <CreatePlanForm plans={plans.data ?? []} />
      </Section>
    </AdminPage>
  );
}

function PlanList({ plans, empty }: { plans: AdminPlan[]; empty: string }) {
  if (plans.length === 0) return <p className="text-muted">{empty}</p>;
  return (
    <ul className="grid gap-4">
      {plans.map((plan) => (
        <li key={plan._id}>
          <PlanCard plan={plan} />
        </li>
      ))}
    </ul>
  );
}

function PlanCard({ plan }: { plan: AdminPlan }) {
  const name = `${plan.planName} (${plan.currency})`;
  const features = plan.planDescription.split('\n').filter((line) => line.trim());
  return (
    <article
      id={planAnchor(plan)}
      aria-label={name}
      className="grid scroll-mt-6 gap-3 rounded-2xl border border-cream-300 bg-white p-4"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 className="text-lg font-semibold text-brand-900">{name}</h3>
        {plan.isActive ? <Badge tone="ok">Sold</Badge> : <Badge tone="off">Retired</Badge>}
      </div>
      <p>
        <strong>{formatAmount(plan.amount, plan.currency)}</strong>
        <span className="text-muted">{` a year · ${plan.currency}`}</span>
      </p>
      <ul className="list-disc ps-5 text-sm text-muted">
        {features.map((line, index) => (
          // Lines may repeat; their order is their identity.
          // biome-ignore lint/suspicious/noArrayIndexKey: see above.
          <li key={index}>{line}</li>
        ))}
      </ul>
      <details className="rounded-2xl border border-cream-300 p-3">
        <summary className="min-h-11 cursor-pointer py-2.5 font-semibold text-brand-900">
          {plan.isActive ? `Change ${name}` : `Bring back or change ${name}`}
        </summary>
        <div className="mt-3 grid gap-8 divide-y divide-cream-300 [&>*:not(:last-child)]:pb-8">
          {plan.isActive ? null : <RestorePlanForm plan={plan} />}
          <EditPlanForm plan={plan} />
          {plan.isActive ? <RetirePlanForm plan={plan} /> : null}
        </div>
      </details>
    </article>
  );
}
