/**
 * The built-in generator: rule-based, no network and no model. Templates and phrase banks written
 * by hand, filled with the community's real data (community.ts) and chosen by a seeded PRNG.
 */
import type { Generator } from '../port';
import { writeCommentVersion, writeComments } from './comments';
import { writeIdeas } from './ideas';
import { writePosts } from './posts';

export function builtInGenerator(): Generator {
  return {
    kind: 'built-in',
    posts: async (input) => writePosts(input),
    comments: async (input) => writeComments(input),
    commentVersion: async (input) => writeCommentVersion(input),
    ideas: async (input) => writeIdeas(input),
  };
}

export { writePosts, writeComments, writeCommentVersion, writeIdeas };
