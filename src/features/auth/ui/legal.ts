/**
 * A visitor's view of the Terms of Use and Privacy Policy, shown from the Create account form.
 * Signed-in users read the full documents on /profile (Privacy and Terms tabs).
 */
export interface LegalDocument {
  title: string;
  sections: Array<{ heading: string; text: string }>;
}

export const TERMS: LegalDocument = {
  title: 'Terms of Use',
  sections: [
    {
      heading: 'Your account',
      text: 'You are responsible for the accuracy of your account details and for keeping your password secret. One person per account; tell us at once if you suspect someone else is using it.',
    },
    {
      heading: 'Using the service',
      text: 'Subreddit Signal analyses public Reddit communities and generates content suggestions. You remain responsible for what you publish and must follow Reddit’s rules and each community’s own rules.',
    },
    {
      heading: 'Plans and credits',
      text: 'Paid analysis and AI generation use credits. Plans renew monthly until cancelled; unused credits do not carry over unless your plan says so.',
    },
    {
      heading: 'Fair use',
      text: 'Do not use the service to spam, harass, scrape it automatically or get around its limits. We may suspend accounts that do.',
    },
    {
      heading: 'Changes',
      text: 'We may update these terms; we will tell you by e-mail or in the app before material changes take effect.',
    },
  ],
};

export const PRIVACY: LegalDocument = {
  title: 'Privacy Policy',
  sections: [
    {
      heading: 'What we collect',
      text: 'Your name, e-mail address, password (stored only as a salted hash), optional profile photo, your searches and analysis history, and the ideas you save.',
    },
    {
      heading: 'Why we use it',
      text: 'To run your account, show your history, send the reports and security e-mails you ask for (such as password reset codes), and bill paid plans.',
    },
    {
      heading: 'Sharing',
      text: 'We do not sell your data. We share it only with the processors that run the service (hosting, e-mail, payments) and when the law requires it.',
    },
    {
      heading: 'Your choices',
      text: 'You can change your profile and notification settings at any time, and ask us to export or delete your data.',
    },
  ],
};
