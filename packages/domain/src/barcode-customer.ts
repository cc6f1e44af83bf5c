// The customer the barcode service is sent with a video (spec 002 §7 addJewelryToUriApi): the
// client's name, or NONE without one. The original sent one retailer's name with a dash for each
// space; here that is the client's own setting (barcodeDashes), as pinning became one.
export const noBarcodeCustomer = "NONE";

export function barcodeCustomer(client: { name: string; barcodeDashes: boolean } | null): string {
  if (!client) return noBarcodeCustomer;
  return client.barcodeDashes ? client.name.trim().replace(/\s+/g, "-") : client.name;
}
