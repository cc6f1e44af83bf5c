// What other areas may use of companies (docs/decisions/0015-area-ports.md): the table, so the
// certificate core and the certificate areas can join a certificate's client and customer, a
// joined client as the lists show it, and a client's website for the public pages' link to it.
export { clientRef } from "./client-ref";
export { clientWebsite } from "./client-website";
export { companies } from "./schema";
