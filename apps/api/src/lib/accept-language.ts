import { type Language, pickLanguage } from '@waliyy/contract';
import type { FastifyRequest } from 'fastify';

/**
 * An Accept-Language header's tags, most wanted first (`yo-NG,en;q=0.8` → yo-NG, en). A tag
 * with q=0 is refused by the browser, so it is left out; equal weights keep the header's order.
 */
export function acceptLanguageTags(header: string | undefined): string[] {
  if (!header) return [];
  return header
    .split(',')
    .slice(0, 32)
    .map((part, index) => {
      const [tag = '', ...params] = part.split(';').map((p) => p.trim());
      const q = params.find((p) => p.startsWith('q='));
      const weight = q === undefined ? 1 : Number(q.slice(2));
      return { tag, weight: Number.isFinite(weight) ? weight : 0, index };
    })
    .filter((t) => t.tag !== '' && t.tag !== '*' && t.weight > 0)
    .sort((a, b) => b.weight - a.weight || a.index - b.index)
    .map((t) => t.tag);
}

/** The first supported language of the request's Accept-Language header, else English. */
export function languageOfRequest(request: FastifyRequest): Language {
  const header = request.headers['accept-language'];
  return pickLanguage(acceptLanguageTags(Array.isArray(header) ? header[0] : header));
}
