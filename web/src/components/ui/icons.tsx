import type { SVGProps } from 'react';

// Decorative only: every icon sits in a control that carries its own accessible name.
function Svg(props: SVGProps<SVGSVGElement>) {
  return (
    <svg
      width="18"
      height="18"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      {...props}
    />
  );
}

/** Envelope icon (the message dropdown). */
export const EnvelopeIcon = () => (
  <Svg>
    <rect x="3" y="5" width="18" height="14" rx="2" />
    <path d="M3 7l9 6 9-6" />
  </Svg>
);
/** ☰ icon (menu button). */
export const MenuIcon = () => (
  <Svg>
    <path d="M4 6h16M4 12h16M4 18h16" />
  </Svg>
);
/** × icon. */
export const CloseIcon = () => (
  <Svg>
    <path d="M6 6l12 12M18 6L6 18" />
  </Svg>
);
/** Camera icon (image evidence). */
export const ImageIcon = () => (
  <Svg>
    <rect x="3" y="6" width="18" height="14" rx="2" />
    <circle cx="12" cy="13" r="3.5" />
    <path d="M8 6l1.5-2h5L16 6" />
  </Svg>
);
/** Video camera icon. */
export const VideoIcon = () => (
  <Svg>
    <rect x="2" y="6" width="14" height="12" rx="2" />
    <path d="M16 10l6-3v10l-6-3z" />
  </Svg>
);
/** Speaker icon (audio evidence). */
export const AudioIcon = () => (
  <Svg>
    <path d="M4 9h4l5-4v14l-5-4H4z" />
    <path d="M16.5 8.5a5 5 0 010 7M19 6a8.5 8.5 0 010 12" />
  </Svg>
);
/** Pencil icon. */
export const EditIcon = () => (
  <Svg>
    <path d="M4 20h4L19 9l-4-4L4 16z" />
    <path d="M13.5 6.5l4 4" />
  </Svg>
);
/** Bin icon. */
export const DeleteIcon = () => (
  <Svg>
    <path d="M4 7h16M10 11v6M14 11v6M6 7l1 13h10l1-13M9 7V4h6v3" />
  </Svg>
);
/** Arrow pointing north; rotate it to show a bearing. */
export const ArrowUpIcon = (props: SVGProps<SVGSVGElement>) => (
  <Svg {...props}>
    <path d="M12 20V4M5 11l7-7 7 7" />
  </Svg>
);
/** Gear icon. */
export const SettingsIcon = () => (
  <Svg>
    <circle cx="12" cy="12" r="3" />
    <path d="M12 2v3M12 19v3M2 12h3M19 12h3M4.9 4.9l2.1 2.1M17 17l2.1 2.1M4.9 19.1L7 17M17 7l2.1-2.1" />
  </Svg>
);
/** Door-exit icon. */
export const LogoutIcon = () => (
  <Svg>
    <path d="M15 4h4v16h-4M10 8l-4 4 4 4M6 12h10" />
  </Svg>
);
/** Envelope with an outgoing arrow (what an escalation sent). */
export const EscalationsIcon = () => (
  <Svg>
    <path d="M13 19H4a1 1 0 01-1-1V6a1 1 0 011-1h16a1 1 0 011 1v7" />
    <path d="M3 6l9 7 9-7M16 19h6M19 16l3 3-3 3" />
  </Svg>
);
