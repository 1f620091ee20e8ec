import type { QueryClient } from '@tanstack/react-query';

// The one key factory of the discovery lists (the dashboard's recommendations, explore's
// pages). It lives below the features because the changes that reorder those lists are made
// elsewhere — /filter, Settings, pause, block — and a feature does not import another.
// Every such change goes through `refreshRecommendations` / `refreshDiscovery`, never a raw key.

const ROOT = ['discovery'] as const;

export const discoveryKeys = {
  all: ROOT,
  recommendations: () => [...ROOT, 'recommendations'] as const,
  recommendationsOf: (childId: string) => [...ROOT, 'recommendations', childId] as const,
  explore: () => [...ROOT, 'explore'] as const,
  explorePage: (childId: string, page: number) => [...ROOT, 'explore', childId, page] as const,
};

/**
 * The single's list changed on the server (its preference saved, its profile edited, paused or
 * resumed): forget the pages held, so the dashboard shows the new list at once — placeholders,
 * then page 1 — rather than the old one while every loaded page is asked again. A list on
 * screen is fetched again now; one off screen when the dashboard next asks.
 */
export function refreshRecommendations(client: QueryClient, childId: string): Promise<void> {
  return client.resetQueries({ queryKey: discoveryKeys.recommendationsOf(childId) });
}

/**
 * A block or unblock hides or shows whole families to every single of the account: every
 * recommendations list and every explore page is asked again.
 */
export function refreshDiscovery(client: QueryClient): Promise<void> {
  return client.resetQueries({ queryKey: discoveryKeys.all });
}
