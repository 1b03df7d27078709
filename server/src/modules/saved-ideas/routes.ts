import type { FastifyPluginAsync } from 'fastify';
import type * as yup from 'yup';
import { FOLDER_MSG, createFolderRequest, saveCommentRequest, savePostRequest, savedItemListRequest } from '@subreddit-signal/contract';
import type { AppDeps } from '../../app-deps';
import { badRequest } from '../../platform/errors';
import { authOf, requireAuth } from '../auth';
import { parse } from '../../platform/validate';
import * as saved from './service';

/**
 * Fills the schema's declared defaults for absent top-level keys (strict validation applies none),
 * so a post without `flairs` is saved with [] rather than refused.
 */
function withDefaults(schema: yup.AnyObjectSchema, body: unknown): unknown {
  if (!body || typeof body !== 'object' || Array.isArray(body)) return body;
  const out: Record<string, unknown> = { ...(body as Record<string, unknown>) };
  for (const [key, field] of Object.entries(schema.fields)) {
    if (out[key] !== undefined) continue;
    const fallback = (field as yup.Schema).getDefault();
    if (fallback !== undefined) out[key] = fallback;
  }
  return out;
}

/** Folders and saved items: /api/folder, /api/posts, /api/comments, /api/saved-item. */
export const savedIdeasRoutes =
  (deps: AppDeps): FastifyPluginAsync =>
  async (app) => {
    const { db } = deps;
    app.addHook('onRequest', requireAuth(db, deps.tokens, deps.authCache));

    app.get('/folder/get-folder', async (req) => saved.getFolders(db, authOf(req).user.id));

    app.post('/folder/create-folder', async (req, reply) => {
      const raw = (req.body as { name?: unknown } | null)?.name;
      // The contract trims first, so say "spaces only" here rather than "required".
      if (typeof raw === 'string' && raw.length > 0 && raw.trim() === '') throw badRequest(FOLDER_MSG.blank);
      const { name } = parse(createFolderRequest, req.body);
      return reply.code(201).send(await saved.createFolder(db, authOf(req).user.id, name));
    });

    app.post('/posts/create', async (req, reply) => {
      const { folderId, subreddit, generatedAt, ...post } = parse(savePostRequest, withDefaults(savePostRequest, req.body));
      return reply.code(201).send(await saved.savePost(db, authOf(req).user.id, folderId, post, { subreddit, generatedAt }));
    });

    app.post('/comments/create', async (req, reply) => {
      const { folderId, subreddit, generatedAt, ...comment } = parse(saveCommentRequest, withDefaults(saveCommentRequest, req.body));
      return reply.code(201).send(await saved.saveComment(db, authOf(req).user.id, folderId, comment, { subreddit, generatedAt }));
    });

    // Reads only: it leaves the user's cached session alone (decision 006).
    app.post('/saved-item/list', { config: { readOnly: true } }, async (req) => {
      const { type, folderId } = parse(savedItemListRequest, req.body);
      return saved.listSavedItems(db, authOf(req).user.id, type, folderId);
    });

    app.delete<{ Params: { id: string } }>('/saved-item/:id', async (req) => saved.deleteSavedItem(db, authOf(req).user.id, req.params.id));
  };
