import { z } from 'zod';
import { LANGUAGES } from './languages';

/** A language the product speaks, as a request names it. */
export const languageSchema = z.enum(LANGUAGES);
