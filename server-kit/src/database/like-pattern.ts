/** A LIKE/ILIKE pattern that matches `text` literally (%, _ and \ escaped) anywhere in a value. */
export function likeContaining(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}
