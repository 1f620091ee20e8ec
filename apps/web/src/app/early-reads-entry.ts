import { preferredLanguage } from '../i18n/language-choice';
import { preloadAppWords, startEarlyReads } from '../lib/early-reads';
import { readChildId, readToken } from '../lib/storage';
import { isSessionLive } from '../lib/token';

// The script the server sends a signed-in page ahead of the app's code (decision 087; built on
// its own by vite.early.config.ts, to a file of its own). It starts downloading the signed-in
// pages' words in the language the page will show (main.tsx: the visitor's), which the app
// would only ask for once its own code had run; and, with a live token, the page's first reads.
// Without one (signed out, or expired) it asks the server for nothing: the app sends such a
// visitor to /login without a word to the server.
preloadAppWords(document, preferredLanguage());
const token = readToken();
if (isSessionLive(token)) startEarlyReads(window.location, token, readChildId());
