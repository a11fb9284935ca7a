import { describeTemplateRoundTrip } from '../test-utils/template-round-trip';
import { pythonicTagsProtocol } from './pythonic-tags-protocol';

// LFM2.5-8B-A1B's template writes past calls as a Python list between the tool-call tokens
// (LFM2-8B-A1B's and LFM2.5-Instruct's write only the message text). It puts strings between
// single quotes without escaping them, so strings with a quote or a backslash are left out: the
// template itself cannot write them. No Olmo 3 template is in the shared set.
describeTemplateRoundTrip({
  template: 'LFM2.5-8B-A1B.jinja',
  protocol: pythonicTagsProtocol('lfm2'),
  representable: (text) => !/['\\]/.test(text),
  runs: 40,
});
