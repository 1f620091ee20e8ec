import type { ReactNode } from 'react';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { EmailAddress } from '../../../components/email-address';
import { type MessageKey, useT } from '../../../i18n/translate';
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

type Released = { whose: MessageKey; name: string; email: string; phone: string | null };

/**
 * 'Accept' asks first (decision 021): accepting makes a match, and a match releases the
 * woman's side's contact to the man's account (decisions 028, 061) — her wali's when her profile
 * names one, else the account holder's. So her family is shown exactly what his family will
 * receive; his family is told that her contact comes to them and that none of theirs leaves.
 * Either may cancel the match later, which withdraws the contact.
 */
export function AcceptDialog({ otherGender, childId, ...dialog }: AcceptDialogProps) {
  const t = useT();
  const isHerSide = otherGender === 'MALE';
  return (
    <ConfirmDialog
      {...dialog}
      title={t('profile.accept.title')}
      confirmLabel={isHerSide ? t('profile.accept.confirmShare') : t('profile.actions.accept')}
      cancelLabel={t('profile.actions.notNow')}
      confirmVariant="primary"
    >
      {isHerSide ? <HerSide childId={childId} /> : <HisSide />}
    </ConfirmDialog>
  );
}

function HisSide() {
  const t = useT();
  return (
    <>
      <p>{t('profile.accept.his.text')}</p>
      <p className="mt-3">{t('profile.accept.his.nothingShared')}</p>
    </>
  );
}

function HerSide({ childId }: { childId: string }) {
  const t = useT();
  const released = useReleasedContact(childId);
  return (
    <>
      <p>{t(released ? released.whose : 'profile.accept.her.unknown')}</p>
      {released ? (
        <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 rounded-2xl bg-cream-100 p-4 text-ink">
          <Row label={t('profile.accept.name')}>{released.name}</Row>
          <Row label={t('profile.accept.email')}>
            <EmailAddress address={released.email} />
          </Row>
          {released.phone ? (
            <Row label={t('profile.accept.phone')}>
              <span dir="ltr">{released.phone}</span>
            </Row>
          ) : null}
        </dl>
      ) : null}
      <p className="mt-3">{t('profile.accept.her.nothingElse')}</p>
    </>
  );
}

type RowProps = { label: string; children: ReactNode };

/**
 * The row keeps the page's direction, so the address and number line up with the name above
 * them in Arabic too; they read left to right inside it (their own `dir`, decision 070).
 */
function Row({ label, children }: RowProps) {
  return (
    <>
      <dt className="font-semibold text-muted">{label}</dt>
      <dd className="min-w-0 text-start font-semibold [overflow-wrap:anywhere]">{children}</dd>
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
      whose: 'profile.accept.her.wali',
      name: waliName,
      email: waliEmail,
      phone: waliPhoneNumber,
    };
  }
  return {
    whose: 'profile.accept.her.account',
    name: account.data.fullName,
    email: account.data.email,
    phone: account.data.phone,
  };
}
