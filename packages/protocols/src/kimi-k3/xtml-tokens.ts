/** The tokens of Kimi K3's XTML markup: `<|open|>NAME ATTRS<|sep|>` … `<|close|>NAME<|sep|>`. */
export const XTML_OPEN = '<|open|>';
export const XTML_CLOSE = '<|close|>';
export const XTML_SEP = '<|sep|>';

/** `<|open|>NAME<|sep|>`: opens the channel or element `name`. */
export const xtmlOpen = (name: string): string => `${XTML_OPEN}${name}${XTML_SEP}`;
/** `<|close|>NAME<|sep|>`: closes it. */
export const xtmlClose = (name: string): string => `${XTML_CLOSE}${name}${XTML_SEP}`;
