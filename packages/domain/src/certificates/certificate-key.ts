// Certificate numbers and client SKUs are keys: people read them off stones and papers with
// spaces and in any case, and searches upper-case what is typed. They are stored without any
// whitespace and upper-cased (spec 001 §5.1), on entry and again on the server.
// (No zod here: the list and form code that compacts as you type stays light.)
export const compactCertificateKey = (value: string) => value.replace(/\s+/g, "").toUpperCase();
