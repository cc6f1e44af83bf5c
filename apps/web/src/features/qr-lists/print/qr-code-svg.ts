import QRCode from "qrcode";

// The QR code of a list's public address, as SVG markup drawn by the `qrcode` library from the URL
// alone (no user text reaches the markup).
export const qrCodeSvg = (url: string) =>
  QRCode.toString(url, { type: "svg", errorCorrectionLevel: "M", margin: 2 });
