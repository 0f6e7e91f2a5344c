import { renderSVG } from 'uqr';

/**
 * The invoice's ZATCA QR code: the API's TLV payload (Base64) drawn by `uqr` as an SVG image.
 * Pure string work, so it renders on the server too; its code is in the invoice's chunk only.
 */
export function InvoiceQr({ payload, label }: { readonly payload: string; readonly label: string }) {
  const svg = renderSVG(payload, { ecc: 'M', border: 4, pixelSize: 4 });
  return (
    <img
      className="shop-invoice__qr"
      src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`}
      alt={label}
      width={176}
      height={176}
    />
  );
}
