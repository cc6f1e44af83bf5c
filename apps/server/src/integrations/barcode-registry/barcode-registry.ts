// The barcode/URL service (spec 000 §7 addJewelryToUriApi): links a client SKU's barcode to the
// certificate video, so scanning the label opens it. BARCODE_API_URL selects the HTTP client.
export type BarcodeRegistration = { barcode: string; url: string; customer: string };

export interface BarcodeRegistry {
  register(registration: BarcodeRegistration): Promise<void>;
}
