import { parse } from './parse';
import { stringify } from './stringify';

/** The RXML entry points in one object: `RXML.parse` and `RXML.stringify`. */
export const RXML: { parse: typeof parse; stringify: typeof stringify } = { parse, stringify };
