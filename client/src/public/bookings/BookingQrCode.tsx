import { useEffect, useState } from 'react';

/**
 * A QR code of the booking page for the boat crew to scan. The `qrcode` library is fetched only
 * when a booking page draws it, so no other page carries it.
 */
export function BookingQrCode({ url, label }: { url: string; label: string }) {
  const [svg, setSvg] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    void import('qrcode')
      // A CommonJS package: its functions sit on `default` or on the module, depending on the bundler.
      .then((mod) => ((mod as unknown as { default?: typeof mod }).default ?? mod).toString(url, { type: 'svg', margin: 1, errorCorrectionLevel: 'M', color: { dark: '#062f36', light: '#ffffff' } }))
      .then((markup) => {
        if (live) setSvg(markup);
      })
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [url]);
  return (
    <div className="booking-qr" role="img" aria-label={label}>
      {/* The library's own SVG markup, built from the page's address only. */}
      {svg ? <div className="booking-qr__code" dangerouslySetInnerHTML={{ __html: svg }} /> : <div className="booking-qr__placeholder" />}
    </div>
  );
}
