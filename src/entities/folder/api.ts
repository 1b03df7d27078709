import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import * as yup from 'yup';
import { api, HTTPError, UnexpectedResponseError } from '@/shared/api/http';
import { PLAN_LIMIT_ERROR, type Folder, type SavedItem } from '@subreddit-signal/contract';
import { folderKeys, savedItemKeys, type SaveTarget } from './model';

const folderSchema: yup.ObjectSchema<Folder> = yup.object({
  _id: yup.string().required(),
  name: yup.string().required(),
  createdAt: yup.string().defined().default(''),
});

const savedItemSchema = yup.object({
  _id: yup.string().required(),
  type: yup.mixed<'post' | 'comment'>().oneOf(['post', 'comment']).required(),
  folderId: yup.string().defined().default(''),
  createdAt: yup.string().defined().default(''),
  subreddit: yup.string().nullable().defined().default(null),
  generatedAt: yup.string().nullable().defined().default(null),
});

/** GET /folder/get-folder: `{ folder: Folder[] }`; anything else is 'Unexpected response format from server'. */
export async function fetchFolders(signal?: AbortSignal): Promise<Folder[]> {
  const body = (await api.get('folder/get-folder', { signal }).json()) as { folder?: unknown } | null;
  const list = body && typeof body === 'object' ? body.folder : undefined;
  if (!Array.isArray(list)) throw new UnexpectedResponseError();
  try {
    return list.map((f) => folderSchema.validateSync(f, { stripUnknown: true }));
  } catch {
    throw new UnexpectedResponseError();
  }
}

/** The signed-in user's folders, oldest first as the server sends them. */
export function useFolders({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: folderKeys.list(),
    queryFn: ({ signal }) => fetchFolders(signal),
    enabled,
  });
}

/** POST /folder/create-folder {name}: the new folder joins the cached list at once. */
export function useCreateFolder() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async (name: string): Promise<Folder> => {
      const body = (await api.post('folder/create-folder', { json: { name: name.trim() } }).json()) as { folder?: unknown } | null;
      try {
        return folderSchema.validateSync(body?.folder, { stripUnknown: true });
      } catch {
        throw new UnexpectedResponseError();
      }
    },
    onSuccess: (folder) => {
      qc.setQueryData<Folder[]>(folderKeys.list(), (old) => (old && !old.some((f) => f._id === folder._id) ? [...old, folder] : old));
      void qc.invalidateQueries({ queryKey: folderKeys.all });
    },
  });
}

export interface SaveItemVariables {
  item: SaveTarget;
  folderId: string;
}

/** The request body of a save: the post fields or the comment fields, plus folderId (and the comment's tone as `type`). */
export function saveRequest({ item, folderId }: SaveItemVariables): { path: string; json: Record<string, unknown> } {
  const context = {
    ...(item.subreddit ? { subreddit: item.subreddit } : {}),
    ...(item.generatedAt ? { generatedAt: item.generatedAt } : {}),
  };
  if (item.type === 'post') {
    const { title, body, callToAction, hashTags, flairs } = item.post;
    return {
      path: 'posts/create',
      json: {
        title,
        body: body ?? '',
        callToAction: callToAction ?? '',
        hashTags: hashTags ?? [],
        flairs: flairs ?? [],
        folderId,
        ...context,
      },
    };
  }
  const { title, response } = item.comment;
  return {
    path: 'comments/create',
    json: { title: title ?? '', response, folderId, ...(item.tone ? { type: item.tone.toLowerCase() } : {}), ...context },
  };
}

/** POST /posts/create or /comments/create; the saved-items lists reload afterwards. */
export function useSaveItem() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async (vars: SaveItemVariables): Promise<SavedItem> => {
      const { path, json } = saveRequest(vars);
      const body = (await api.post(path, { json }).json()) as { savedItem?: unknown } | null;
      try {
        return { ...(body?.savedItem as SavedItem), ...savedItemSchema.validateSync(body?.savedItem, { stripUnknown: true }) };
      } catch {
        throw new UnexpectedResponseError();
      }
    },
    onSuccess: () => {
      void qc.invalidateQueries({ queryKey: savedItemKeys.all });
    },
  });
}

/** A 403 whose `error` is 'Plan Limit': the plan's allowance is reached and an upgrade would lift it. */
export function isPlanLimitError(err: unknown): boolean {
  if (!(err instanceof HTTPError) || err.response.status !== 403) return false;
  const data = (err as HTTPError & { data?: { error?: unknown } }).data;
  return data?.error === PLAN_LIMIT_ERROR;
}
