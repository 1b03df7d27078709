import { makeIcon } from './make-icon';

/** The account, its plan and its menu. */
export const LogOutIcon = makeIcon(
  <>
    <path d="M9 21H5a2 2 0 0 1-2-2V5a2 2 0 0 1 2-2h4" />
    <path d="M16 17l5-5-5-5M21 12H9" />
  </>,
);
export const UserIcon = makeIcon(
  <>
    <circle cx="12" cy="8" r="4" />
    <path d="M4 21a8 8 0 0 1 16 0" />
  </>,
);
export const ShieldIcon = makeIcon(<path d="M12 3l8 3v6c0 5-3.5 8-8 9-4.5-1-8-4-8-9V6z" />);
export const FileIcon = makeIcon(
  <>
    <path d="M14 3H6v18h12V7z" />
    <path d="M14 3v4h4M9 13h6M9 17h6" />
  </>,
);
export const CrownIcon = makeIcon(<path d="M3 7l4.5 4L12 4l4.5 7L21 7l-2 12H5z" />);
export const CoinsIcon = makeIcon(
  <>
    <ellipse cx="12" cy="6" rx="7" ry="3" />
    <path d="M5 6v6c0 1.7 3.1 3 7 3s7-1.3 7-3V6M5 12v6c0 1.7 3.1 3 7 3s7-1.3 7-3v-6" />
  </>,
);
export const MenuIcon = makeIcon(<path d="M4 6h16M4 12h16M4 18h16" />);
export const ChevronDownIcon = makeIcon(<path d="m6 9 6 6 6-6" />);
export const ArrowRightIcon = makeIcon(<path d="M5 12h14M13 6l6 6-6 6" />);
export const CameraIcon = makeIcon(
  <>
    <path d="M4 7h3l2-3h6l2 3h3v13H4z" />
    <circle cx="12" cy="13" r="4" />
  </>,
);
export const TrashIcon = makeIcon(
  <>
    <path d="M4 7h16M10 11v6M14 11v6" />
    <path d="M6 7l1 14h10l1-14M9 7V4h6v3" />
  </>,
);
