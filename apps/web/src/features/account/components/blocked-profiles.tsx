import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { BlocksPage } from '@waliyy/contract/safety';
import type { ReactNode } from 'react';
import { buttonClass } from '../../../components/button-styles';
import { LoadError } from '../../../components/load-error';
import { SectionCard } from '../../../components/section-card';
import { useT } from '../../../i18n/translate';
import { apiRequest } from '../../../lib/api-client';
import { formatBillingDate } from '../../../lib/dates';
import { refreshDiscovery } from '../../../lib/discovery-keys';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { blocksKeys, publicProfileKeys } from '../../../lib/query-keys';

const BLOCKS_LIMIT = 50;

/** Settings › Account: the profiles this family blocked (display ids only), to unblock. */
export function BlockedProfiles() {
  const queryClient = useQueryClient();
  const t = useT();
  const blocks = useQuery({
    queryKey: blocksKeys.all,
    queryFn: async ({ signal }) =>
      (
        await apiRequest<BlocksPage>('GET', `/blocks?page=1&limit=${BLOCKS_LIMIT}`, {
          auth: true,
          signal,
        })
      ).data,
  });
  const unblock = useMutation({
    mutationFn: (id: string) =>
      apiRequest('DELETE', `/block/${encodeURIComponent(id)}`, { auth: true }),
    onSuccess: async (answer) => {
      notifySuccess(answer.message, t('account.blocked.unblocked'));
      await Promise.all([
        ...[blocksKeys.all, publicProfileKeys.all].map((queryKey) =>
          queryClient.invalidateQueries({ queryKey }),
        ),
        refreshDiscovery(queryClient),
      ]);
    },
    onError: notifyError,
  });

  let body: ReactNode;
  if (blocks.isPending) {
    body = (
      <p role="status" className="text-muted">
        {t('account.blocked.loading')}
      </p>
    );
  } else if (blocks.isError) {
    body = <LoadError error={blocks.error} onRetry={() => blocks.refetch()} />;
  } else if (blocks.data.blocks.length === 0) {
    body = <p className="text-muted">{t('account.blocked.none')}</p>;
  } else {
    body = (
      <ul className="grid gap-3" aria-label={t('account.blocked.title')}>
        {blocks.data.blocks.map((block) => (
          <li
            key={block.id}
            className="flex flex-wrap items-center justify-between gap-3 rounded-2xl border border-cream-300 bg-white/60 p-4"
          >
            <span>
              <span dir="ltr" className="font-semibold text-brand-900">
                {block.displayId}
              </span>
              <span className="block text-sm text-muted">
                {t('account.blocked.on', { date: formatBillingDate(block.blockedAt) })}
              </span>
            </span>
            <button
              type="button"
              className={buttonClass('outline', 'disabled:opacity-60')}
              disabled={unblock.isPending}
              onClick={() => unblock.mutate(block.id)}
              aria-label={t('account.blocked.unblockLabel', { id: block.displayId })}
            >
              {t('account.blocked.unblock')}
            </button>
          </li>
        ))}
        {blocks.data.totalCount > blocks.data.blocks.length ? (
          <li className="text-sm text-muted">
            {t('account.blocked.more', {
              count: blocks.data.totalCount - blocks.data.blocks.length,
            })}
          </li>
        ) : null}
      </ul>
    );
  }
  return (
    <SectionCard
      id="blocked-profiles-title"
      title={t('account.blocked.title')}
      intro={t('account.blocked.intro')}
    >
      {body}
    </SectionCard>
  );
}
