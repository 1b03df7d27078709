import { LEGAL, LegalDocument, Mail, type LegalSectionSpec } from './LegalDocument';

const sections: LegalSectionSpec[] = [
  {
    id: 'who-we-are',
    title: 'Who we are',
    body: (
      <>
        <p>
          {LEGAL.product} ("we", "us", "our") is a web application that helps marketers and content strategists find and understand
          communities (subreddits) on Reddit and write better posts and comments for them with the help of AI. This Privacy Policy explains
          which personal information we collect when you use {LEGAL.product}, why we collect it, how long we keep it, who we share it with
          and what choices and rights you have.
        </p>
        <p>
          The operator of {LEGAL.product} is the controller of the personal information described here. Questions about this policy or
          requests about your information can be sent to <Mail to={LEGAL.privacyEmail} />.
        </p>
      </>
    ),
  },
  {
    id: 'information-we-collect',
    title: 'Information we collect',
    body: (
      <>
        <h4>Information you give us</h4>
        <ul>
          <li>
            <strong>Account details.</strong> Your name, your e-mail address and your password when you create an account. We never store
            your password itself, only a one-way, salted hash of it.
          </li>
          <li>
            <strong>Google sign-in.</strong> If you sign in with Google, Google shares your name, e-mail address, profile picture and a
            Google account identifier with us. We never receive your Google password.
          </li>
          <li>
            <strong>Profile.</strong> The profile photo you upload and your notification preference.
          </li>
          <li>
            <strong>What you do in the product.</strong> The keywords and Reddit URLs you analyse, your analysis history, the inputs you
            give the AI post and comment generators (search query, subreddit, template, writing style or tone), the posts and comments
            generated for you, your folders and saved ideas.
          </li>
          <li>
            <strong>Report subscriptions.</strong> The e-mail address, subreddits and delivery frequency (weekly or monthly) you choose for
            automated reports.
          </li>
          <li>
            <strong>Messages to us.</strong> What you write when you contact us for support or about your rights.
          </li>
        </ul>
        <h4>Billing information</h4>
        <p>
          Subscriptions are paid through our payment provider. Your full card number and security code go directly to the payment provider
          and never reach our servers. We receive and keep your plan, payment status, billing dates, credit balance and, for saved cards,
          only the card brand, the last four digits and the expiry month and year.
        </p>
        <h4>Information collected automatically</h4>
        <ul>
          <li>
            Technical data sent by your browser with each request, such as your IP address, browser type and the time of the request, which
            we use in security logs and to limit abusive traffic (for example repeated sign-in or one-time-code attempts).
          </li>
          <li>
            Records of sign-in sessions (when a session started, when it was refreshed or ended) so that we can sign you out of other
            devices.
          </li>
        </ul>
      </>
    ),
  },
  {
    id: 'reddit-data',
    title: 'Public Reddit data we analyse',
    body: (
      <>
        <p>
          To produce analyses, {LEGAL.product} processes content that is publicly available on Reddit: subreddit descriptions and
          statistics, posts, comments, scores and posting times. This content can contain Reddit usernames and whatever people chose to
          publish. We use it to calculate aggregate insights about communities and posts (such as engagement, best times to post, popular
          flairs and keywords). We do not use it to build profiles of individual Reddit users, and we do not combine it with the personal
          information of our customers.
        </p>
        <p>
          Depending on configuration, analyses are based on Reddit's API or on a dated archive of public Reddit data; the product tells you
          when data comes from an archive. If you believe Reddit content about you is shown in {LEGAL.product} and should not be, write to{' '}
          <Mail to={LEGAL.privacyEmail} /> with the link to the content and we will review and, where appropriate, remove it.
        </p>
      </>
    ),
  },
  {
    id: 'how-we-use',
    title: 'How we use your information',
    body: (
      <ul>
        <li>To create and secure your account, sign you in (including with Google) and keep you signed in.</li>
        <li>
          To run the analyses and AI generation you ask for, keep your history, folders and saved ideas, and show your credit balance.
        </li>
        <li>To manage your plan, take payments through our payment provider, grant and deduct credits and keep billing records.</li>
        <li>
          To send e-mails you need or asked for: one-time codes for password resets, notices that your password was changed, the reports you
          subscribed to and, while notifications are switched on, account and product notifications.
        </li>
        <li>To detect, prevent and investigate fraud, abuse, security incidents and violations of our Terms of Use.</li>
        <li>To answer your requests and provide support.</li>
        <li>To understand, in aggregate, how the product is used so that we can fix problems and improve it.</li>
        <li>To comply with legal obligations, such as tax and accounting rules.</li>
      </ul>
    ),
  },
  {
    id: 'legal-bases',
    title: 'Legal bases for processing',
    body: (
      <>
        <p>Where the EU or UK General Data Protection Regulation applies, we rely on the following legal bases:</p>
        <ul>
          <li>
            <strong>Performance of a contract</strong>: to provide the service you signed up for, including your account, analyses,
            generation, saved items, reports and billing.
          </li>
          <li>
            <strong>Legitimate interests</strong>: to keep the service secure, prevent abuse, analyse public Reddit content in aggregate and
            improve the product, balanced against your rights.
          </li>
          <li>
            <strong>Consent</strong>: for optional notifications, which you can switch off at any time on your profile.
          </li>
          <li>
            <strong>Legal obligation</strong>: to keep billing records and answer lawful requests from authorities.
          </li>
        </ul>
      </>
    ),
  },
  {
    id: 'ai',
    title: 'AI-generated content',
    body: (
      <p>
        When you use the AI post generator or ask for comment ideas, the inputs needed for the request (your query, the chosen subreddit,
        template, writing style or tone, and aggregate insights about the subreddit) are processed to create the text. Where we use an
        external AI model provider for this, it processes these inputs on our behalf only to return the result. Do not put sensitive
        personal information into generator inputs. We do not sell your inputs or generated content, and we do not use them to train AI
        models.
      </p>
    ),
  },
  {
    id: 'sharing',
    title: 'How we share information',
    body: (
      <>
        <p>
          We do not sell your personal information and we do not share it for cross-context behavioural advertising. We share it only with:
        </p>
        <ul>
          <li>
            <strong>Service providers</strong> acting on our behalf and under contract: hosting and storage, e-mail delivery, our payment
            provider and, where used, an AI model provider.
          </li>
          <li>
            <strong>Google</strong>, when you choose to sign in with Google, as part of that sign-in.
          </li>
          <li>
            <strong>Authorities or other parties</strong> when the law requires it, or when it is necessary to protect the rights, property
            or safety of our users, the public or us.
          </li>
          <li>
            <strong>A successor</strong> in a merger, acquisition or sale of assets, who will remain bound by this policy for the
            information it receives.
          </li>
        </ul>
      </>
    ),
  },
  {
    id: 'cookies',
    title: 'Cookies and local storage',
    body: (
      <>
        <p>
          {LEGAL.product} does not use advertising or cross-site tracking cookies. To keep you signed in, the app stores two session tokens
          (an access token and a refresh token) in your browser's local storage under the key <code>auth-storage</code>. They are removed
          when you log out, and they stop working when they expire, when you change your password (for other devices) or when we end the
          session for security reasons.
        </p>
        <p>
          The Google sign-in page and our payment provider's checkout page are run by those companies and may set their own cookies, under
          their own privacy policies.
        </p>
      </>
    ),
  },
  {
    id: 'retention',
    title: 'How long we keep information',
    body: (
      <ul>
        <li>Account and profile information: for as long as your account is open.</li>
        <li>
          Analysis history, generated content, folders, saved ideas and report subscriptions: until you delete them, cancel the subscription
          or your account is deleted.
        </li>
        <li>One-time codes for password resets: until they are used or expire, which happens within minutes.</li>
        <li>Sign-in sessions: until they expire, you log out, or they are revoked, for example after a password change.</li>
        <li>Security logs: for a limited period, normally no longer than 90 days, unless needed to investigate an incident.</li>
        <li>Billing records: for as long as tax and accounting law requires, which can be up to ten years.</li>
      </ul>
    ),
  },
  {
    id: 'deletion',
    title: 'Deleting your account',
    body: (
      <p>
        You can remove your profile photo at any time on your profile, and delete saved ideas and report subscriptions in the product. To
        delete your whole account, write to <Mail to={LEGAL.privacyEmail} /> from the e-mail address of the account. We delete or anonymise
        your personal information within 30 days of confirming the request, except billing records we must keep by law. Copies in backups
        are overwritten in the normal backup cycle.
      </p>
    ),
  },
  {
    id: 'security',
    title: 'Security',
    body: (
      <p>
        We protect your information with encrypted connections, hashed passwords, short-lived access tokens, rotation of refresh tokens,
        limits on repeated sign-in and code attempts, and access to personal information only for people who need it. No system is perfectly
        secure; if we learn of a breach that affects your personal information, we will notify you and the authorities as the law requires.
        Please use a strong password that you do not use elsewhere.
      </p>
    ),
  },
  {
    id: 'your-rights',
    title: 'Your rights and choices',
    body: (
      <>
        <p>Depending on where you live, you may have the right to:</p>
        <ul>
          <li>access the personal information we hold about you and receive a copy of it in a portable format;</li>
          <li>correct inaccurate information (you can change your name and photo on your profile yourself);</li>
          <li>delete your information;</li>
          <li>object to or restrict certain processing, and withdraw consent at any time without affecting earlier processing;</li>
          <li>not be discriminated against for exercising these rights.</li>
        </ul>
        <p>
          You can switch notifications off on your profile, cancel report e-mails on the Trends &amp; Reports page, and export your saved
          ideas as CSV or text. For any other request, write to <Mail to={LEGAL.privacyEmail} />. We answer within one month and may ask you
          to confirm that the account is yours. You also have the right to complain to your local data protection authority.
        </p>
      </>
    ),
  },
  {
    id: 'transfers',
    title: 'International transfers',
    body: (
      <p>
        Our service providers may process information in countries other than yours. Where information about people in the European Economic
        Area, the United Kingdom or Switzerland is transferred to a country without an adequacy decision, we rely on appropriate safeguards
        such as the European Commission's Standard Contractual Clauses.
      </p>
    ),
  },
  {
    id: 'children',
    title: 'Children',
    body: (
      <p>
        {LEGAL.product} is a professional tool and is not directed to children. You must be at least 16 years old to use it. If you believe
        a child has given us personal information, contact us and we will delete it.
      </p>
    ),
  },
  {
    id: 'changes',
    title: 'Changes to this policy',
    body: (
      <p>
        We may update this policy as the product changes. We will change the effective date above and, for significant changes, tell you by
        e-mail or in the app before they take effect.
      </p>
    ),
  },
  {
    id: 'contact',
    title: 'Contact us',
    body: (
      <p>
        For privacy questions and requests, write to <Mail to={LEGAL.privacyEmail} />. For other legal matters, write to{' '}
        <Mail to={LEGAL.legalEmail} />.
      </p>
    ),
  },
];

/** Tabs3: the privacy policy of the product. */
export function PrivacyPolicy() {
  return (
    <LegalDocument
      id="privacy"
      title="Privacy Policy"
      intro={
        <p>
          Your privacy matters to us. This policy applies to the {LEGAL.product} web application, its e-mails and its API. By using{' '}
          {LEGAL.product} you acknowledge that your information is handled as described below.
        </p>
      }
      sections={sections}
    />
  );
}
