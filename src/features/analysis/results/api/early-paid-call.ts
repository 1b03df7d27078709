import { config } from '@/shared/config';
import { session } from '@/shared/session/session';
import { subredditFromQuery } from '../model/params';

/** The paid call sent for `name` before the page's code was there, and its response. */
export interface EarlyPaidCall {
  name: string;
  response: Promise<Response>;
}

/**
 * Sends POST /reddit/paid-subreddit-about for `?q=` now: the entry does, the moment a visit opens the
 * paid analysis page (decision 062). This module is a chunk of its own of well under 1 KB that the
 * entry asks for before the page's chunks, so the call leaves ~100 ms before the page's code (the API
 * client, the schemas, the page) has arrived and run, and the server works meanwhile. The route's
 * loader hands the call to the page's query, which reads the response as the API client reads its own
 * (fetchPaidSubredditAbout) instead of sending the call again: still one call per visit. Sent as the
 * client sends it (bearer token, JSON body). Nothing without a valid name or an access token.
 */
export function sendPaidCallEarly(q: string | undefined): EarlyPaidCall | null {
  const name = subredditFromQuery(q);
  const { accessToken } = session.tokens();
  if (!name || !accessToken) return null;
  const response = fetch(new URL(`${config.apiUrl}/reddit/paid-subreddit-about`, window.location.href), {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${accessToken}` },
    body: JSON.stringify({ subreddit: name }),
  });
  // Read (or its failure reported) by the page's query; never an unhandled rejection meanwhile.
  response.catch(() => undefined);
  return { name, response };
}
