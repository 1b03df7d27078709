import {
  FOLDER_MSG,
  GEN_MSG,
  PLAN_LIMIT_ERROR,
  TOP_PLAN_ID,
  formatPlanCount,
  normaliseTone,
  planRulesFor,
  type CreateFolderResponse,
  type FolderListResponse,
  type PlanDefinition,
  type SaveItemResponse,
  type SavedItemListResponse,
  type SavedItemType,
  bareSubredditName,
} from '@subreddit-signal/contract';
import type { Database } from '../../db/client';
import { isUniqueViolation } from '../../db/errors';
import { newId } from '../../platform/crypto';
import { HttpError, badRequest, conflict, notFound } from '../../platform/errors';
import * as repo from './repository';

export const SAVED_MSG = {
  folderCreated: 'Folder created successfully',
  postSaved: 'Post saved successfully',
  commentSaved: 'Comment saved successfully',
  postDeleted: 'Post deleted successfully',
  commentDeleted: 'Comment deleted successfully',
  nulChar: 'Text cannot contain null characters',
} as const;

/** Caps of the user's plan (the catalogue's savedIdeas); no plan, or one not in the catalogue, counts as the free plan. */
export function limitsFor(planName: string | null): { plan: PlanDefinition; folders: number; items: number } {
  const plan = planRulesFor(planName);
  return { plan, ...plan.savedIdeas };
}

function planLimit(plan: PlanDefinition, cap: number, what: 'folders' | 'saved ideas'): HttpError {
  const next = plan.id === TOP_PLAN_ID ? `Delete some ${what} to make room.` : 'Upgrade to keep more.';
  return new HttpError(403, `Your ${plan.name} plan keeps up to ${formatPlanCount(cap)} ${what}. ${next}`, undefined, PLAN_LIMIT_ERROR);
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** Ids are checked for shape before they reach a uuid column: a malformed one is simply not found. */
export const isUuid = (v: unknown): v is string => typeof v === 'string' && UUID.test(v);

/** The key that makes names unique per user ignoring case (computed here, so PGlite and PostgreSQL agree). */
export const folderNameKey = (name: string) => name.normalize('NFC').toLowerCase();

/**
 * PostgreSQL refuses NUL in text and unpaired surrogate escapes in jsonb; JSON can carry both.
 * NUL is refused with a 400; an unpaired surrogate becomes U+FFFD, as any UTF-8 encoder would do.
 */
function clean<T>(value: T): T {
  if (typeof value === 'string') {
    if (value.includes('\u0000')) throw badRequest(SAVED_MSG.nulChar);
    return value.replace(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g, '\uFFFD') as T;
  }
  if (Array.isArray(value)) return value.map(clean) as T;
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, clean(v)])) as T;
  }
  return value;
}

export async function getFolders(db: Database, userId: string): Promise<FolderListResponse> {
  return { folder: await repo.listFolders(db, userId) };
}

/** `name` is already validated and trimmed by the contract schema. */
export async function createFolder(db: Database, userId: string, rawName: string): Promise<CreateFolderResponse> {
  const name = clean(rawName);
  const nameKey = folderNameKey(name);
  try {
    const folder = await db.transaction(async (tx) => {
      const { plan, folders: cap } = limitsFor(await repo.lockUserPlan(tx, userId));
      if (await repo.folderNameTaken(tx, userId, nameKey)) throw conflict(FOLDER_MSG.duplicate);
      if ((await repo.countFolders(tx, userId)) >= cap) throw planLimit(plan, cap, 'folders');
      return repo.insertFolder(tx, { id: newId(), userId, name, nameKey });
    });
    return { message: SAVED_MSG.folderCreated, folder };
  } catch (err) {
    // The unique index is the last word on duplicates, whatever got past the check above.
    if (isUniqueViolation(err)) throw conflict(FOLDER_MSG.duplicate);
    throw err;
  }
}

/** What the save request may say about where and when the idea was written (both already validated by the contract). */
export interface SaveContextInput {
  subreddit?: string;
  generatedAt?: string;
}

/** The stored form: the bare community name ('r/SaaS' → 'SaaS') and the time as ISO 8601 UTC. */
export function savedContext(input: SaveContextInput): repo.SavedContext {
  const subreddit = input.subreddit ? bareSubredditName(input.subreddit) : '';
  return {
    subreddit: subreddit || null,
    generatedAt: input.generatedAt ? new Date(input.generatedAt).toISOString() : null,
  };
}

async function saveItem(
  db: Database,
  userId: string,
  folderId: string,
  type: SavedItemType,
  content: object,
  context: SaveContextInput = {},
) {
  if (!isUuid(folderId)) throw notFound(FOLDER_MSG.notFound);
  const cleaned = clean(content);
  const where = savedContext(context);
  return db.transaction(async (tx) => {
    const { plan, items: cap } = limitsFor(await repo.lockUserPlan(tx, userId));
    if (!(await repo.folderExists(tx, userId, folderId))) throw notFound(FOLDER_MSG.notFound);
    if ((await repo.countItems(tx, userId)) >= cap) throw planLimit(plan, cap, 'saved ideas');
    return repo.insertItem(tx, { id: newId(), userId, folderId, type, content: cleaned, ...where });
  });
}

export interface PostToSave {
  title: string;
  body: string;
  callToAction: string;
  hashTags: string[];
  flairs: string[];
  points?: string[];
}

export async function savePost(
  db: Database,
  userId: string,
  folderId: string,
  post: PostToSave,
  context: SaveContextInput = {},
): Promise<SaveItemResponse> {
  const content: PostToSave = {
    title: post.title,
    body: post.body,
    callToAction: post.callToAction,
    hashTags: post.hashTags,
    flairs: post.flairs,
    ...(post.points ? { points: post.points } : {}),
  };
  return { message: SAVED_MSG.postSaved, savedItem: await saveItem(db, userId, folderId, 'post', content, context) };
}

export interface CommentToSave {
  title: string;
  response: string;
  /** The tone it was written in ('casual' from the post page), stored as spelled in COMMENT_TONES. */
  type?: string;
}

export async function saveComment(
  db: Database,
  userId: string,
  folderId: string,
  comment: CommentToSave,
  context: SaveContextInput = {},
): Promise<SaveItemResponse> {
  let tone: string | undefined;
  if (comment.type !== undefined && comment.type !== '') {
    tone = normaliseTone(comment.type);
    if (!tone) throw badRequest(GEN_MSG.toneInvalid);
  }
  const content = { title: comment.title, response: comment.response, ...(tone ? { type: tone } : {}) };
  return { message: SAVED_MSG.commentSaved, savedItem: await saveItem(db, userId, folderId, 'comment', content, context) };
}

/** `folderId` null or '' lists every folder; another user's (or a malformed) folder id is not found. */
export async function listSavedItems(
  db: Database,
  userId: string,
  type: SavedItemType,
  folderId?: string | null,
): Promise<SavedItemListResponse> {
  let folder: string | null = null;
  if (folderId !== undefined && folderId !== null && folderId !== '') {
    if (!isUuid(folderId) || !(await repo.folderExists(db, userId, folderId))) throw notFound(FOLDER_MSG.notFound);
    folder = folderId;
  }
  return { savedItems: await repo.listItems(db, userId, type, folder) };
}

/** Deleting is always allowed, whatever the plan: nothing a user saved is held hostage. */
export async function deleteSavedItem(db: Database, userId: string, itemId: string): Promise<{ message: string }> {
  if (!isUuid(itemId)) throw notFound(FOLDER_MSG.itemNotFound);
  const type = await repo.deleteItem(db, userId, itemId);
  if (!type) throw notFound(FOLDER_MSG.itemNotFound);
  return { message: type === 'post' ? SAVED_MSG.postDeleted : SAVED_MSG.commentDeleted };
}
