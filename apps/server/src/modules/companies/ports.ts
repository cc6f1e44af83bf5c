// What other areas may use of companies (docs/decisions/0015-area-ports.md): the table, so the
// certificate core and the certificate areas can join a certificate's client and customer, and a
// joined client as the lists show it.
export { clientRef } from "./client-ref";
export { companies } from "./schema";
