import { createClient } from '@juicyin/contract';

/** The one API client the shop uses: same origin, so the session cookie and CSRF header go along. */
export const api = createClient();
