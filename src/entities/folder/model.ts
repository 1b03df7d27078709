import type { CommentIdea, GeneratedPost, SavedItemType } from '@subreddit-signal/contract';

/** Where and when an idea was written, saved with it (decision 037): the community and the generation time (ISO 8601). */
export interface SaveContext {
  subreddit?: string;
  generatedAt?: string;
}

/** What a 'Save to folder' button saves: a generated post, or a comment idea (with the tone it was written in). */
export type SaveTarget = ({ type: 'post'; post: GeneratedPost } | { type: 'comment'; comment: CommentIdea; tone?: string }) & SaveContext;

/** Query keys of the folder list and the saved-items lists (the saved-ideas screen reads the latter). */
export const folderKeys = {
  all: ['folders'] as const,
  list: () => ['folders', 'list'] as const,
};

export const savedItemKeys = {
  all: ['saved-items'] as const,
  lists: () => ['saved-items', 'list'] as const,
  list: (type: SavedItemType, folderId: string | null) => ['saved-items', 'list', type, folderId ?? null] as const,
};

export const FOLDER_TOAST = {
  folderCreated: 'Folder created successfully',
  postSaved: 'Post saved successfully',
  commentSaved: 'Comment saved successfully',
} as const;
