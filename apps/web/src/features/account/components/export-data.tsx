import { useMutation } from '@tanstack/react-query';
import { buttonClass } from '../../../components/button-styles';
import { SectionCard } from '../../../components/section-card';
import { useT } from '../../../i18n/translate';
import { apiRequest } from '../../../lib/api-client';
import { notifyError, notifySuccess } from '../../../lib/notify';

/** Saves `data` as a JSON file the browser downloads. */
function download(data: unknown, fileName: string) {
  const blob = new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1_000);
}

/** Settings › Account: everything the account holds, as one JSON file (decision 012). */
export function ExportData() {
  const t = useT();
  const exportData = useMutation({
    mutationFn: async () =>
      (await apiRequest<unknown>('GET', '/account/export', { auth: true })).data,
    onSuccess: (data) => {
      download(data, `waliyy-data-${new Date().toISOString().slice(0, 10)}.json`);
      notifySuccess('', t('account.export.done'));
    },
    onError: notifyError,
  });
  return (
    <SectionCard
      id="export-data-title"
      title={t('account.export.title')}
      intro={t('account.export.intro')}
    >
      <button
        type="button"
        className={buttonClass('outline', 'disabled:opacity-60')}
        disabled={exportData.isPending}
        onClick={() => exportData.mutate()}
      >
        {exportData.isPending ? t('account.export.preparing') : t('account.export.download')}
      </button>
    </SectionCard>
  );
}
