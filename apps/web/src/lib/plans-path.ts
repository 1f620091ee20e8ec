import type { Language } from '@waliyy/contract/languages';

/**
 * GET /plans/ for the language shown: the plan catalogue's feature lines come in it (decision 070);
 * English asks as every client always has, so its answer is the one already cached.
 */
export function plansPath(language: Language): string {
  return language === 'en' ? '/plans/' : `/plans/?language=${language}`;
}
