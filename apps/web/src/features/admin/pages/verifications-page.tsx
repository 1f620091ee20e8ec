import type { VerificationItem } from '@waliyy/contract/genotype-evidence';
import { GENOTYPE_FILE_MESSAGES } from '@waliyy/contract/genotype-file';
import { useState } from 'react';
import { buttonClass } from '../../../components/button-styles';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { useSearchParam } from '../../../lib/use-search-param';
import { fetchLabResult, useVerdict, useVerifications } from '../api';
import { ActionForm, useIsActing } from '../components/action-form';
import { AdminPage, pageFrom } from '../components/admin-ui';
import { PagedList } from '../components/paged-list';
import { formatWhen } from '../format';

const KINDS = { 'application/pdf': 'PDF', 'image/jpeg': 'JPEG', 'image/png': 'PNG' } as const;
const EXTENSIONS = { 'application/pdf': 'pdf', 'image/jpeg': 'jpg', 'image/png': 'png' } as const;

const size = (bytes: number) =>
  bytes < 1024 * 1024 ? `${Math.ceil(bytes / 1024)} KB` : `${(bytes / 1024 / 1024).toFixed(1)} MB`;

/** /admin/verifications: lab results waiting for a genotype check, oldest first (decision 083). */
export function AdminVerificationsPage() {
  const page = pageFrom(useSearchParam('page'));
  const list = useVerifications(page);
  return (
    <AdminPage
      title="Verifications"
      intro="Lab results families sent for the genotype on a profile. Open the file, compare it with the claimed genotype, then check or reject it: the file is deleted at the verdict and the family is told."
    >
      <PagedList
        query={list}
        page={page}
        rows={(data) => data.items}
        rowKey={(item) => item.id}
        loading="Loading lab results…"
        failed="We could not load the queue"
        count={(totalCount) => `${totalCount} waiting`}
        empty="No lab result is waiting."
        pagerLabel="Queue pages"
      >
        {(item) => <Row item={item} />}
      </PagedList>
    </AdminPage>
  );
}

/** Bytes as base64, a slice at a time (a 5 MB file is too many arguments for one call). */
function base64Of(bytes: Uint8Array): string {
  let binary = '';
  for (let at = 0; at < bytes.length; at += 0x8000) {
    binary += String.fromCharCode(...bytes.subarray(at, at + 0x8000));
  }
  return btoa(binary);
}

/** The opened file: an image shown here (as a data: URL, which the page's CSP allows), a PDF saved. */
function useOpenedFile(item: VerificationItem) {
  const [preview, setPreview] = useState<string | null>(null);
  const [isOpening, setIsOpening] = useState(false);

  const open = async () => {
    setIsOpening(true);
    try {
      const blob = await fetchLabResult(item.id);
      if (item.fileType === 'application/pdf') {
        const url = URL.createObjectURL(blob);
        const link = document.createElement('a');
        link.href = url;
        link.download = `lab-result-${item.displayId}.${EXTENSIONS[item.fileType]}`;
        link.click();
        setTimeout(() => URL.revokeObjectURL(url), 60_000);
      } else {
        setPreview(
          `data:${item.fileType};base64,${base64Of(new Uint8Array(await blob.arrayBuffer()))}`,
        );
      }
    } catch (error) {
      notifyError(error);
    } finally {
      setIsOpening(false);
    }
  };
  return { preview, isOpening, open };
}

function Row({ item }: { item: VerificationItem }) {
  const verdict = useVerdict(item.id);
  const isActing = useIsActing();
  const file = useOpenedFile(item);
  const [isRejecting, setIsRejecting] = useState(false);
  const [isConfirming, setIsConfirming] = useState(false);

  const check = async () => {
    try {
      const answer = await verdict.mutateAsync({ verdict: 'checked' });
      notifySuccess(answer.message, GENOTYPE_FILE_MESSAGES.verdictChecked);
    } catch (error) {
      notifyError(error);
    } finally {
      setIsConfirming(false);
    }
  };

  return (
    <article
      aria-labelledby={`verification-${item.id}`}
      className="grid gap-3 rounded-2xl border border-cream-300 bg-white p-4"
    >
      <h2 id={`verification-${item.id}`} className="text-lg font-semibold text-brand-900">
        {`${item.displayId} · claims ${item.claimedGenotype}`}
      </h2>
      <p className="wrap-anywhere text-sm text-muted">
        {[
          item.gender === 'FEMALE' ? 'Woman' : 'Man',
          `${KINDS[item.fileType]}, ${size(item.size)}`,
          `sent ${formatWhen(item.uploadedAt)}`,
        ].join(' · ')}
      </p>
      {file.preview ? (
        <img
          src={file.preview}
          alt={`Lab result sent for ${item.displayId}`}
          className="h-auto w-full max-w-3xl justify-self-start rounded-xl border border-cream-300"
        />
      ) : null}
      <div className="flex flex-wrap gap-2">
        <button
          type="button"
          className={buttonClass('outline', 'disabled:opacity-60')}
          disabled={file.isOpening}
          onClick={() => void file.open()}
        >
          {item.fileType === 'application/pdf' ? 'Download the file' : 'Open the file'}
          <span className="sr-only">{` of ${item.displayId}`}</span>
        </button>
        <button
          type="button"
          className={buttonClass('primary', 'disabled:opacity-60')}
          disabled={isActing}
          onClick={() => setIsConfirming(true)}
        >
          Check<span className="sr-only">{` ${item.displayId}`}</span>
        </button>
        <button
          type="button"
          aria-expanded={isRejecting}
          className={buttonClass('outline')}
          onClick={() => setIsRejecting(!isRejecting)}
        >
          Reject<span className="sr-only">{` ${item.displayId}`}</span>
        </button>
      </div>
      <ConfirmDialog
        isOpen={isConfirming}
        title={`Check the genotype of ${item.displayId}?`}
        confirmLabel="Yes, it is checked"
        confirmVariant="primary"
        isBusy={isActing}
        onConfirm={() => void check()}
        onCancel={() => setIsConfirming(false)}
      >
        {`The lab result shows ${item.claimedGenotype} for this single. Other families will see the genotype as checked; the file is deleted and the family told.`}
      </ConfirmDialog>
      {isRejecting ? (
        <ActionForm
          title={`Reject the lab result of ${item.displayId}`}
          description="The family is told the reason by e-mail; the file is deleted and they may send another."
          reasonLabel="Why is it rejected?"
          submitLabel="Reject the lab result"
          variant="danger"
          run={(reason) => verdict.mutateAsync({ verdict: 'rejected', reason })}
          successFallback={GENOTYPE_FILE_MESSAGES.verdictRejected}
          onDone={() => setIsRejecting(false)}
        />
      ) : null}
    </article>
  );
}
