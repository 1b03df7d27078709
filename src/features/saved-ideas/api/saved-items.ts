import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import * as yup from 'yup';
import { savedItemKeys } from '@/entities/folder';
import { api, UnexpectedResponseError } from '@/shared/api/http';
import type { SavedItem, SavedItemType } from '@subreddit-signal/contract';

const baseItem = yup.object({
  _id: yup.string().required(),
  type: yup.mixed<SavedItemType>().oneOf(['post', 'comment']).required(),
  folderId: yup.string().defined().default(''),
  createdAt: yup.string().defined().default(''),
  // Null for ideas saved before the community and generation time were recorded (decision 037).
  subreddit: yup.string().nullable().defined().default(null),
  generatedAt: yup.string().nullable().defined().default(null),
});
// Saved content is shown as stored: the length caps are the server's business on the way in.
const postShape = yup.object({
  title: yup.string().defined().default(''),
  body: yup.string().defined().default(''),
  callToAction: yup.string().defined().default(''),
  hashTags: yup.array(yup.string().defined()).defined().default([]),
  flairs: yup.array(yup.string().defined()).defined().default([]),
});
const commentShape = yup.object({
  title: yup.string().defined().default(''),
  response: yup.string().defined().default(''),
  /** The tone it was written in ('casual', …), when one was sent. */
  type: yup.string().optional(),
});

/** One saved item of the list, checked against its type. */
export function parseSavedItem(raw: unknown): SavedItem {
  const item = baseItem.validateSync(raw, { stripUnknown: true });
  const r = raw as { post?: unknown; comment?: unknown };
  if (item.type === 'post') return { ...item, post: postShape.validateSync(r.post ?? {}, { stripUnknown: true }) };
  const comment = commentShape.validateSync(r.comment ?? {}, { stripUnknown: true });
  return { ...item, comment: { ...comment, _id: item._id } };
}

/** POST /saved-item/list {folderId|null, type}: `{ savedItems: SavedItem[] }`. */
export async function fetchSavedItems(type: SavedItemType, folderId: string | null, signal?: AbortSignal): Promise<SavedItem[]> {
  const body = (await api.post('saved-item/list', { json: { folderId, type }, signal }).json()) as { savedItems?: unknown } | null;
  const list = body && typeof body === 'object' ? body.savedItems : undefined;
  if (!Array.isArray(list)) throw new UnexpectedResponseError();
  try {
    return list.map(parseSavedItem);
  } catch {
    throw new UnexpectedResponseError();
  }
}

/** The saved posts or comments, of one folder or all. Re-read whenever the screen asks (tab switch, filter): never fresh. */
export function useSavedItems(type: SavedItemType, folderId: string | null) {
  return useQuery({
    queryKey: savedItemKeys.list(type, folderId),
    queryFn: ({ signal }) => fetchSavedItems(type, folderId, signal),
    staleTime: 0,
  });
}

/** DELETE /saved-item/{id}; the item leaves every cached list at once, then the lists reload. */
export function useDeleteSavedItem() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async (item: Pick<SavedItem, '_id' | 'type'>) => {
      await api.delete(`saved-item/${encodeURIComponent(item._id)}`);
      return item;
    },
    onSuccess: (item) => {
      qc.setQueriesData<SavedItem[]>({ queryKey: savedItemKeys.lists() }, (old) => old?.filter((i) => i._id !== item._id));
      void qc.invalidateQueries({ queryKey: savedItemKeys.all });
    },
  });
}
