import { makeIcon } from './make-icon';

/** What a message or a state says (toasts, state panels) and closing it: the shell draws these on every page. */
export const InfoIcon = makeIcon(
  <>
    <circle cx="12" cy="12" r="9" />
    <path d="M12 11v6M12 7.5v.5" />
  </>,
);
export const CheckCircleIcon = makeIcon(
  <>
    <circle cx="12" cy="12" r="9" />
    <path d="m8 12 3 3 5-6" />
  </>,
);
export const AlertIcon = makeIcon(
  <>
    <path d="M12 3 2 21h20z" />
    <path d="M12 10v5M12 18v.5" />
  </>,
);
export const CloseIcon = makeIcon(<path d="M6 6l12 12M18 6 6 18" />);
