import { ADMIN_MESSAGES } from '@waliyy/contract/admin';
import type { AdminPlan } from '@waliyy/contract/admin-moderation';
import { formatAmount } from '@waliyy/contract/currency';
import { useState } from 'react';
import { SelectField } from '../../../components/fields/select-field';
import { TextField } from '../../../components/fields/text-field';
import { TextareaField } from '../../../components/fields/textarea-field';
import { useCreatePlan, useRestorePlan, useRetirePlan, useUpdatePlan } from '../api';
import { ActionForm, type FieldErrors } from './action-form';

const CURRENCY_OPTIONS = [
  { value: 'NGN', label: 'NGN (naira)' },
  { value: 'USD', label: 'USD (US dollars)' },
  { value: 'GBP', label: 'GBP (pounds)' },
] as const;
type Currency = (typeof CURRENCY_OPTIONS)[number]['value'];

const FEATURES_HINT = 'One feature a line; the pricing page lists them.';

/** The contract's amount rule: more than 0, at most two decimals. */
function parseAmount(text: string): number | undefined {
  const amount = Number(text);
  const isCents = Math.abs(amount * 100 - Math.round(amount * 100)) < 1e-6;
  return text.trim() !== '' && amount > 0 && amount <= 10_000_000 && isCents ? amount : undefined;
}

function descriptionError(text: string): string | undefined {
  const length = text.trim().length;
  return length < 1 || length > 2000 ? ADMIN_MESSAGES.description : undefined;
}

function errorsOf(entries: Record<string, string | undefined>): FieldErrors {
  return Object.fromEntries(Object.entries(entries).filter(([, v]) => v)) as FieldErrors;
}

/** The card of a plan on the plans page, for links to it. */
export const planAnchor = (plan: AdminPlan) => `plan-${plan._id}`;

export function CreatePlanForm({ plans = [] }: { plans?: readonly AdminPlan[] }) {
  const mutation = useCreatePlan();
  const [planName, setPlanName] = useState('');
  const [amount, setAmount] = useState('');
  const [currency, setCurrency] = useState<Currency | ''>('');
  const [planDescription, setPlanDescription] = useState('');
  const nameLength = planName.trim().length;
  // The name and currency of a retired plan: it is brought back, not created again (the API
  // answers 409 with the same words).
  const retired = plans.find(
    (p) => !p.isActive && p.planName === planName.trim() && p.currency === currency,
  );

  return (
    <ActionForm
      title="Create a plan"
      description="A yearly plan, sold from now on the pricing page."
      reasonLabel="Why create it?"
      submitLabel="Create the plan"
      fields={(errors) => (
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            label="Name"
            maxLength={60}
            value={planName}
            onChange={(event) => setPlanName(event.target.value)}
            error={errors.planName}
          />
          <SelectField
            label="Currency"
            placeholder="Choose a currency"
            options={CURRENCY_OPTIONS}
            value={currency}
            onChange={(event) => setCurrency(event.target.value as Currency | '')}
            error={errors.currency}
          />
          <TextField
            label="Amount"
            type="number"
            inputMode="decimal"
            min={0.01}
            step={0.01}
            value={amount}
            onChange={(event) => setAmount(event.target.value)}
            error={errors.amount}
            hint="A year's price in the currency's main unit."
          />
          <TextareaField
            label="Description"
            className="sm:col-span-2"
            maxLength={2000}
            value={planDescription}
            onChange={(event) => setPlanDescription(event.target.value)}
            error={errors.planDescription}
            hint={FEATURES_HINT}
          />
          {retired ? (
            <p role="status" className="text-sm sm:col-span-2">
              {ADMIN_MESSAGES.planExistsRetired}{' '}
              <a
                href={`#${planAnchor(retired)}`}
                className="font-semibold text-brand-900 underline"
              >
                {`Bring back ${retired.planName} (${retired.currency})`}
              </a>
            </p>
          ) : null}
        </div>
      )}
      check={() =>
        errorsOf({
          planName:
            nameLength < 2 || nameLength > 60
              ? ADMIN_MESSAGES.planName
              : retired
                ? ADMIN_MESSAGES.planExistsRetired
                : undefined,
          currency: currency ? undefined : 'Choose a currency',
          amount: parseAmount(amount) === undefined ? ADMIN_MESSAGES.amount : undefined,
          planDescription: descriptionError(planDescription),
        })
      }
      run={(reason) =>
        mutation.mutateAsync({
          planName: planName.trim(),
          amount: parseAmount(amount)!,
          currency: currency as Currency,
          planDescription: planDescription.trim(),
          reason,
        })
      }
      successFallback={ADMIN_MESSAGES.planCreated}
      onDone={() => {
        setPlanName('');
        setAmount('');
        setCurrency('');
        setPlanDescription('');
      }}
    />
  );
}

export function EditPlanForm({ plan }: { plan: AdminPlan }) {
  const mutation = useUpdatePlan(plan._id);
  const [amount, setAmount] = useState(String(plan.amount));
  const [planDescription, setPlanDescription] = useState(plan.planDescription);
  const newAmount = parseAmount(amount);
  const isNewAmount = newAmount !== undefined && newAmount !== plan.amount;
  const isNewDescription = planDescription.trim() !== plan.planDescription.trim();

  return (
    <ActionForm
      title="Change the price or description"
      description={
        plan.isActive
          ? 'Families who already paid keep what they paid for.'
          : 'The plan stays retired: the change shows once you bring it back.'
      }
      reasonLabel="Why change it?"
      submitLabel="Save changes"
      fields={(errors) => (
        <>
          <TextField
            label={`Amount (${plan.currency})`}
            type="number"
            inputMode="decimal"
            min={0.01}
            step={0.01}
            className="max-w-xs"
            value={amount}
            onChange={(event) => setAmount(event.target.value)}
            error={errors.amount}
          />
          <TextareaField
            label="Description"
            maxLength={2000}
            value={planDescription}
            onChange={(event) => setPlanDescription(event.target.value)}
            error={errors.planDescription}
            hint={FEATURES_HINT}
          />
        </>
      )}
      check={() =>
        errorsOf({
          amount:
            newAmount === undefined
              ? ADMIN_MESSAGES.amount
              : !isNewAmount && !isNewDescription
                ? 'Change the amount or the description first.'
                : undefined,
          planDescription: descriptionError(planDescription),
        })
      }
      confirm={{
        title: `Change ${plan.planName} (${plan.currency})?`,
        body: !plan.isActive
          ? 'It stays retired until you bring it back.'
          : isNewAmount
            ? `New buyers pay ${formatAmount(newAmount, plan.currency)} a year.`
            : 'The pricing page shows the new description.',
        label: 'Yes, save it',
      }}
      run={(reason) =>
        mutation.mutateAsync({
          ...(isNewAmount ? { amount: newAmount } : {}),
          ...(isNewDescription ? { planDescription: planDescription.trim() } : {}),
          reason,
        })
      }
      successFallback={
        plan.isActive ? ADMIN_MESSAGES.planUpdated : ADMIN_MESSAGES.planUpdatedRetired
      }
    />
  );
}

export function RetirePlanForm({ plan }: { plan: AdminPlan }) {
  const mutation = useRetirePlan(plan._id);
  return (
    <ActionForm
      title="Retire the plan"
      description="It is no longer sold; running subscriptions keep their time."
      reasonLabel="Why retire it?"
      submitLabel="Retire the plan"
      variant="danger"
      confirm={{
        title: `Retire ${plan.planName} (${plan.currency})?`,
        body: 'It disappears from the pricing page until you bring it back.',
        label: 'Yes, retire it',
      }}
      run={(reason) => mutation.mutateAsync({ reason })}
      successFallback={ADMIN_MESSAGES.planRetired}
    />
  );
}

export function RestorePlanForm({ plan }: { plan: AdminPlan }) {
  const mutation = useRestorePlan(plan._id);
  const price = formatAmount(plan.amount, plan.currency);
  return (
    <ActionForm
      title="Bring the plan back"
      description={`It is sold again on the pricing page at ${price} a year.`}
      reasonLabel="Why bring it back?"
      submitLabel="Bring back"
      confirm={{
        title: `Bring back ${plan.planName} (${plan.currency})?`,
        body: `Families can buy it again at ${price} a year.`,
        label: 'Yes, bring it back',
      }}
      run={(reason) => mutation.mutateAsync({ reason })}
      successFallback={ADMIN_MESSAGES.planRestored}
    />
  );
}
