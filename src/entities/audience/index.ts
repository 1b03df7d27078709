/** Audiences (decision 026): the user's list of them, read by the audiences slice and by the draft placement panel (decision 033). */
export { audienceListKey, useAudiences } from './api';
export type { Audience, AudienceListResponse } from '@subreddit-signal/contract';
