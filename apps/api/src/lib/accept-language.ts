import { type Language, pickLanguage } from '@waliyy/contract';
import type { FastifyRequest } from 'fastify';
import { acceptedValues } from './accept-header';

/**
 * An Accept-Language header's tags, most wanted first (`yo-NG,en;q=0.8` → yo-NG, en); refused
 * tags (q=0) and the wildcard left out.
 */
export function acceptLanguageTags(header: string | undefined): string[] {
  return acceptedValues(header).filter((tag) => tag !== '*');
}

/** The first supported language of the request's Accept-Language header, else English. */
export function languageOfRequest(request: FastifyRequest): Language {
  const header = request.headers['accept-language'];
  return pickLanguage(acceptLanguageTags(Array.isArray(header) ? header[0] : header));
}
