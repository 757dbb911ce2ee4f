/** The site's small emblem: sun over sea and sand. Decorative; the name beside it carries meaning. */
export function BrandMark({ size = 40 }: { size?: number }) {
  return (
    <svg className="brand-mark" width={size} height={size} viewBox="0 0 64 64" aria-hidden="true" focusable="false">
      <rect width="64" height="64" rx="14" fill="#0b4f5c" />
      <circle cx="44" cy="20" r="8" fill="#f4b860" />
      <path d="M8 44c6-5 12-5 18 0s12 5 18 0 10-5 12-3v15H8z" fill="#7fd1d9" />
      <path d="M8 50c6-4 12-4 18 0s12 4 18 0 10-4 12-2v8H8z" fill="#e9d8b4" />
    </svg>
  );
}
