/**
 * The draft against what does well in the community (analysis/norms.ts). Norms never remove a post,
 * so a miss is 'weak' and a fit is 'good'; each finding carries the figures it rests on.
 */
import type { CommunityNormsInfo, DraftFinding } from '@subreddit-signal/contract';
import { charCount, promotionSignals } from '../../analysis';
import { domainMatches, draftKind, finding, linkDomain, quote, type Draft } from './draft';

/** Fewer top posts than this and a share says too little to hold a draft against. */
export const MIN_TOP_POSTS_FOR_SHARES = 10;
/** A post type or domain below this share of top posts counts as rare there. */
export const RARE_SHARE = 5;
/** From this share of posts carrying a flair, a draft without one stands out. */
export const FLAIR_USUAL_SHARE = 50;
/** At or below this share of self-promotional top posts, promotion does not do well there. */
export const PROMOTION_RARE_SHARE = 5;

const norm = (label: string, text: string) => ({ kind: 'norm' as const, label: `Norm: ${label}`, text });
const KIND_WORD: Record<string, string> = { Text: 'text', Link: 'link', Image: 'image', Video: 'video', Gallery: 'gallery' };

/** `limitsPromotion`: the community's rules limit promotion (true), do not (false) or are unknown (null): promotion is shown as a good sign only where the rules are known and allow it. */
export function normFindings(
  d: Draft,
  n: CommunityNormsInfo,
  sub: string,
  opts: { limitsPromotion?: boolean | null } = {},
): DraftFinding[] {
  const out: DraftFinding[] = [];
  if (n.topPosts === 0) return out;
  const basis = `${n.topPosts.toLocaleString('en-US')} best-performing of ${n.postsAnalysed.toLocaleString('en-US')} posts`;

  if (n.titleLength) {
    const len = charCount(d.title);
    const { low, median, high } = n.titleLength;
    const figures = `Titles of the ${basis}: middle half ${low}–${high} characters, median ${median}. This title: ${len}.`;
    if (len < low) {
      const far = len < low / 2;
      out.push(
        finding(
          'norm-title-length',
          'weak',
          'title',
          far ? 'Title far too short' : 'Title shorter than what does well',
          `${far ? 'The title is far shorter than' : 'The title is shorter than'} titles that do well in r/${sub} (${low}–${high} characters). Say more about what the post gives the reader.`,
          norm('title length', figures),
        ),
      );
    } else if (len > high * 1.5 && len > high + 20) {
      out.push(
        finding(
          'norm-title-length',
          'weak',
          'title',
          'Title far longer than what does well',
          `Titles that do well in r/${sub} are ${low}–${high} characters; this one is ${len}. Cut it down to the point.`,
          norm('title length', figures),
        ),
      );
    } else {
      out.push(
        finding(
          'norm-title-length',
          'good',
          'title',
          'Title length fits',
          `The title's length is in line with titles that do well in r/${sub}.`,
          norm('title length', figures),
        ),
      );
    }
  }

  const kind = draftKind(d);
  const typeShare = n.postTypes.find((t) => t.kind === (kind === 'Gallery' ? 'Image' : kind))?.share ?? 0;
  const types = n.postTypes.map((t) => `${t.kind} ${t.share}%`).join(', ');
  if (n.topPosts >= MIN_TOP_POSTS_FOR_SHARES) {
    if (typeShare < RARE_SHARE) {
      out.push(
        finding(
          'norm-post-type',
          'weak',
          'post',
          `${KIND_WORD[kind]} posts rarely do well here`,
          `${typeShare === 0 ? 'None' : `Only ${typeShare}%`} of the top posts in r/${sub} are ${KIND_WORD[kind]} posts.`,
          norm('post types', `Post types among the ${basis}: ${types || 'none'}.`),
        ),
      );
    } else {
      out.push(
        finding(
          'norm-post-type',
          'good',
          'post',
          `${KIND_WORD[kind]} posts do well here`,
          `${typeShare}% of the top posts in r/${sub} are ${KIND_WORD[kind]} posts.`,
          norm('post types', `Post types among the ${basis}: ${types}.`),
        ),
      );
    }
  }

  const domain = linkDomain(d.link);
  if (domain && n.topPosts >= MIN_TOP_POSTS_FOR_SHARES) {
    const seen = n.linkDomains.find((x) => domainMatches(domain, x.domain));
    const list = n.linkDomains.length ? n.linkDomains.map((x) => `${x.domain} ${x.share}%`).join(', ') : 'none (top posts link nowhere)';
    if (!seen) {
      out.push(
        finding(
          'norm-link-domain',
          'weak',
          'link',
          'Link domain never seen in top posts',
          `No top post in r/${sub} links to ${domain}. Links to unfamiliar sites are often read as promotion.`,
          norm('link domains', `Domains among the ${basis}: ${list}.`),
        ),
      );
    } else {
      out.push(
        finding(
          'norm-link-domain',
          'good',
          'link',
          'Link domain is a familiar one',
          `${seen.share}% of the top posts in r/${sub} link to ${seen.domain}.`,
          norm('link domains', `Domains among the ${basis}: ${list}.`),
        ),
      );
    }
  }

  const flair = d.flair?.trim();
  const flairList = n.flairs.map((f) => `${f.flair} ${f.share}%`).join(', ');
  if (!flair && n.flairShare >= FLAIR_USUAL_SHARE) {
    out.push(
      finding(
        'norm-flair',
        'weak',
        'flair',
        'Most posts here carry a flair',
        `${n.flairShare}% of posts in r/${sub} carry a flair. Pick one of: ${n.flairs
          .slice(0, 5)
          .map((f) => f.flair)
          .join(', ')}.`,
        norm('flair', `Posts with a flair: ${n.flairShare}% of ${n.postsAnalysed.toLocaleString('en-US')}. Most used: ${flairList}.`),
      ),
    );
  } else if (flair && n.flairs.some((f) => f.flair.toLowerCase() === flair.toLowerCase())) {
    out.push(
      finding(
        'norm-flair',
        'good',
        'flair',
        'Flair used in the community',
        `${quote(flair, 40)} is one of the flairs r/${sub}'s posts use.`,
        norm('flair', `Most used flairs: ${flairList}.`),
      ),
    );
  }

  const signals = promotionSignals({ title: d.title, body: d.body, link: d.link });
  if (signals.length > 0 && n.topPosts >= MIN_TOP_POSTS_FOR_SHARES) {
    const figures = `Posts that promote (codes, affiliate or tracking links, prices with a call to buy, first-person selling; ordinary first-person stories not counted): ${n.selfPromotionShare}% of the ${basis}.`;
    const words = signals.map((x) => x.words).join(' · ');
    if (opts.limitsPromotion) {
      out.push({
        ...finding(
          'norm-self-promotion',
          'weak',
          'post',
          'Promotion is limited here',
          `r/${sub}'s rules limit promotion, whatever share of its top posts promote (${n.selfPromotionShare}%). Lead with what the reader gets; follow the rule on promotion.`,
          norm('self-promotion', figures),
        ),
        offending: words,
      });
    } else if (n.selfPromotionShare <= PROMOTION_RARE_SHARE) {
      out.push({
        ...finding(
          'norm-self-promotion',
          'weak',
          'post',
          'Promotion rarely does well here',
          `The draft promotes your own thing; ${n.selfPromotionShare}% of the top posts in r/${sub} do. Lead with what the reader gets and mention your product once, late.`,
          norm('self-promotion', figures),
        ),
        offending: words,
      });
    } else if (opts.limitsPromotion === false) {
      out.push(
        finding(
          'norm-self-promotion',
          'good',
          'post',
          'Promotion appears among top posts',
          `${n.selfPromotionShare}% of the top posts in r/${sub} promote the poster's own thing too, and its rules do not limit it.`,
          norm('self-promotion', figures),
        ),
      );
    }
  }
  return out;
}
