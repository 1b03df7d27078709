import * as yup from 'yup';
import { SUBREDDIT_NAME } from './subreddit-name';

/**
 * Folders and saved items (folder, posts, comments and saved-item calls): request and response shapes shared by the
 * server (validation) and the web client (forms and response parsing).
 */

export const FOLDER_NAME_MAX = 50;

export const FOLDER_MSG = {
  required: 'Folder name is required',
  blank: 'Folder name cannot be empty or spaces only',
  tooLong: `Folder name must be at most ${FOLDER_NAME_MAX} characters`,
  duplicate: 'You already have a folder with this name',
  notFound: 'Folder not found',
  itemNotFound: 'Saved item not found',
} as const;

/** A folder name: required, not blank (spaces only count as blank); plus a length limit. The server trims before storing. */
export const folderNameSchema = yup
  .string()
  .required(FOLDER_MSG.required)
  .test('not-blank', FOLDER_MSG.blank, (v) => !v || v.trim().length > 0)
  .test('max', FOLDER_MSG.tooLong, (v) => !v || v.trim().length <= FOLDER_NAME_MAX);

export const createFolderRequest = yup.object({ name: folderNameSchema });

export interface Folder {
  _id: string;
  name: string;
  createdAt: string;
}
/** GET /folder/get-folder */
export interface FolderListResponse {
  folder: Folder[];
}
/** POST /folder/create-folder (success shape not shown by the spec; ours). */
export interface CreateFolderResponse {
  message: string;
  folder: Folder;
}

// ---------------------------------------------------------------- generated content

export const TEXT_LIMITS = { title: 300, body: 40_000, callToAction: 2_000, tag: 100, tags: 30, response: 10_000 } as const;

const shortList = (label: string) =>
  yup
    .array(yup.string().defined().max(TEXT_LIMITS.tag, `${label} entries must be at most ${TEXT_LIMITS.tag} characters`))
    .max(TEXT_LIMITS.tags, `${label} can have at most ${TEXT_LIMITS.tags} entries`);

/** A generated post: title, body, callToAction, hashTags, flairs; points only in samples. */
export const generatedPostSchema = yup.object({
  title: yup.string().required('Title is required').max(TEXT_LIMITS.title, `Title must be at most ${TEXT_LIMITS.title} characters`),
  body: yup.string().defined().default('').max(TEXT_LIMITS.body, `Body must be at most ${TEXT_LIMITS.body} characters`),
  callToAction: yup
    .string()
    .defined()
    .default('')
    .max(TEXT_LIMITS.callToAction, `Call to action must be at most ${TEXT_LIMITS.callToAction} characters`),
  hashTags: shortList('Hashtags').defined().default([]),
  flairs: shortList('Flairs').defined().default([]),
  points: shortList('Points').optional(),
});
export type GeneratedPost = yup.InferType<typeof generatedPostSchema>;

/** A comment idea: title and response; _id once saved. */
export const commentIdeaSchema = yup.object({
  title: yup.string().defined().default('').max(TEXT_LIMITS.title, `Title must be at most ${TEXT_LIMITS.title} characters`),
  response: yup
    .string()
    .required('Response is required')
    .max(TEXT_LIMITS.response, `Response must be at most ${TEXT_LIMITS.response} characters`),
});
export type CommentIdea = yup.InferType<typeof commentIdeaSchema> & { _id?: string };

const folderId = yup.string().required('Choose a folder').max(64, 'Folder not found');

export const SAVED_CONTEXT_MSG = {
  subredditInvalid: 'Enter a subreddit name such as r/marketing',
  generatedAtInvalid: 'generatedAt must be an ISO 8601 date-time, not in the future',
} as const;

/** A generation time a few minutes ahead of the server's clock is a skewed browser clock, not the future. */
const CLOCK_SKEW_MS = 10 * 60_000;

/**
 * Where and when a saved idea comes from (beyond the spec; decision 037): the community it was written for
 * and when it was generated. Both optional: samples and ideas saved before these existed have neither.
 */
const savedContext = {
  subreddit: yup.string().matches(SUBREDDIT_NAME, SAVED_CONTEXT_MSG.subredditInvalid).optional(),
  generatedAt: yup
    .string()
    .optional()
    .test('iso-date', SAVED_CONTEXT_MSG.generatedAtInvalid, (v) => {
      if (v === undefined) return true;
      const at = Date.parse(v);
      return /^\d{4}-\d{2}-\d{2}T/.test(v) && Number.isFinite(at) && at <= Date.now() + CLOCK_SKEW_MS;
    }),
};

/** POST /posts/create: the post fields plus folderId (plus the subreddit and generation time, when known). */
export const savePostRequest = generatedPostSchema.shape({ folderId, ...savedContext });
/** POST /comments/create: the comment fields plus folderId (plus a tone `type`, e.g. 'casual', from the post page, and the context). */
export const saveCommentRequest = commentIdeaSchema.shape({
  folderId,
  ...savedContext,
  type: yup.string().max(20, 'type must be friendly, expert or casual').optional(),
});

export type SavedItemType = 'post' | 'comment';

/** POST /saved-item/list: folderId (or null for every folder) and type. */
export const savedItemListRequest = yup.object({
  folderId: yup.string().max(64, 'Folder not found').nullable().optional(),
  type: yup.mixed<SavedItemType>().oneOf(['post', 'comment'], 'type must be post or comment').required('type is required'),
});

export interface SavedItem {
  _id: string;
  type: SavedItemType;
  folderId: string;
  /** When it was saved (ISO 8601). */
  createdAt: string;
  /** The community it was written for, without r/; null when unknown (saved before this was recorded, or a sample). */
  subreddit: string | null;
  /** When it was generated (ISO 8601); null when unknown. */
  generatedAt: string | null;
  post?: GeneratedPost;
  /** `type` is the tone the comment was saved with ('Casual', …), when one was sent. */
  comment?: CommentIdea & { type?: string };
}
export interface SavedItemListResponse {
  savedItems: SavedItem[];
}
/** POST /posts/create and /comments/create (success shape not shown by the spec; ours). */
export interface SaveItemResponse {
  message: string;
  savedItem: SavedItem;
}

/**
 * The `error` field of a 403 answer that an upgrade would lift. What each plan may keep is its
 * `savedIdeas` in the plan catalogue (decision 009).
 */
export const PLAN_LIMIT_ERROR = 'Plan Limit';
