import { siteBreaches } from '../../server/src/modules/drafts/check/site-rules';

/** The kinds of Reddit-wide rule a text post (title and body, no link, flair or gallery) may break, as the draft check reads them. */
export const siteKinds = (title: string, body: string) =>
  siteBreaches({ title, body, link: null, flair: null, galleryItems: null }).map((b) => b.kind);
