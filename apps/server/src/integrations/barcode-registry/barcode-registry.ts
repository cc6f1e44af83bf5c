// The barcode/URL service (spec 000 §7, 002 §7 addJewelryToUriApi): links a barcode (a client SKU,
// or a digital certificate video's name) to the certificate video, so scanning the label opens it.
// BARCODE_API_URL selects the HTTP client.
export type BarcodeRegistration = {
  barcode: string;
  url: string;
  customer: string;
  // True to replace what the barcode already points at (a video record replaced or edited); the
  // service refuses a barcode it knows, pointed elsewhere, without it. Sent as "true" or "false".
  override: boolean;
};

export interface BarcodeRegistry {
  // idempotencyKey: the same for a repeated registration (an outbox message's id).
  register(registration: BarcodeRegistration, idempotencyKey?: string): Promise<void>;
}
