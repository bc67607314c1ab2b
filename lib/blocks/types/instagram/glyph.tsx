// The Instagram glyph (camera outline on the brand gradient), drawn inline so the share view needs
// no image request. Decorative: the link next to it names the profile.

export function InstagramGlyph({ gradientId, className = "size-12" }: { gradientId: string; className?: string }) {
  return (
    <svg viewBox="0 0 48 48" aria-hidden="true" focusable="false" className={className}>
      <defs>
        <radialGradient id={gradientId} cx="0.3" cy="1.07" r="1.15">
          <stop offset="0" stopColor="#fdd267" />
          <stop offset="0.25" stopColor="#f58529" />
          <stop offset="0.5" stopColor="#dd2a7b" />
          <stop offset="0.75" stopColor="#8134af" />
          <stop offset="1" stopColor="#515bd4" />
        </radialGradient>
      </defs>
      <rect width="48" height="48" rx="13" fill={`url(#${gradientId})`} />
      <rect x="11" y="11" width="26" height="26" rx="8" fill="none" stroke="#fff" strokeWidth="3" />
      <circle cx="24" cy="24" r="6.25" fill="none" stroke="#fff" strokeWidth="3" />
      <circle cx="31.5" cy="16.5" r="1.9" fill="#fff" />
    </svg>
  );
}
