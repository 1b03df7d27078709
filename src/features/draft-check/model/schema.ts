import * as yup from 'yup';
import {
  DRAFT_FLAIR_MAX,
  DRAFT_LINK_MAX,
  DRAFT_MSG,
  SUBREDDIT_NAME,
  TEXT_LIMITS,
  type CheckDraftRequest,
  bareSubredditName,
} from '@subreddit-signal/contract';

/** 'Check my own draft': what the user pastes. Empty optional fields stay ''. */
export interface DraftFormValues {
  subreddit: string;
  title: string;
  body: string;
  link: string;
  flair: string;
  /** Marked NSFW (Reddit's rule on labelling content). */
  nsfw: boolean;
}

export const EMPTY_DRAFT: DraftFormValues = { subreddit: '', title: '', body: '', link: '', flair: '', nsfw: false };

const isWebUrl = (v: string) => {
  try {
    const u = new URL(v.trim());
    return (u.protocol === 'http:' || u.protocol === 'https:') && u.hostname.includes('.');
  } catch {
    return false;
  }
};

/** The same rules and words as the server's contract (checkDraftRequest), so the form refuses what the server would. */
export const draftFormSchema = yup.object({
  subreddit: yup.string().trim().required(DRAFT_MSG.subredditRequired).matches(SUBREDDIT_NAME, DRAFT_MSG.subredditInvalid),
  title: yup.string().trim().required(DRAFT_MSG.titleRequired).max(TEXT_LIMITS.title, DRAFT_MSG.titleTooLong),
  body: yup.string().max(TEXT_LIMITS.body, DRAFT_MSG.bodyTooLong),
  link: yup
    .string()
    .trim()
    .max(DRAFT_LINK_MAX, DRAFT_MSG.linkTooLong)
    .test('url', DRAFT_MSG.linkInvalid, (v) => !v || isWebUrl(v)),
  flair: yup.string().trim().max(DRAFT_FLAIR_MAX, DRAFT_MSG.flairTooLong),
  nsfw: yup.boolean(),
});

export function toCheckRequest(v: DraftFormValues): CheckDraftRequest {
  const body = v.body.trim();
  const link = v.link.trim();
  const flair = v.flair.trim();
  return {
    subreddit: bareSubredditName(v.subreddit),
    title: v.title.trim(),
    ...(body ? { body } : {}),
    ...(link ? { link } : {}),
    ...(flair ? { flair } : {}),
    ...(v.nsfw ? { nsfw: true } : {}),
  };
}

export const PANEL_MSG = {
  title: 'Check my own draft',
  intro:
    "Paste a post you wrote. We check it against the community's rules and post requirements (when Reddit gives them to us) and against what does well there.",
  submit: 'Check my draft',
  failed: DRAFT_MSG.failed,
} as const;
