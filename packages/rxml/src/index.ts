export {
  createXmlStreamScanner,
  type XmlStreamScanner,
  type XmlStreamScannerOptions,
} from './create-xml-stream-scanner';
export { parse } from './parse';
export { RXML } from './rxml';
export { RXMLCoercionError, type RXMLCoercionErrorCode } from './rxml-coercion-error';
export { RXMLDuplicateStringTagError } from './rxml-duplicate-string-tag-error';
export { RXMLError, type RXMLErrorCode } from './rxml-error';
export { RXMLParseError, type RXMLParseErrorCode } from './rxml-parse-error';
export type { RXMLParseOptions } from './rxml-parse-options';
export { type RXMLStringifyOptions, stringify } from './stringify';
export type { XmlScanEvent } from './xml-scan-event';
