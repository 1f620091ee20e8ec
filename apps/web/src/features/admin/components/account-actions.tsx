import { ADMIN_MESSAGES, type AdminAccount } from '@waliyy/contract/admin';
import { STAFF_MESSAGES } from '@waliyy/contract/admin-staff';
import { formatAmount } from '@waliyy/contract/currency';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { SelectField } from '../../../components/fields/select-field';
import { TextField } from '../../../components/fields/text-field';
import { useAccount } from '../../../lib/account';
import {
  useAdminPlans,
  useDeleteAccount,
  useGrantPlan,
  useReinstate,
  useRevokeAdmin,
  useSinglesLimit,
  useSuspend,
} from '../api';
import { ActionForm, type FieldErrors } from './action-form';

const DIVIDED = 'grid gap-8 divide-y divide-cream-300 [&>*:not(:last-child)]:pb-8';

/**
 * Suspend or reinstate, the singles limit, a granted year, deletion, and for another staff
 * account revoking its role: each with a reason.
 */
export function AccountActions({ account }: { account: AdminAccount }) {
  const me = useAccount();
  const isOtherStaff = account.role === 'admin' && me.data?.id !== account.id;
  return (
    <div className={DIVIDED}>
      {isOtherStaff ? <RevokeAdmin account={account} /> : null}
      <SuspendOrReinstate account={account} />
      <SinglesLimit account={account} />
      <GrantPlan account={account} />
      <DeleteAccount account={account} />
    </div>
  );
}

function SuspendOrReinstate({ account }: { account: AdminAccount }) {
  const suspend = useSuspend(account.id);
  const reinstate = useReinstate(account.id);
  if (account.suspendedAt) {
    return (
      <ActionForm
        title="Reinstate the account"
        description="Its sessions work again; its singles are listed again unless the family paused them."
        reasonLabel="Why reinstate it?"
        submitLabel="Reinstate the account"
        confirm={{
          title: `Reinstate ${account.email}?`,
          body: 'The family can sign in again and is told by e-mail.',
          label: 'Yes, reinstate it',
        }}
        run={(reason) => reinstate.mutateAsync({ reason })}
        successFallback={ADMIN_MESSAGES.reinstated}
      />
    );
  }
  return (
    <ActionForm
      title="Suspend the account"
      description="Its sessions stop working and its singles are hidden until staff reinstate it."
      reasonLabel="Why suspend it?"
      submitLabel="Suspend the account"
      variant="danger"
      confirm={{
        title: `Suspend ${account.email}?`,
        body: 'The family is signed out, told by e-mail, and cannot sign in until reinstated.',
        label: 'Yes, suspend it',
      }}
      run={(reason) => suspend.mutateAsync({ reason })}
      successFallback={ADMIN_MESSAGES.suspended}
    />
  );
}

/** '' → null (the plan's limit); otherwise a whole number from 1 to 50. */
function parseLimit(text: string): number | null | undefined {
  if (text.trim() === '') return null;
  const limit = Number(text);
  return Number.isInteger(limit) && limit >= 1 && limit <= 50 ? limit : undefined;
}

function SinglesLimit({ account }: { account: AdminAccount }) {
  const mutation = useSinglesLimit(account.id);
  const [text, setText] = useState(account.singlesLimitOverride?.toString() ?? '');
  const limit = parseLimit(text);
  return (
    <ActionForm
      title="Change the singles limit"
      description={`It may hold ${account.singlesLimit} singles now. A limit set here counts when it is higher than the plan’s.`}
      reasonLabel="Why change the limit?"
      submitLabel="Save the limit"
      fields={(errors) => (
        <TextField
          label="Singles limit"
          type="number"
          inputMode="numeric"
          min={1}
          max={50}
          step={1}
          className="max-w-xs"
          value={text}
          onChange={(event) => setText(event.target.value)}
          error={errors.limit}
          hint="1 to 50. Leave it empty for the plan’s limit."
        />
      )}
      check={(): FieldErrors => (limit === undefined ? { limit: ADMIN_MESSAGES.limit } : {})}
      confirm={{
        title: 'Change the singles limit?',
        body:
          limit == null
            ? 'The account goes back to its plan’s limit.'
            : `The account may hold at least ${limit} singles, more if its plan allows.`,
        label: 'Yes, change it',
      }}
      run={(reason) => mutation.mutateAsync({ limit: limit ?? null, reason })}
      successFallback={ADMIN_MESSAGES.singlesLimitSet}
    />
  );
}

function GrantPlan({ account }: { account: AdminAccount }) {
  const mutation = useGrantPlan(account.id);
  const plans = useAdminPlans();
  const [planId, setPlanId] = useState('');
  const options = (plans.data ?? [])
    .filter((plan) => plan.isActive)
    .map((plan) => ({
      value: plan._id,
      label: `${plan.planName} (${formatAmount(plan.amount, plan.currency)})`,
    }));
  const chosen = options.find((option) => option.value === planId);
  return (
    <ActionForm
      title="Grant a year of a plan"
      description="A year starts now, or after the running one; no payment is taken."
      reasonLabel="Why grant it?"
      submitLabel="Grant a year"
      fields={(errors) => (
        <SelectField
          label="Plan"
          className="max-w-md"
          options={options}
          placeholder={plans.isPending ? 'Loading plans…' : 'Choose a plan'}
          value={planId}
          onChange={(event) => setPlanId(event.target.value)}
          error={errors.planId ?? (plans.isError ? 'We could not load the plans.' : undefined)}
        />
      )}
      check={(): FieldErrors => (planId ? {} : { planId: ADMIN_MESSAGES.planId })}
      confirm={{
        title: 'Grant a year of the plan?',
        body: `${account.email} gets a year of ${chosen?.label ?? 'the plan'} for free.`,
        label: 'Yes, grant it',
      }}
      run={(reason) => mutation.mutateAsync({ planId, reason })}
      successFallback={ADMIN_MESSAGES.subscriptionGranted}
    />
  );
}

function RevokeAdmin({ account }: { account: AdminAccount }) {
  const mutation = useRevokeAdmin(account.id);
  return (
    <ActionForm
      title="Revoke staff access"
      description="The account becomes a guardian account again: the console closes to it on its next request. The last staff account cannot be revoked."
      reasonLabel="Why revoke staff access?"
      submitLabel="Revoke staff access"
      variant="danger"
      confirm={{
        title: `Revoke staff access for ${account.email}?`,
        body: 'They keep their account and can still sign in, as a guardian.',
        label: 'Yes, revoke it',
      }}
      run={(reason) => mutation.mutateAsync({ reason })}
      successFallback={STAFF_MESSAGES.adminRevoked}
    />
  );
}

function DeleteAccount({ account }: { account: AdminAccount }) {
  const navigate = useNavigate();
  const mutation = useDeleteAccount(account.id);
  return (
    <ActionForm
      title="Delete the account"
      description="The account, its singles, likes and matches are deleted for good."
      reasonLabel="Why delete it?"
      submitLabel="Delete the account"
      variant="danger"
      confirm={{
        title: `Delete ${account.email}?`,
        body: 'This cannot be undone.',
        label: 'Yes, delete it',
      }}
      run={(reason) => mutation.mutateAsync({ reason })}
      successFallback={ADMIN_MESSAGES.accountDeleted}
      onDone={() => navigate('/admin/accounts')}
    />
  );
}
