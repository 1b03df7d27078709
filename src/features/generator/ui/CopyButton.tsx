import { copyText } from '@/shared/lib/browser';
import { notify } from '@/shared/toast';
import { Button } from '@/shared/ui';
import { GENERATOR_MSG } from '../model/messages';
import { CopyIcon } from '@/entities/idea';

/** Copies `text` and says 'Copied to clipboard' (or why it could not). */
export function CopyButton({ text, label = 'Copy', ariaLabel }: { text: string; label?: string; ariaLabel?: string }) {
  const copy = async () => {
    if (await copyText(text)) notify.success(GENERATOR_MSG.copied);
    else notify.error(GENERATOR_MSG.copyFailed);
  };
  return (
    <Button variant="secondary" size="sm" icon={<CopyIcon size={16} />} onClick={() => void copy()} aria-label={ariaLabel}>
      {label}
    </Button>
  );
}
