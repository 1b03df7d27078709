import type {
  CommentIdea,
  CommentTone,
  GeneratedPost,
  GeneratorKind,
  PostIdeaGroup,
  PostTemplate,
  WritingStyle,
} from '@subreddit-signal/contract';
import type { CommunityRulesData } from '../reddit';
import type { CommunityProfile } from './community';

/** The post a comment answers: the generated post fields, with its community when known. */
export interface PostToAnswer {
  title: string;
  body: string;
  callToAction?: string;
  hashTags?: string[];
  flairs?: string[];
}

export interface PostsInput {
  community: CommunityProfile;
  searchQuery: string;
  /** Keep the query's capitals (Google, Pirate Bay): set for topics taken from community keywords. */
  keepCase?: boolean;
  /** The query already has the article it should have (post ideas choose it from the community: 'debt', 'the gym'). */
  articleGiven?: boolean;
  template: PostTemplate;
  writingStyle: WritingStyle;
  count: number;
  /** With the inputs, picks the result: equal inputs and nonce give equal output (built-in engine). */
  nonce: number;
  /** Titles the user was already given for this request: write others while there are any. */
  avoid?: readonly string[];
  /**
   * Fingerprints (text.ts bodyFingerprint) of the bodies the user was already given for this request: write others, under
   * any title, while there are any. The built-in engine's; a model's prompt carries the titles (a fingerprint says nothing to it).
   */
  avoidBodies?: readonly string[];
  /** The community's written rules and post requirements, when the source read them (a model's prompt carries them). */
  rules?: CommunityRulesData | null;
}

export interface CommentsInput {
  post: PostToAnswer;
  /** The post's community, when the caller named one the data knows. */
  community: CommunityProfile | null;
  tone: CommentTone;
  count: number;
  nonce: number;
  /** Comment titles (angle and subject) already given on this post: take others while there are any. */
  avoid?: readonly string[];
  /** Comment texts already given on this post: a title given again comes in words it was not given in, where it can. */
  avoidTexts?: readonly string[];
}

export interface CommentVersionInput {
  comment: { title: string; response: string };
  tone: CommentTone;
  nonce: number;
}

export interface IdeasInput {
  communities: CommunityProfile[];
  perCommunity: number;
  nonce: number;
}

/** One port, two adapters: the rule-based built-in engine (default) and an OpenAI-compatible LLM. */
export interface Generator {
  readonly kind: GeneratorKind;
  posts(input: PostsInput): Promise<GeneratedPost[]>;
  comments(input: CommentsInput): Promise<CommentIdea[]>;
  commentVersion(input: CommentVersionInput): Promise<CommentIdea>;
  ideas(input: IdeasInput): Promise<PostIdeaGroup[]>;
}
