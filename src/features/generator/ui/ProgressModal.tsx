import { Modal } from '@/shared/ui';
import { GENERATOR_MSG } from '../model/messages';

const stayOpen = () => {};

/** 'Generating Your Content...' with a progress bar (up to 95 while waiting, 100 when done). It closes by itself. */
export function ProgressModal({ open, progress, detail }: { open: boolean; progress: number; detail?: string }) {
  return (
    <Modal open={open} title={GENERATOR_MSG.generatingTitle} onClose={stayOpen} labelledBy="gen-progress-title">
      <p className="gen-progress__text">{detail ?? 'Reading what the community rewards and drafting your posts.'}</p>
      <div
        className="gen-progress"
        role="progressbar"
        aria-labelledby="gen-progress-title"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={progress}
        aria-valuetext={`${progress}%`}
      >
        <span className="gen-progress__bar" style={{ width: `${progress}%` }} />
      </div>
      <p className="gen-progress__value" aria-hidden>
        {progress}%
      </p>
    </Modal>
  );
}
