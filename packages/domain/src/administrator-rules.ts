import { messages } from "./messages";

// Deletes refused whatever the dialog says: the list disables the button with this reason, the
// server refuses with it. (The last super administrator is refused by the server, which counts.)
export function administratorDeleteRefusal(
  actorId: string | undefined,
  administratorId: string,
): string | null {
  return actorId === administratorId ? messages.cannotDeleteSelf : null;
}
