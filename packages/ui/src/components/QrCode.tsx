/** @jsxImportSource @emotion/react */
/**
 * A QR code of a link, drawn as SVG by qrcode.react (its own encoder, no other dependency). It lives
 * apart from the other components, published as `@quiz/ui/qr-code`, and the screens that show one (the
 * organizer console, the hall screen) load it with a dynamic import: no public page's first load
 * carries it.
 */
import { QRCodeSVG } from 'qrcode.react';

export interface QrCodeProps {
  /** what the code encodes: an absolute link */
  value: string;
  /** its accessible name (the picture is announced as an image with this name) */
  label: string;
  /** the side in CSS pixels, quiet zone included */
  size?: number;
  /** the side as shown, any CSS length (`min(26vw, 44vh)` on a TV); `size` pixels by default */
  displaySize?: string;
  className?: string;
}

/**
 * Black on white with the standard 4-module quiet zone, error correction M (a screen's glare or a
 * scuffed print still scans): what phone cameras read best, whatever the page's colours.
 */
export function QrCode({ value, label, size = 192, displaySize, className }: QrCodeProps) {
  const side = displaySize ?? `${size}px`;
  return (
    <QRCodeSVG
      value={value}
      size={size}
      level="M"
      marginSize={4}
      bgColor="#FFFFFF"
      fgColor="#000000"
      role="img"
      aria-label={label}
      className={className}
      css={{ display: 'block', width: side, height: side, flex: 'none' }}
    />
  );
}
