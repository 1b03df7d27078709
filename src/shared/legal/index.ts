export { PrivacyPolicy } from './PrivacyPolicy';
export { TermsOfUse } from './TermsOfUse';
