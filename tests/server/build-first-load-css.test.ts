// The stylesheets every first visit loads (theme.css from the entry; auth.css with /login) hold only
// what those pages draw: the rules of dialogs, avatars, switches, sideways-scroll hints, the OTP boxes
// and the legal dialog live in stylesheets their components import, so they load with them
// (decision 053: /login −0.6 KB gzip of CSS).
import { readFileSync } from 'node:fs';
import path from 'node:path';

const root = path.join(__dirname, '../..');
const read = (f: string) => readFileSync(path.join(root, f), 'utf8');
/** Every selector of a stylesheet (comments dropped). */
const selectors = (css: string) =>
  [...css.replace(/\/\*[\s\S]*?\*\//g, '').matchAll(/([^{}@;]+)\{/g)].map((m) => m[1].trim()).filter((s) => !s.startsWith('('));

const MOVED: [component: string, stylesheet: string, selector: RegExp][] = [
  ['src/shared/ui/Modal.tsx', './modal.css', /^\.modal(-backdrop|--wide|__title)?$/],
  ['src/shared/ui/Avatar.tsx', './avatar.css', /^\.avatar/],
  ['src/shared/ui/Switch.tsx', './switch.css', /^\.switch/],
  ['src/shared/ui/useScrollHint.ts', './scroll-hint.css', /^\.scroll-hint/],
  ['src/features/auth/ui/OtpInput.tsx', './otp.css', /^\.otp/],
  ['src/features/auth/ui/LegalModal.tsx', './legal-dialog.css', /^\.legal-dialog/],
  // Decision 062: /login has no checkbox (create-account's is with its form).
  ['src/shared/ui/Checkbox.tsx', './checkbox.css', /^\.checkbox/],
  // Decision 065: the user menu's panel loads on the first intent, its rules with it (out of the
  // signed-in layout's stylesheet, which every signed-in page loads).
  ['src/app/layout/UserMenuPanel.tsx', './user-menu-panel.css', /^(\.user-menu__(panel|who|credits|sep|item)|\.badge$)/],
];

describe('first-load stylesheets', () => {
  it.each(['src/shared/ui/theme.css', 'src/features/auth/ui/auth.css', 'src/app/layout/layout.css'])(
    '%s has no rule of a component that brings its own',
    (file) => {
      const found = selectors(read(file)).filter((s) => s.split(',').some((part) => MOVED.some(([, , re]) => re.test(part.trim()))));
      expect(found).toEqual([]);
    },
  );

  it.each(MOVED)('%s imports %s, which holds its rules', (component, stylesheet, selector) => {
    expect(read(component)).toContain(`import '${stylesheet}';`);
    const own = selectors(read(path.join(path.dirname(component), stylesheet)));
    expect(own.some((s) => selector.test(s))).toBe(true);
  });
});

// The tab strips (profile, saved ideas, reports) bring their rules too (decision 062), and the strips
// that restyle them do so with a more specific selector, so the order the stylesheets load in does not matter.
describe('tab strips', () => {
  const STRIPS = [
    'src/features/profile/ui/ProfileTabs.tsx',
    'src/features/reports/pages/TrendsReportsPage.tsx',
    'src/features/saved-ideas/pages/SavedIdeasPage.tsx',
  ];
  it('theme.css has no tab rule; tabs.css has them', () => {
    const isTab = (s: string) => s.split(',').some((part) => /^\.tabs?(\[|$)/.test(part.trim()));
    expect(selectors(read('src/shared/ui/theme.css')).filter(isTab)).toEqual([]);
    expect(selectors(read('src/shared/ui/tabs.css')).filter(isTab)).toEqual(['.tabs', '.tab', ".tab[aria-selected='true']"]);
  });
  it.each(STRIPS)('%s imports tabs.css', (file) => expect(read(file)).toContain("import '@/shared/ui/tabs.css';"));
  it('the reports’ and saved ideas’ strips restyle .tabs with .tabs.<own>', () => {
    expect(selectors(read('src/features/reports/ui/reports.css'))).toContain('.tabs.rp-tabs');
    expect(selectors(read('src/features/saved-ideas/ui/saved-ideas.css'))).toContain('.tabs.si-tabs');
    for (const f of ['src/features/reports/ui/reports.css', 'src/features/saved-ideas/ui/saved-ideas.css'])
      expect(selectors(read(f)).filter((s) => /^\.(rp|si)-tabs$/.test(s))).toEqual([]);
  });
});

// Likewise results.css, which every results page loads (the paid subreddit analysis among them):
// the analysed post's card, the comparison lists and the top comments are drawn only by the post
// analysis pages, so their rules come with their components (decision 059: the paid page −0.3 KB gzip).
const POST_ONLY: [component: string, stylesheet: string, selector: RegExp][] = [
  ['src/features/analysis/results/ui/PostCard.tsx', './post-card.css', /^\.post-card/],
  ['src/features/analysis/results/ui/PostComparison.tsx', './compare-list.css', /^\.compare-list/],
  ['src/features/analysis/results/ui/PostDiscussion.tsx', './compare-list.css', /^\.compare-list/],
  ['src/features/analysis/results/ui/TopComments.tsx', './top-comments.css', /^\.comment(-list|__|$)/],
  // Not the post pages' alone but the free pages': their top post teaser, sample or locked (decision 062).
  ['src/features/analysis/results/ui/SamplePost.tsx', './sample-post.css', /^\.(sample-post|locked)(__|$)/],
];

describe('the results pages’ shared stylesheet', () => {
  it('has no rule of the post pages’ own components', () => {
    const found = selectors(read('src/features/analysis/results/ui/results.css')).filter((s) =>
      s.split(',').some((part) => POST_ONLY.some(([, , re]) => re.test(part.trim()))),
    );
    expect(found).toEqual([]);
  });

  it.each(POST_ONLY)('%s imports %s, which holds its rules', (component, stylesheet, selector) => {
    expect(read(component)).toContain(`import '${stylesheet}';`);
    const own = selectors(read(path.join(path.dirname(component), stylesheet)));
    expect(own.some((s) => selector.test(s))).toBe(true);
  });
});
