import type { PublicProfile } from '@waliyy/contract/discovery';
import { useState } from 'react';
import { buttonClass } from '../../../components/button-styles';
import { CancelMatchButton } from '../../../components/cancel-match-button';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { useT } from '../../../i18n/translate';
import { useLikeAction, useMatch } from '../../../lib/like-actions';
import { AcceptDialog } from './accept-dialog';

type ProfileActionsProps = { childId: string; profile: PublicProfile };

const BUTTON = 'disabled:cursor-wait disabled:opacity-60';

/**
 * The header's buttons on someone else's profile (product.md §4), chosen from where the two singles
 * stand as the server says (`relation`), not from a local flag: 'Interested', asked first; 'Accept' and
 * 'Reject' on a like received, each asked first (accepting releases the woman's side's contact);
 * 'Uninterested' on a like given; 'Cancel Match' when matched.
 * Every button is disabled while a request runs and comes back if it fails.
 */
export function ProfileActions({ childId, profile }: ProfileActionsProps) {
  const t = useT();
  const action = useLikeAction();
  const [isRejecting, setRejecting] = useState(false);
  const [isAccepting, setAccepting] = useState(false);
  const [isLiking, setLiking] = useState(false);
  const relation = profile.relation;
  const match = useMatch(childId, Boolean(relation?.matched));
  if (!relation) return null;

  if (relation.matched) {
    const matchId = match.data?.match.id === profile.id ? match.data.match_id : null;
    return matchId ? <CancelMatchButton childId={childId} matchId={matchId} /> : null;
  }

  // Accepted, and waiting for her own yes (decision 084): said, never answered again.
  const waiting = <p className="text-sm font-semibold text-muted">{t('likes.awaitingHer')}</p>;
  const received = relation.received;
  if (received?.status === 'pending' && received.awaitingHer) return waiting;
  if (received?.status === 'pending') {
    return (
      <>
        <button
          type="button"
          className={buttonClass('primary', BUTTON)}
          disabled={action.isPending}
          onClick={() => setAccepting(true)}
        >
          {action.isPending && action.pendingKind === 'accept'
            ? t('profile.actions.accepting')
            : t('profile.actions.accept')}
        </button>
        <button
          type="button"
          className={buttonClass('outline', BUTTON)}
          disabled={action.isPending}
          onClick={() => setRejecting(true)}
        >
          {t('profile.actions.reject')}
        </button>
        <ConfirmDialog
          isOpen={isRejecting}
          title={t('profile.actions.rejectTitle')}
          confirmLabel={t('profile.actions.reject')}
          cancelLabel={t('profile.actions.notNow')}
          isBusy={action.isPending}
          onCancel={() => setRejecting(false)}
          onConfirm={() => action.run({ kind: 'reject', childId, likeId: received._id })}
        >
          {t('profile.actions.rejectText')}
        </ConfirmDialog>
        <AcceptDialog
          isOpen={isAccepting}
          childId={childId}
          otherGender={profile.gender}
          isBusy={action.isPending}
          onCancel={() => setAccepting(false)}
          onConfirm={() => action.run({ kind: 'accept', childId, likeId: received._id })}
        />
      </>
    );
  }

  const given = relation.given;
  if (given?.status === 'pending') {
    return (
      <>
        {given.awaitingHer ? waiting : null}
        <button
          type="button"
          className={buttonClass('outline', BUTTON)}
          disabled={action.isPending}
          onClick={() => action.run({ kind: 'unlike', childId, profileId: profile.id })}
        >
          {action.isPending ? t('profile.actions.withdrawing') : t('profile.actions.unlike')}
        </button>
      </>
    );
  }
  if (given?.status === 'rejected') {
    return <p className="text-sm font-semibold text-muted">{t('profile.actions.declined')}</p>;
  }

  // One tap could send the like and its e-mail: it is asked first, as accepting is.
  return (
    <>
      <button
        type="button"
        className={buttonClass('gold', BUTTON)}
        disabled={action.isPending}
        onClick={() =>
          action.needsPlan
            ? action.run({ kind: 'like', childId, profileId: profile.id })
            : setLiking(true)
        }
      >
        {action.isPending ? t('profile.actions.sending') : t('profile.actions.like')}
      </button>
      <ConfirmDialog
        isOpen={isLiking}
        title={t('profile.like.title')}
        confirmLabel={t('profile.like.confirm')}
        cancelLabel={t('profile.actions.notNow')}
        confirmVariant="primary"
        onCancel={() => setLiking(false)}
        onConfirm={() => {
          setLiking(false);
          action.run({ kind: 'like', childId, profileId: profile.id });
        }}
      >
        {t('profile.like.text', { gender: profile.gender === 'FEMALE' ? 'female' : 'male' })}
      </ConfirmDialog>
    </>
  );
}
