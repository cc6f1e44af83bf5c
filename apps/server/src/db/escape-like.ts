// A user's text inside a LIKE pattern matches itself: %, _ and \ lose their wildcard meaning.
export const escapeLike = (text: string) => text.replace(/[\\%_]/g, (character) => `\\${character}`);
