import '@tanstack/react-router';
import type { GeneratedPost } from '@subreddit-signal/contract';

/** Router (history) state carried between screens: the password-reset e-mail and token, a post, the generator prefill. */
declare module '@tanstack/react-router' {
  interface HistoryState {
    /** /forgot-password → /otp */
    email?: string;
    /** /otp → /new-password */
    token?: string;
    /** A post carried to /generate-comments-responses ('Generate first comments' on the generator and saved-ideas screens). */
    post?: GeneratedPost & { subreddit?: string };
    /**
     * First comments written for the carried post (each { comment, tone, engine, grounding }), carried
     * from /generate-comments-responses to /ai-post-generator-results and back so none is lost; checked
     * on arrival by the generator slice.
     */
    comments?: readonly unknown[];
    /** The comment tone tab that was open with those comments. */
    tone?: string;
    /** Prefill of the post generator form (/ai-post-generator-results), e.g. from /templates. */
    subreddit?: string;
    /** One of POST_TEMPLATES, e.g. 'Discussion'. */
    template?: string;
    /** One of WRITING_STYLES, e.g. 'Brief'. */
    writingStyle?: string;
    /** What to write about, carried from an audience theme (/audience → 'Write a post about this'). */
    topic?: string;
  }
}
