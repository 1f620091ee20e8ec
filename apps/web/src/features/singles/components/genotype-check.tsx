import type { ChildProfile } from '@waliyy/contract/children';
import type { GenotypeCheck as Check } from '@waliyy/contract/genotype-evidence';
import {
  GENOTYPE_FILE_MAX_BYTES,
  GENOTYPE_FILE_MESSAGES,
  GENOTYPE_FILE_SNIFF_BYTES,
  type GenotypeFileType,
  genotypeFileTypeOf,
} from '@waliyy/contract/genotype-file';
import { type FormEvent, useState } from 'react';
import { buttonClass } from '../../../components/button-styles';
import {
  inputClass,
  LABEL_CLASS,
  useFieldMessages,
} from '../../../components/fields/field-message';
import { SectionCard } from '../../../components/section-card';
import { useT } from '../../../i18n/translate';
import { errorMessage } from '../../../lib/api-client';
import { notifySuccess } from '../../../lib/notify';
import { useGenotypeCheck, useUploadGenotypeEvidence } from '../api';

/** The file's kind from its first bytes, as the server reads it; undefined for anything else. */
async function kindOf(file: Blob): Promise<GenotypeFileType | undefined> {
  const head = await file.slice(0, GENOTYPE_FILE_SNIFF_BYTES).arrayBuffer();
  return genotypeFileTypeOf(new Uint8Array(head));
}

const SAID = {
  none: 'singles.genotype.none',
  pending: 'singles.genotype.pending',
  checked: 'singles.genotype.checked',
} as const;

const TONES = {
  none: 'bg-cream-100 text-brand-900',
  pending: 'bg-amber-50 text-amber-900',
  checked: 'bg-green-50 text-green-900',
  rejected: 'bg-red-50 text-red-800',
} as const;

function State({ check }: { check: Check }) {
  const t = useT();
  return (
    <div role="status" className={`grid gap-1 rounded-2xl p-4 ${TONES[check.state]}`}>
      <p className="font-semibold">
        {check.state === 'rejected'
          ? t('singles.genotype.rejected', { reason: check.reason ?? '' })
          : t(SAID[check.state])}
      </p>
      {check.state === 'rejected' ? <p>{t('singles.genotype.rejectedNext')}</p> : null}
    </div>
  );
}

/** The lab result's file input, labelled, with its error under it. */
function FileField({
  label,
  error,
  onFile,
}: {
  label: string;
  error?: string;
  onFile: (file: File | null) => void;
}) {
  const { id, aria, messages } = useFieldMessages({ error });
  return (
    <div>
      <label htmlFor={id} className={LABEL_CLASS}>
        {label}
      </label>
      <input
        id={id}
        type="file"
        name="labResult"
        accept="application/pdf,image/jpeg,image/png,.pdf,.jpg,.jpeg,.png"
        onChange={(event) => onFile(event.target.files?.[0] ?? null)}
        {...aria}
        className={inputClass(
          Boolean(error),
          'py-2 file:me-3 file:min-h-9 file:rounded-full file:border-0 file:bg-brand-50 file:px-4 file:font-semibold file:text-brand-900',
        )}
      />
      {messages}
    </div>
  );
}

/**
 * Settings › User: the single's genotype checked by staff against a lab result (decision 083).
 * The file is checked here as the server checks it (kind by its bytes, 5 MB at most) before a
 * byte is sent; the server deletes it at the verdict. `id="genotype-check"`: Settings links here.
 */
export function GenotypeCheck({ profile }: { profile: ChildProfile }) {
  const t = useT();
  const check = useGenotypeCheck(profile.id);
  const [progress, setProgress] = useState<number | null>(null);
  const upload = useUploadGenotypeEvidence(profile.id, setProgress);
  const [file, setFile] = useState<File | null>(null);
  const [error, setError] = useState<string | undefined>(undefined);
  const [inputKey, setInputKey] = useState(0);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (!file) return setError(t('forms.validation.genotype.fileMissing'));
    if (file.size > GENOTYPE_FILE_MAX_BYTES) {
      return setError(t('forms.validation.genotype.fileTooLarge'));
    }
    const type = await kindOf(file);
    if (!type) return setError(t('forms.validation.genotype.fileType'));
    setError(undefined);
    setProgress(0);
    try {
      const answer = await upload.mutateAsync({ file, type });
      notifySuccess(answer.message, GENOTYPE_FILE_MESSAGES.uploaded);
      setFile(null);
      setInputKey((key) => key + 1);
    } catch (failure) {
      setError(errorMessage(failure));
    } finally {
      setProgress(null);
    }
  };

  const state = check.data?.state;
  const canUpload = state !== undefined && state !== 'checked';
  return (
    <div id="genotype-check" className="scroll-mt-24">
      <SectionCard
        id="genotype-check-title"
        title={t('singles.genotype.title')}
        intro={t(state === 'checked' ? 'singles.genotype.introChecked' : 'singles.genotype.intro', {
          firstName: profile.firstName,
          genotype: profile.genotype,
        })}
      >
        <div className="grid gap-5">
          {check.isPending ? (
            <p role="status" className="text-muted">
              {t('singles.genotype.loading')}
            </p>
          ) : check.isError ? (
            <p role="alert" className="text-red-800">
              {t('singles.genotype.loadError')}
            </p>
          ) : (
            <State check={check.data} />
          )}
          {canUpload ? (
            <form noValidate onSubmit={onSubmit} className="grid gap-4">
              <FileField
                key={inputKey}
                label={t('singles.genotype.file')}
                error={error}
                onFile={(chosen) => {
                  setFile(chosen);
                  setError(undefined);
                }}
              />
              {progress !== null ? (
                <div className="grid gap-1">
                  <label htmlFor="genotype-progress" className="text-sm text-muted">
                    {t('singles.genotype.uploading')}
                  </label>
                  <progress
                    id="genotype-progress"
                    aria-label={t('singles.genotype.progress')}
                    max={1}
                    value={progress}
                    className="h-2 w-full accent-brand-700"
                  />
                </div>
              ) : null}
              <button
                type="submit"
                disabled={upload.isPending}
                className={buttonClass('primary', 'justify-self-start disabled:opacity-60')}
              >
                {upload.isPending
                  ? t('singles.genotype.uploading')
                  : state === 'pending'
                    ? t('singles.genotype.replace')
                    : t('singles.genotype.upload')}
              </button>
            </form>
          ) : null}
        </div>
      </SectionCard>
    </div>
  );
}
