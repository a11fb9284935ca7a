// The inspector page: sends the pasted output to POST /api/inspect and shows the report. Every
// piece of model text goes into the page through textContent, never as markup.

const $ = (id) => document.getElementById(id);

const view = {
  form: $('inspect-form'),
  output: $('output'),
  preset: $('preset'),
  chunk: $('chunk'),
  seed: $('seed'),
  reasoning: $('reasoning'),
  reasoningBlock: $('reasoning-block'),
  reasoningText: $('reasoning-text'),
  tools: $('tools'),
  toolsDetails: $('tools-details'),
  busy: $('busy'),
  summary: $('summary'),
  requestError: $('request-error'),
  rankingBlock: $('ranking-block'),
  ranking: $('ranking').querySelector('tbody'),
  highlighted: $('highlighted'),
  calls: $('calls'),
  callsCount: $('calls-count'),
  errors: $('errors'),
  errorsCount: $('errors-count'),
  replayNote: $('replay-note'),
  range: $('timeline-range'),
  prev: $('step-prev'),
  next: $('step-next'),
  stepLabel: $('timeline-step'),
  replayInput: $('replay-input'),
  stepEvents: $('step-events'),
  streamCalls: $('stream-calls'),
  streamText: $('stream-text'),
  streamReasoning: $('stream-reasoning'),
};

/** The last report and the text it is about (the textarea may have changed since). */
let current = { text: '', report: undefined };
let pending = 0;

function el(tag, props = {}, children = []) {
  const node = document.createElement(tag);
  for (const [key, value] of Object.entries(props)) {
    if (key === 'text') node.textContent = value;
    else if (key === 'className') node.className = value;
    else node.setAttribute(key, value);
  }
  for (const child of children) node.append(child);
  return node;
}

function plural(count, word) {
  return `${count} ${word}${count === 1 ? '' : 's'}`;
}

async function loadState() {
  const response = await fetch('/api/state');
  const state = await response.json();
  for (const name of state.presets) view.preset.append(el('option', { value: name, text: name }));
  view.preset.value = state.initial.preset;
  view.output.value = state.initial.text;
  view.tools.value = state.initial.tools;
  view.reasoning.value = state.initial.reasoning;
  if (state.initial.tools !== '') view.toolsDetails.open = true;
  if (state.initial.text !== '') await inspect();
}

async function inspect() {
  const ticket = ++pending;
  const text = view.output.value;
  const chunk = view.chunk.value === 'random' ? 'random' : Number(view.chunk.value);
  view.busy.hidden = false;
  try {
    const response = await fetch('/api/inspect', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        text,
        preset: view.preset.value,
        tools: view.tools.value,
        chunk,
        seed: Number(view.seed.value) || 0,
        reasoning: view.reasoning.value,
      }),
    });
    const body = await response.json();
    // A slower answer to an older request must not replace a newer one.
    if (ticket !== pending) return;
    if (!response.ok) {
      showRequestError(body.error ?? `The server answered ${response.status}.`);
      return;
    }
    showRequestError('');
    current = { text, report: body.report };
    render(body);
  } catch (error) {
    if (ticket === pending) showRequestError(`Could not reach the inspector: ${error}`);
  } finally {
    if (ticket === pending) view.busy.hidden = true;
  }
}

function showRequestError(message) {
  view.requestError.hidden = message === '';
  view.requestError.textContent = message;
}

function render({ auto, report }) {
  const tools =
    report.tools.source === 'file'
      ? 'tools from the schemas given'
      : `tools inferred from the output (${report.tools.names.join(', ') || 'none'}), any arguments accepted`;
  view.summary.textContent = `${report.calls.length > 0 ? plural(report.calls.length, 'call') : 'No call'} parsed, ${plural(report.errors.length, 'error')} — preset ${report.preset} (protocol ${report.protocol}); ${tools}.`;
  renderRanking(auto, report.preset);
  view.highlighted.replaceChildren(...highlight(current.text, report.spans, report.errors));
  view.reasoningBlock.hidden = report.reasoning === '';
  view.reasoningText.textContent = report.reasoning;
  renderCalls(report.calls);
  renderErrors(report.errors);
  setupTimeline(report.timeline);
}

function renderRanking(auto, shown) {
  view.rankingBlock.hidden = auto === undefined;
  if (auto === undefined) return;
  view.ranking.replaceChildren(
    ...auto.map((entry) => {
      const row = el('tr', entry.preset === shown ? { className: 'chosen' } : {}, [
        el('th', { scope: 'row', text: entry.preset + (entry.preset === shown ? ' (shown)' : '') }),
        el('td', { text: String(entry.calls) }),
        el('td', { text: String(entry.errors) }),
        el('td', { text: entry.protocol }),
      ]);
      return row;
    }),
  );
}

/** Text nodes and <mark>s for the spans; failed segments carry their error as a title. */
function highlight(text, spans, errors) {
  const nodes = [];
  const errorAt = new Map(errors.filter((e) => e.position).map((e) => [e.position.start, e]));
  let cursor = 0;
  for (const span of spans) {
    if (span.start > cursor) nodes.push(document.createTextNode(text.slice(cursor, span.start)));
    const error = errorAt.get(span.start);
    const mark = el('mark', {
      className: `seg seg-${span.kind}`,
      text: text.slice(span.start, span.end),
    });
    if (span.kind === 'failed' && error !== undefined)
      mark.title = `${error.code}: ${error.message}`;
    nodes.push(mark);
    cursor = span.end;
  }
  if (cursor < text.length) nodes.push(document.createTextNode(text.slice(cursor)));
  return nodes;
}

function renderCalls(calls) {
  view.callsCount.textContent = `(${calls.length})`;
  if (calls.length === 0) {
    view.calls.replaceChildren(el('li', { className: 'empty', text: 'No call was parsed.' }));
    return;
  }
  view.calls.replaceChildren(
    ...calls.map((call) =>
      el('li', { className: 'card call-card' }, [
        el('div', { className: 'card-title' }, [
          el('strong', { text: call.toolName }),
          el('span', { className: 'muted', text: ` ${call.toolCallId}` }),
        ]),
        el('pre', { className: 'json', text: JSON.stringify(call.input, null, 2) }),
      ]),
    ),
  );
}

function renderErrors(errors) {
  view.errorsCount.textContent = `(${errors.length})`;
  if (errors.length === 0) {
    view.errors.replaceChildren(el('li', { className: 'empty', text: 'No onError report.' }));
    return;
  }
  view.errors.replaceChildren(
    ...errors.map((error) => {
      const where =
        error.position === undefined
          ? 'position unknown'
          : `line ${error.position.line}, column ${error.position.column} (offset ${error.position.start}–${error.position.end})`;
      return el('li', { className: 'card error-card' }, [
        el('div', { className: 'card-title' }, [
          el('strong', { className: 'code', text: error.code }),
          el('span', {
            className: 'muted',
            text: ` at ${where}${error.toolName ? `, tool ${error.toolName}` : ''}`,
          }),
        ]),
        el('p', { text: error.message }),
      ]);
    }),
  );
}

function setupTimeline(timeline) {
  const last = timeline.steps.length - 1;
  view.range.max = String(last);
  view.range.value = String(last);
  view.replayNote.textContent = `${plural(last, 'chunk')} (${timeline.chunking}) replayed through the stream parser. ${
    timeline.consistent
      ? 'The stream gave the same text and calls as the whole-text parse.'
      : 'The stream and the whole-text parse differ: please report this output.'
  }`;
  showStep(last);
}

function showStep(index) {
  const { steps } = current.report.timeline;
  const step = steps[index];
  view.range.value = String(index);
  view.stepLabel.textContent = step.final
    ? `end of stream (${steps.length - 1} chunks)`
    : `chunk ${index + 1} of ${steps.length - 1}`;

  const text = current.text;
  view.replayInput.replaceChildren(
    el('span', { className: 'consumed', text: text.slice(0, step.start) }),
    el('mark', { className: 'chunk', text: text.slice(step.start, step.end) }),
    el('span', { className: 'unseen', text: text.slice(step.end) }),
  );

  view.stepEvents.replaceChildren(
    ...(step.events.length === 0
      ? [
          el('li', {
            className: 'empty',
            text: 'Nothing emitted yet (held back or inside a call).',
          }),
        ]
      : step.events.map((event) =>
          el('li', { className: `event event-${event.type}` }, describeEvent(event)),
        )),
  );

  // Fold every step up to this one into what a consumer of the stream has seen so far.
  const calls = new Map();
  let streamText = '';
  let streamReasoning = '';
  for (const seen of steps.slice(0, index + 1)) {
    for (const event of seen.events) {
      if (event.type === 'text') streamText += event.text;
      else if (event.type === 'reasoning') streamReasoning += event.text;
      else if (event.type === 'tool-input-start')
        calls.set(event.id, { toolName: event.toolName, input: '', state: 'streaming' });
      else if (event.type === 'tool-input-delta') calls.get(event.id).input += event.delta;
      else if (event.type === 'tool-input-end') calls.get(event.id).state = 'input complete';
      else if (event.type === 'tool-call') {
        const call = calls.get(event.id) ?? { toolName: event.toolName, input: event.input };
        calls.set(event.id, { ...call, state: 'called' });
      }
    }
  }
  view.streamText.textContent = streamText;
  view.streamReasoning.textContent = streamReasoning;
  view.streamCalls.replaceChildren(
    ...(calls.size === 0
      ? [el('li', { className: 'empty', text: 'No call started yet.' })]
      : [...calls].map(([id, call]) =>
          el('li', { className: `card stream-call state-${call.state.replace(' ', '-')}` }, [
            el('div', { className: 'card-title' }, [
              el('strong', { text: call.toolName }),
              el('span', { className: 'muted', text: ` ${id} · ${call.state}` }),
            ]),
            el('pre', { className: 'json', text: call.input }),
          ]),
        )),
  );
}

function describeEvent(event) {
  const code = (text) => el('code', { text });
  switch (event.type) {
    case 'text':
    case 'reasoning':
      return [
        el('span', { className: 'kind', text: event.type }),
        ' ',
        code(JSON.stringify(event.text)),
      ];
    case 'tool-input-start':
      return [
        el('span', { className: 'kind', text: 'tool-input-start' }),
        ` ${event.toolName} (${event.id})`,
      ];
    case 'tool-input-delta':
      return [el('span', { className: 'kind', text: 'tool-input-delta' }), ' ', code(event.delta)];
    case 'tool-input-end':
      return [el('span', { className: 'kind', text: 'tool-input-end' }), ` ${event.id}`];
    case 'tool-call':
      return [
        el('span', { className: 'kind', text: 'tool-call' }),
        ` ${event.toolName} `,
        code(event.input),
      ];
    case 'error':
      return [el('span', { className: 'kind', text: 'error' }), ` ${event.code}: ${event.message}`];
    default:
      return [JSON.stringify(event)];
  }
}

function step(delta) {
  if (current.report === undefined) return;
  const max = Number(view.range.max);
  showStep(Math.min(max, Math.max(0, Number(view.range.value) + delta)));
}

let debounce;
function inspectSoon() {
  clearTimeout(debounce);
  debounce = setTimeout(inspect, 350);
}

view.form.addEventListener('submit', (event) => {
  event.preventDefault();
  clearTimeout(debounce);
  inspect();
});
view.output.addEventListener('input', inspectSoon);
view.tools.addEventListener('input', inspectSoon);
const syncSeed = () => {
  view.seed.disabled = view.chunk.value !== 'random';
};
view.chunk.addEventListener('change', syncSeed);
syncSeed();
for (const control of [view.preset, view.chunk, view.seed, view.reasoning])
  control.addEventListener('change', inspect);
view.range.addEventListener('input', () => {
  if (current.report !== undefined) showStep(Number(view.range.value));
});
view.prev.addEventListener('click', () => step(-1));
view.next.addEventListener('click', () => step(1));

loadState().catch((error) => showRequestError(`Could not load the inspector: ${error}`));
