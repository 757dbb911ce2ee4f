/** The shore under the hero: sun, island with palms, sea and sand. Drawn inline, so it costs no request. */
export function HeroScene() {
  return (
    <>
      <svg className="hero__clouds" viewBox="0 0 520 220" aria-hidden="true" focusable="false">
        <g fill="#fff">
          <path opacity="0.14" d="M120 90a34 34 0 0 1 64-14 26 26 0 0 1 40 20 22 22 0 0 1-4 44H110a26 26 0 0 1 10-50z" />
          <path opacity="0.1" d="M330 40a28 28 0 0 1 52-10 22 22 0 0 1 34 17 18 18 0 0 1-4 36H322a22 22 0 0 1 8-43z" />
          <path opacity="0.08" d="M380 150a22 22 0 0 1 42-8 18 18 0 0 1 26 14 14 14 0 0 1-4 28h-70a18 18 0 0 1 6-34z" />
        </g>
        <g fill="none" stroke="#e3f4f6" strokeWidth="2.5" strokeLinecap="round" opacity="0.5">
          <path d="M250 120q8-8 16 0q8-8 16 0" />
          <path d="M292 100q6-6 12 0q6-6 12 0" />
        </g>
      </svg>
      <svg className="hero__scene" viewBox="0 0 1440 260" preserveAspectRatio="xMidYMax slice" aria-hidden="true" focusable="false">
      <defs>
        <linearGradient id="hero-sea" x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#2aa3b0" />
          <stop offset="1" stopColor="#0f6f7d" />
        </linearGradient>
        <radialGradient id="hero-sun" cx="0.5" cy="0.5" r="0.5">
          <stop offset="0.55" stopColor="#f7c873" />
          <stop offset="1" stopColor="#f7c873" stopOpacity="0" />
        </radialGradient>
      </defs>
      <g transform="translate(-200 0)">
      <circle cx="1010" cy="92" r="78" fill="url(#hero-sun)" opacity="0.55" />
      <circle cx="1010" cy="92" r="40" fill="#f7c873" />
      <path d="M740 152c50-36 110-58 190-60s150 22 230 60z" fill="#0c5d68" />
      <g fill="none" stroke="#083f47" strokeWidth="6" strokeLinecap="round">
        <path d="M880 120c-6-22-4-44 6-66" />
        <path d="M990 110c4-20 14-38 28-52" />
      </g>
      <g fill="#0a4f58">
        <path d="M886 54c-20-10-42-8-58 6 20-4 38 0 58-6z" />
        <path d="M886 54c10-18 30-28 52-26-18 6-34 14-52 26z" />
        <path d="M886 54c18-4 38 4 48 20-16-8-32-14-48-20z" />
        <path d="M886 54c-12 10-18 24-18 40 6-16 10-28 18-40z" />
        <path d="M1018 58c-18-12-40-12-56 0 20 0 38 2 56 0z" />
        <path d="M1018 58c8-18 28-30 50-30-18 8-34 16-50 30z" />
        <path d="M1018 58c20-2 38 8 46 26-16-10-30-18-46-26z" />
      </g>
      </g>
      <rect x="0" y="150" width="1440" height="110" fill="url(#hero-sea)" />
      <g fill="none" stroke="#bfe7ea" strokeWidth="3" strokeLinecap="round" opacity="0.55">
        <path d="M120 178c20-8 40-8 60 0s40 8 60 0" />
        <path d="M560 170c20-8 40-8 60 0s40 8 60 0" />
        <path d="M1180 182c20-8 40-8 60 0s40 8 60 0" />
        <path d="M860 196c16-6 32-6 48 0s32 6 48 0" />
      </g>
      <g transform="translate(1130 160)">
        <path d="M0 10h70l-12 14H12z" fill="#f4efe4" />
        <path d="M34 10V-34l26 36z" fill="#f7c873" />
        <path d="M34 10V-26L14 8z" fill="#e8f4f5" />
      </g>
      <path d="M0 260V214c220-22 470-10 720 12s470 26 720 4v30z" fill="#ecdcb5" />
      <path d="M0 260v-22c260-12 520 0 760 12s440 14 680 2v8z" fill="#e2cc9c" opacity="0.6" />
      </svg>
    </>
  );
}
