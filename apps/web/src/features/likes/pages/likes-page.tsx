import { useNavigate } from 'react-router';
import { buttonClass } from '../../../components/button-styles';
import { ListError, PENDING_CARDS, ProfileCardGrid } from '../../../components/profile-card-grid';
import { type Tab, Tabs } from '../../../components/tabs';
import { type MessageKey, useT } from '../../../i18n/translate';
import { useSession } from '../../../lib/session';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useSearchParam } from '../../../lib/use-search-param';
import { type LikeType, useLikes } from '../api';
import { NoSingle } from '../components/no-single';

const TABS = {
  'liked-you': {
    label: 'likes.tabs.likedYou',
    text: 'likes.tabs.likedYouText',
    type: 'received',
  },
  liked: { label: 'likes.tabs.liked', text: 'likes.tabs.likedText', type: 'given' },
} as const satisfies Record<string, { label: MessageKey; text: MessageKey; type: LikeType }>;
type TabId = keyof typeof TABS;

/**
 * /likes (product.md §2): 'Liked You' (likes the active single received) and 'Liked' (likes it
 * gave), live ones only, newest first. A card opens the profile, whose header carries the
 * answer buttons (product.md §4). Behind the plan gate (app/require-plan.tsx).
 */
export function LikesPage() {
  const t = useT();
  useDocumentTitle(t('likes.title'));
  const navigate = useNavigate();
  const { childId } = useSession();
  const tab = useSearchParam('tab');
  const selected: TabId = tab === 'liked' ? 'liked' : 'liked-you';

  const tabs: Tab[] = (Object.keys(TABS) as TabId[]).map((id) => ({
    id,
    label: t(TABS[id].label),
    panel: (
      <section aria-labelledby={`${id}-heading`} className="grid gap-4">
        <div>
          <h2 id={`${id}-heading`} className="font-serif text-2xl font-semibold text-brand-900">
            {t(TABS[id].label)}
          </h2>
          <p className="mt-1 text-muted">{t(TABS[id].text)}</p>
        </div>
        {childId ? <LikesList childId={childId} type={TABS[id].type} /> : <NoSingle />}
      </section>
    ),
  }));

  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-6 sm:px-6 sm:py-10">
      <h1 className="font-serif text-3xl font-semibold text-brand-900 sm:text-4xl">
        {t('likes.title')}
      </h1>
      <div className="mt-6">
        <Tabs
          label={t('likes.title')}
          tabs={tabs}
          selected={selected}
          onSelect={(id) => navigate({ search: `?tab=${id}` }, { replace: true })}
        />
      </div>
    </div>
  );
}

function LikesList({ childId, type }: { childId: string; type: LikeType }) {
  const t = useT();
  const likes = useLikes(childId, type);

  if (likes.isPending) {
    return (
      <div role="status">
        <span className="sr-only">{t('likes.loading')}</span>
        <ProfileCardGrid
          profiles={[]}
          hrefFor={() => ''}
          pendingCards={3}
          label={t('likes.loadingLabel')}
        />
      </div>
    );
  }
  if (likes.isError) {
    return (
      <ListError error={likes.error} fallback={t('likes.error')} onRetry={() => likes.refetch()} />
    );
  }

  const profiles = likes.data.pages.flatMap((page) => page.profiles);
  if (profiles.length === 0) {
    return (
      <p className="rounded-3xl border border-cream-300 bg-cream-50 p-6 text-lg text-ink shadow-sm">
        {t('likes.empty')}
      </p>
    );
  }
  return (
    <div className="grid gap-6">
      <ProfileCardGrid
        profiles={profiles}
        hrefFor={(profile) => `/recommended/${encodeURIComponent(profile.id)}`}
        pendingCards={likes.isFetchingNextPage ? PENDING_CARDS : 0}
        label={type === 'received' ? t('likes.list.received') : t('likes.list.given')}
        extraFor={(profile) =>
          // Accepted, and waiting for her own yes (decision 084): both sides read only this.
          profile.awaitingHer ? (
            <p className="w-fit rounded-full bg-brand-50 px-3 py-1 text-sm font-medium text-brand-900">
              {t('likes.awaitingHer')}
            </p>
          ) : null
        }
      />
      {likes.hasNextPage ? (
        <button
          type="button"
          className={buttonClass('outline', 'justify-self-center disabled:opacity-70')}
          disabled={likes.isFetchingNextPage}
          onClick={() => likes.fetchNextPage()}
        >
          {t('likes.loadMore')}
        </button>
      ) : null}
    </div>
  );
}
