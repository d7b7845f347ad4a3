/** The brand mark (public/brand/logo-mark.svg): an "A" crossed by a wave. Decorative: the name is always next to it. */
export function LogoMark({ size = 32 }: { size?: number }) {
  return (
    <svg className="logo-mark" width={size} height={size} viewBox="0 0 64 64" aria-hidden="true" focusable="false">
      <g fill="none" strokeLinecap="round" strokeLinejoin="round">
        <path className="logo-mark__a" d="M13 54 32 10l19 44" stroke="#0B2740" strokeWidth="7" />
        <path d="M5 41c6-7 12-7 18 0s12 7 18 0 12-7 18 0" stroke="#03A49E" strokeWidth="5" />
      </g>
    </svg>
  );
}
