import { PrivacyPolicy, TermsOfUse } from '@/shared/legal';
import { Button, Modal } from '@/shared/ui';
import './legal-dialog.css';

export type LegalDoc = 'terms' | 'privacy';

const TITLES: Record<LegalDoc, string> = { terms: 'Terms of Use', privacy: 'Privacy Policy' };

/** The Terms of Use or Privacy Policy in a dialog, for visitors on the Create account screen. */
export function LegalModal({ doc, onClose }: { doc: LegalDoc | null; onClose: () => void }) {
  return (
    <Modal open={Boolean(doc)} title={doc ? TITLES[doc] : ''} onClose={onClose} labelledBy="legal-title" wide>
      <div className="legal-dialog">{doc === 'terms' ? <TermsOfUse /> : doc === 'privacy' ? <PrivacyPolicy /> : null}</div>
      <div className="modal__actions">
        <Button onClick={onClose}>Close</Button>
      </div>
    </Modal>
  );
}
