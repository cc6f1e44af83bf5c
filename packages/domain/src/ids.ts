// Every record and file id is a uuid (v7 when the app makes it); an address or query naming
// anything else names nothing, and is answered without asking the database.
const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const isUuid = (value: string): boolean => uuidPattern.test(value);
