/** `@quiz/ui/qr-code`: a link's QR code (qrcode.react), loaded lazily by the screens that show one. */
export * from './components/QrCode';
