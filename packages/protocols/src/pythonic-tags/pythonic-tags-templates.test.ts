import { describeTemplateRoundTrip } from '../test-utils/template-round-trip';
import { pythonicTagsProtocol } from './pythonic-tags-protocol';

// LFM2.5-8B-A1B's template writes past calls as a Python list between the tool-call tokens
// (LFM2-8B-A1B's and LFM2.5-Instruct's write only the message text). It puts strings between
// single quotes without escaping them, and the lfm2 reading takes a quote as text unless the call
// goes on after it. Left out, because the template writes them ambiguously: strings with a
// backslash (raw, or an escape?) and strings in which a quote is followed by `, NAME=` or by `)`
// and `]` or `,` (the end of the string, or text?). No Olmo 3 template is in the shared set.
describeTemplateRoundTrip({
  template: 'LFM2.5-8B-A1B.jinja',
  protocol: pythonicTagsProtocol('lfm2'),
  representable: (text) =>
    !text.includes('\\') && !/'\s*(?:\)\s*[\],]|,\s*[A-Za-z_]\w*\s*=(?!=))/.test(text),
  runs: 40,
});
