/** Icons of the generator screens, drawn with the shared set's factory (kept out of the first-load bundle). */
import { makeIcon } from '@/shared/ui';

export const MessageIcon = makeIcon(<path d="M21 12a8 8 0 0 1-11.6 7.1L4 21l1.9-5.4A8 8 0 1 1 21 12z" />);
export const RefreshIcon = makeIcon(
  <>
    <path d="M20 11a8 8 0 0 0-14.9-3.5L3 10" />
    <path d="M3 4v6h6M4 13a8 8 0 0 0 14.9 3.5L21 14" />
    <path d="M21 20v-6h-6" />
  </>,
);
export const PlusIcon = makeIcon(<path d="M12 5v14M5 12h14" />);
export const RobotIcon = makeIcon(
  <>
    <rect x="4" y="8" width="16" height="12" rx="3" />
    <path d="M12 4v4M9 13v1M15 13v1M9 17h6" />
  </>,
);
