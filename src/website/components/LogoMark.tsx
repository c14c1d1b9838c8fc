/** The company's mark (also public/images/logo-mark.svg), inline so the header needs no extra request. */
export function LogoMark({ size = 36 }: { size?: number }) {
  return (
    <svg className="logo-mark" width={size} height={size} viewBox="0 0 32 32" aria-hidden="true">
      <rect width="32" height="32" rx="7" fill="#0b2545" />
      <path fill="#ea580c" d="M5 15 27 6 20 26l-5-7z" />
      <path fill="#c2410c" d="M15 19 27 6 14 25z" />
    </svg>
  );
}
