import { Button, Modal } from '@/shared/ui';
import type { LegalDocument } from './legal';

/** The Terms of Use or Privacy Policy in a dialog, for visitors on the Create account screen. */
export function LegalModal({ doc, onClose }: { doc: LegalDocument | null; onClose: () => void }) {
  return (
    <Modal open={Boolean(doc)} title={doc?.title ?? ''} onClose={onClose} labelledBy="legal-title">
      <div className="legal">
        {doc?.sections.map((s) => (
          <section key={s.heading}>
            <h3>{s.heading}</h3>
            <p>{s.text}</p>
          </section>
        ))}
      </div>
      <div className="modal__actions">
        <Button onClick={onClose}>Close</Button>
      </div>
    </Modal>
  );
}
