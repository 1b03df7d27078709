/** The copy icon of idea cards (generator and saved ideas), drawn with the shared set's factory. */
import { makeIcon } from '@/shared/ui';

export const CopyIcon = makeIcon(
  <>
    <rect x="9" y="9" width="12" height="12" rx="2" />
    <path d="M5 15H4a1 1 0 0 1-1-1V4a1 1 0 0 1 1-1h10a1 1 0 0 1 1 1v1" />
  </>,
);
