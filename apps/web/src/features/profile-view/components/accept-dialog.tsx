import type { ReactNode } from 'react';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { useAccount } from '../../../lib/account';
import { useChild } from '../../../lib/child';

type AcceptDialogProps = {
  isOpen: boolean;
  childId: string;
  /** The gender of the single who sent the like: MALE means the active single is the woman. */
  otherGender: 'MALE' | 'FEMALE';
  isBusy: boolean;
  onConfirm: () => void;
  onCancel: () => void;
};

type Released = { whose: string; name: string; email: string; phone: string | null };

/**
 * 'Accept' asks first (issue 23, point 8): accepting makes a match, and a match releases the
 * woman's side's contact to the man's account (decisions 028, 061) — her wali's when her profile
 * names one, else the account holder's. So her family is shown exactly what his family will
 * receive; his family is told that her contact comes to them and that none of theirs leaves.
 * Either may cancel the match later, which withdraws the contact.
 */
export function AcceptDialog({ otherGender, childId, ...dialog }: AcceptDialogProps) {
  const isHerSide = otherGender === 'MALE';
  return (
    <ConfirmDialog
      {...dialog}
      title="Accept this interest?"
      confirmLabel={isHerSide ? 'Accept and share' : 'Accept'}
      cancelLabel="Not now"
      confirmVariant="primary"
    >
      {isHerSide ? <HerSide childId={childId} /> : <HisSide />}
    </ConfirmDialog>
  );
}

function HisSide() {
  return (
    <>
      <p>
        Accepting makes a match. Her family’s contact (her wali’s, or her guardian’s) will then be
        on your Match page, so that you can get in touch with them first.
      </p>
      <p className="mt-3">
        None of your contact details are shared: her family sees only your single’s profile. You can
        cancel the match later.
      </p>
    </>
  );
}

function HerSide({ childId }: { childId: string }) {
  const released = useReleasedContact(childId);
  return (
    <>
      <p>
        {released
          ? `Accepting makes a match, and his family will receive ${released.whose}:`
          : 'Accepting makes a match, and his family will receive her wali’s contact if her profile names one, else yours as the account holder: name, e-mail and phone.'}
      </p>
      {released ? (
        <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 rounded-2xl bg-cream-100 p-4 text-ink">
          <Row label="Name">{released.name}</Row>
          <Row label="E-mail">{released.email}</Row>
          {released.phone ? <Row label="Phone">{released.phone}</Row> : null}
        </dl>
      ) : null}
      <p className="mt-3">
        Nothing else of yours is shared. You can cancel the match later, and the contact is
        withdrawn.
      </p>
    </>
  );
}

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <>
      <dt className="font-semibold text-muted">{label}</dt>
      <dd className="min-w-0 font-semibold [overflow-wrap:anywhere]">{children}</dd>
    </>
  );
}

/** What the server's contactOf (likes.release.ts) will release: the wali, else the account. */
function useReleasedContact(childId: string): Released | null {
  const child = useChild(childId);
  const account = useAccount();
  if (!child.data || !account.data) return null;
  const { waliName, waliEmail, waliPhoneNumber } = child.data;
  if (waliName && waliEmail) {
    return {
      whose: 'her wali’s contact, as her profile names him',
      name: waliName,
      email: waliEmail,
      phone: waliPhoneNumber,
    };
  }
  return {
    whose: 'your contact, as the account holder',
    name: account.data.fullName,
    email: account.data.email,
    phone: account.data.phone,
  };
}
