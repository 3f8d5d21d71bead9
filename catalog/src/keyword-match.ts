const isWordChar = (char: string | undefined) => char !== undefined && /[a-z0-9]/.test(char);

function occursAt(text: string, keyword: string, wholeWord: boolean): boolean {
  for (let at = text.indexOf(keyword); at !== -1; at = text.indexOf(keyword, at + 1)) {
    if (isWordChar(text[at - 1])) continue;
    if (wholeWord && isWordChar(text[at + keyword.length])) continue;
    return true;
  }
  return false;
}

/**
 * Whether lower-case text has the stem at the start of a word: 'schedul' finds "scheduling",
 * but 'dm' does not find "admin".
 */
export const hasStem = (text: string, stem: string) => occursAt(text, stem, false);

/** Whether lower-case text names the tool as whole words: 'square' finds "Square POS", not "Squarespace". */
export const namesTool = (text: string, tool: string) => occursAt(text, tool, true);
