/** The few line icons of the chrome, drawn inline so they cost no request. */
type Props = { className?: string };
const base = { viewBox: '0 0 24 24', fill: 'none', stroke: 'currentColor', strokeWidth: 1.8, strokeLinecap: 'round', strokeLinejoin: 'round', 'aria-hidden': true } as const;

export const HeartIcon = ({ className = 'size-6' }: Props) => (
  <svg {...base} className={className}>
    <path d="M12 20s-7-4.35-7-10a4 4 0 0 1 7-2.65A4 4 0 0 1 19 10c0 5.65-7 10-7 10z" />
  </svg>
);
export const ClockIcon = ({ className = 'size-6' }: Props) => (
  <svg {...base} className={className}>
    <circle cx="12" cy="12" r="8.5" />
    <path d="M12 7.5V12l3 2" />
  </svg>
);
export const SearchIcon = ({ className = 'size-6' }: Props) => (
  <svg {...base} className={className}>
    <circle cx="11" cy="11" r="6.5" />
    <path d="M20 20l-4.2-4.2" />
  </svg>
);
export const PhoneIcon = ({ className = 'size-6' }: Props) => (
  <svg {...base} className={className}>
    <path d="M5 4h3.5l1.5 4-2 1.5a11 11 0 0 0 6.5 6.5L16 14l4 1.5V19a1 1 0 0 1-1 1A16 16 0 0 1 4 5a1 1 0 0 1 1-1z" />
  </svg>
);
export const MailIcon = ({ className = 'size-6' }: Props) => (
  <svg {...base} className={className}>
    <rect x="3.5" y="5.5" width="17" height="13" rx="1.5" />
    <path d="M4 7l8 6 8-6" />
  </svg>
);
export const ArrowUpIcon = ({ className = 'size-5' }: Props) => (
  <svg {...base} className={className}>
    <path d="M12 19V5M6 11l6-6 6 6" />
  </svg>
);
export const ChevronDownIcon = ({ className = 'size-4' }: Props) => (
  <svg {...base} className={className}>
    <path d="M6 9l6 6 6-6" />
  </svg>
);
export const Logo = ({ className = 'h-9 w-auto' }: Props) => (
  <svg viewBox="0 0 156 36" className={className} aria-hidden="true">
    <rect width="36" height="36" rx="8" fill="#0f766e" />
    <path d="M9 26V15l9-6 9 6v11h-6v-6h-6v6z" fill="#fff" />
    <text x="44" y="24" fontFamily="Arial, Helvetica, sans-serif" fontWeight="700" fontSize="19" fill="#0b5e58">
      ISN
    </text>
    <text x="83" y="24" fontFamily="Arial, Helvetica, sans-serif" fontSize="14" fill="#e8833a">
      Vietnam
    </text>
  </svg>
);
export const ChatIcon = ({ className = 'size-6' }: Props) => (
  <svg {...base} className={className}>
    <path d="M4.5 5.5h15a1 1 0 0 1 1 1v9a1 1 0 0 1-1 1H10l-4.5 3.5V16.5h-1a1 1 0 0 1-1-1v-9a1 1 0 0 1 1-1z" />
    <path d="M8.5 10.5h.01M12 10.5h.01M15.5 10.5h.01" />
  </svg>
);
export const BellIcon = ({ className = 'size-6' }: Props) => (
  <svg {...base} className={className}>
    <path d="M6 16.5V11a6 6 0 0 1 12 0v5.5l1.5 2h-15z" />
    <path d="M10 20.5a2 2 0 0 0 4 0" />
  </svg>
);
