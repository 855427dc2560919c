/**
 * The QR code of a ZATCA phase 1 simplified tax invoice. Its payload is the Base64 of five TLV
 * records (tag, length, value): 1 seller name, 2 VAT registration number, 3 invoice time (ISO 8601),
 * 4 total with VAT, 5 VAT amount. Lengths count UTF-8 bytes, so an Arabic seller name stays valid.
 */
import QRCode from 'qrcode';

export interface InvoiceQrFields {
  sellerName: string;
  vatNumber: string;
  time: Date;
  totalWithVatHalalas: number;
  vatHalalas: number;
}

const amount = (halalas: number) => (halalas / 100).toFixed(2);

export function invoiceQrPayload(fields: InvoiceQrFields): string {
  const values = [
    fields.sellerName,
    fields.vatNumber,
    fields.time.toISOString().replace(/\.\d{3}Z$/, 'Z'),
    amount(fields.totalWithVatHalalas),
    amount(fields.vatHalalas),
  ];
  return Buffer.concat(
    values.map((value, index) => {
      const bytes = Buffer.from(value, 'utf8');
      // One byte holds the length.
      if (bytes.length > 255) throw new Error(`ZATCA QR: field ${index + 1} is over 255 bytes`);
      return Buffer.concat([Buffer.from([index + 1, bytes.length]), bytes]);
    }),
  ).toString('base64');
}

/** The payload as a PNG QR code, large enough to scan from a phone screen or a printed invoice. */
export function invoiceQrPng(payload: string): Promise<Buffer> {
  return QRCode.toBuffer(payload, { type: 'png', errorCorrectionLevel: 'M', margin: 2, width: 320 });
}
