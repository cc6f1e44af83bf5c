// A record's client as the lists show it (id and name), from a left join on companies: none when
// the record has no client or its client is gone.
export const clientRef = (row: { clientId: string | null; clientName: string | null }) =>
  row.clientId && row.clientName !== null ? { id: row.clientId, name: row.clientName } : null;
