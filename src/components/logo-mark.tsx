/** The brand mark: an orbit around a wave crest (decorative; the company name is always next to it). */
export function LogoMark({ size = 32 }: { size?: number }) {
  return (
    <svg className="logo-mark" width={size} height={size} viewBox="0 0 32 32" aria-hidden="true" focusable="false">
      <circle cx="16" cy="16" r="13" fill="none" stroke="#03A49E" strokeWidth="3" />
      <path d="M7 19c3-6 6-6 9 0s6 6 9 0" fill="none" stroke="#0B2740" strokeWidth="3" strokeLinecap="round" />
      <circle cx="24.2" cy="7.4" r="3" fill="#0B2740" />
    </svg>
  );
}
