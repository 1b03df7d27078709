/**
 * Password-reset codes are looked up by the normalised e-mail they were requested for, and a
 * request for an e-mail with no account stores a code too (one that can never match, user_id
 * NULL). Unknown and known e-mails then go through the same steps and answer the same, including
 * the per-code attempt limit, so the reset flow does not reveal which accounts exist.
 */
export default /* sql */ `
ALTER TABLE password_reset_codes ALTER COLUMN user_id DROP NOT NULL;
ALTER TABLE password_reset_codes ADD COLUMN email text;
UPDATE password_reset_codes c SET email = lower(u.email) FROM users u WHERE u.id = c.user_id;
DELETE FROM password_reset_codes WHERE email IS NULL;
ALTER TABLE password_reset_codes ALTER COLUMN email SET NOT NULL;
CREATE INDEX password_reset_codes_email_idx ON password_reset_codes (email, created_at);
CREATE INDEX password_reset_tokens_user_idx ON password_reset_tokens (user_id);
`;
