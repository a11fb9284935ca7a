import { describe, expect, it } from 'vitest';
import { NATIVE_FORMAT_NAMES, NATIVE_FORMATS, type NativeFormat } from './native-formats';

const weather = { name: 'get_weather', arguments: { city: 'SF', days: 2 } };
const search = { name: 'search', arguments: { q: 'cats', tags: ['a', 'b'] } };

/** One call and two calls in each format, checked by hand against FORMATS.md §2.1. */
const cases: Record<NativeFormat, { one: string; two: string }> = {
  hermes: {
    one: '<tool_call>\n{"name": "get_weather", "arguments": {"city": "SF", "days": 2}}\n</tool_call>',
    two: '<tool_call>\n{"name": "get_weather", "arguments": {"city": "SF", "days": 2}}\n</tool_call>\n<tool_call>\n{"name": "search", "arguments": {"q": "cats", "tags": ["a", "b"]}}\n</tool_call>',
  },
  gemma: {
    one: '```tool_call\n{"name": "get_weather", "arguments": {"city": "SF", "days": 2}}\n```',
    two: '```tool_call\n{"name": "get_weather", "arguments": {"city": "SF", "days": 2}}\n```\n```tool_call\n{"name": "search", "arguments": {"q": "cats", "tags": ["a", "b"]}}\n```',
  },
  xml: {
    one: '<get_weather>\n  <city>SF</city>\n  <days>2</days>\n</get_weather>',
    two: '<get_weather>\n  <city>SF</city>\n  <days>2</days>\n</get_weather>\n<search>\n  <q>cats</q>\n  <tags>\n    <item>a</item>\n    <item>b</item>\n  </tags>\n</search>',
  },
  'qwen3-coder': {
    one: '<tool_call>\n<function=get_weather>\n<parameter=city>\nSF\n</parameter>\n<parameter=days>\n2\n</parameter>\n</function>\n</tool_call>',
    two: '<tool_call>\n<function=get_weather>\n<parameter=city>\nSF\n</parameter>\n<parameter=days>\n2\n</parameter>\n</function>\n</tool_call>\n<tool_call>\n<function=search>\n<parameter=q>\ncats\n</parameter>\n<parameter=tags>\n["a", "b"]\n</parameter>\n</function>\n</tool_call>',
  },
  'llama3-json': {
    one: '{"name": "get_weather", "parameters": {"city": "SF", "days": 2}}',
    two: '{"name": "get_weather", "parameters": {"city": "SF", "days": 2}}; {"name": "search", "parameters": {"q": "cats", "tags": ["a", "b"]}}',
  },
  mistral: {
    one: '[TOOL_CALLS]get_weather[ARGS]{"city": "SF", "days": 2}',
    two: '[TOOL_CALLS]get_weather[ARGS]{"city": "SF", "days": 2}[TOOL_CALLS]search[ARGS]{"q": "cats", "tags": ["a", "b"]}',
  },
  pythonic: {
    one: "[get_weather(city='SF', days=2)]",
    two: "[get_weather(city='SF', days=2), search(q='cats', tags=['a', 'b'])]",
  },
  glm: {
    one: '<tool_call>get_weather\n<arg_key>city</arg_key>\n<arg_value>SF</arg_value>\n<arg_key>days</arg_key>\n<arg_value>2</arg_value>\n</tool_call>',
    two: '<tool_call>get_weather\n<arg_key>city</arg_key>\n<arg_value>SF</arg_value>\n<arg_key>days</arg_key>\n<arg_value>2</arg_value>\n</tool_call>\n<tool_call>search\n<arg_key>q</arg_key>\n<arg_value>cats</arg_value>\n<arg_key>tags</arg_key>\n<arg_value>["a", "b"]</arg_value>\n</tool_call>',
  },
  deepseek: {
    one: '<｜tool▁calls▁begin｜><｜tool▁call▁begin｜>get_weather<｜tool▁sep｜>{"city": "SF", "days": 2}<｜tool▁call▁end｜><｜tool▁calls▁end｜>',
    two: '<｜tool▁calls▁begin｜><｜tool▁call▁begin｜>get_weather<｜tool▁sep｜>{"city": "SF", "days": 2}<｜tool▁call▁end｜><｜tool▁call▁begin｜>search<｜tool▁sep｜>{"q": "cats", "tags": ["a", "b"]}<｜tool▁call▁end｜><｜tool▁calls▁end｜>',
  },
  'deepseek-dsml': {
    one: '<｜DSML｜function_calls>\n<｜DSML｜invoke name="get_weather">\n<｜DSML｜parameter name="city" string="true">SF</｜DSML｜parameter>\n<｜DSML｜parameter name="days" string="false">2</｜DSML｜parameter>\n</｜DSML｜invoke>\n</｜DSML｜function_calls>',
    two: '<｜DSML｜function_calls>\n<｜DSML｜invoke name="get_weather">\n<｜DSML｜parameter name="city" string="true">SF</｜DSML｜parameter>\n<｜DSML｜parameter name="days" string="false">2</｜DSML｜parameter>\n</｜DSML｜invoke>\n<｜DSML｜invoke name="search">\n<｜DSML｜parameter name="q" string="true">cats</｜DSML｜parameter>\n<｜DSML｜parameter name="tags" string="false">["a", "b"]</｜DSML｜parameter>\n</｜DSML｜invoke>\n</｜DSML｜function_calls>',
  },
  'kimi-k2': {
    one: '<|tool_calls_section_begin|><|tool_call_begin|>functions.get_weather:0<|tool_call_argument_begin|>{"city": "SF", "days": 2}<|tool_call_end|><|tool_calls_section_end|>',
    two: '<|tool_calls_section_begin|><|tool_call_begin|>functions.get_weather:0<|tool_call_argument_begin|>{"city": "SF", "days": 2}<|tool_call_end|><|tool_call_begin|>functions.search:1<|tool_call_argument_begin|>{"q": "cats", "tags": ["a", "b"]}<|tool_call_end|><|tool_calls_section_end|>',
  },
  harmony: {
    one: '<|channel|>analysis<|message|>The user needs a tool for this.<|end|><|start|>assistant<|channel|>commentary to=functions.get_weather <|constrain|>json<|message|>{"city": "SF", "days": 2}<|call|>',
    two: '<|channel|>analysis<|message|>The user needs a tool for this.<|end|><|start|>assistant<|channel|>commentary to=functions.get_weather <|constrain|>json<|message|>{"city": "SF", "days": 2}<|call|><|start|>assistant<|channel|>commentary to=functions.search <|constrain|>json<|message|>{"q": "cats", "tags": ["a", "b"]}<|call|>',
  },
  minimax: {
    one: '<minimax:tool_call>\n<invoke name="get_weather">\n<parameter name="city">SF</parameter>\n<parameter name="days">2</parameter>\n</invoke>\n</minimax:tool_call>',
    two: '<minimax:tool_call>\n<invoke name="get_weather">\n<parameter name="city">SF</parameter>\n<parameter name="days">2</parameter>\n</invoke>\n<invoke name="search">\n<parameter name="q">cats</parameter>\n<parameter name="tags">["a", "b"]</parameter>\n</invoke>\n</minimax:tool_call>',
  },
  nemotron: {
    one: '<TOOLCALL>[{"name": "get_weather", "arguments": {"city": "SF", "days": 2}}]</TOOLCALL>',
    two: '<TOOLCALL>[{"name": "get_weather", "arguments": {"city": "SF", "days": 2}}, {"name": "search", "arguments": {"q": "cats", "tags": ["a", "b"]}}]</TOOLCALL>',
  },
  gemma4: {
    one: '<|channel>thought\nThe user needs a tool for this.<channel|><|tool_call>call:get_weather{city:<|"|>SF<|"|>,days:2}<tool_call|>',
    two: '<|channel>thought\nThe user needs a tool for this.<channel|><|tool_call>call:get_weather{city:<|"|>SF<|"|>,days:2}<tool_call|><|tool_call>call:search{q:<|"|>cats<|"|>,tags:[<|"|>a<|"|>,<|"|>b<|"|>]}<tool_call|>',
  },
  'function-gemma': {
    one: '<start_function_call>call:get_weather{city:<escape>SF<escape>,days:2}<end_function_call>',
    two: '<start_function_call>call:get_weather{city:<escape>SF<escape>,days:2}<end_function_call><start_function_call>call:search{q:<escape>cats<escape>,tags:[<escape>a<escape>,<escape>b<escape>]}<end_function_call>',
  },
  'minimax-m3': {
    one: ']<]minimax[>[<tool_call>\n]<]minimax[>[<invoke name="get_weather">\n]<]minimax[>[<city>SF]<]minimax[>[</city>\n]<]minimax[>[<days>2]<]minimax[>[</days>\n]<]minimax[>[</invoke>\n]<]minimax[>[</tool_call>',
    two: ']<]minimax[>[<tool_call>\n]<]minimax[>[<invoke name="get_weather">\n]<]minimax[>[<city>SF]<]minimax[>[</city>\n]<]minimax[>[<days>2]<]minimax[>[</days>\n]<]minimax[>[</invoke>\n]<]minimax[>[<invoke name="search">\n]<]minimax[>[<q>cats]<]minimax[>[</q>\n]<]minimax[>[<tags>["a", "b"]]<]minimax[>[</tags>\n]<]minimax[>[</invoke>\n]<]minimax[>[</tool_call>',
  },
  'kimi-k3': {
    one: '<|open|>tools<|sep|><|open|>call tool="get_weather" index="1"<|sep|><|open|>argument key="city" type="string"<|sep|>SF<|close|>argument<|sep|><|open|>argument key="days" type="json"<|sep|>2<|close|>argument<|sep|><|close|>call<|sep|><|close|>tools<|sep|>',
    two: '<|open|>tools<|sep|><|open|>call tool="get_weather" index="1"<|sep|><|open|>argument key="city" type="string"<|sep|>SF<|close|>argument<|sep|><|open|>argument key="days" type="json"<|sep|>2<|close|>argument<|sep|><|close|>call<|sep|><|open|>call tool="search" index="2"<|sep|><|open|>argument key="q" type="string"<|sep|>cats<|close|>argument<|sep|><|open|>argument key="tags" type="json"<|sep|>["a", "b"]<|close|>argument<|sep|><|close|>call<|sep|><|close|>tools<|sep|>',
  },
  'solar-open2': {
    one: '<|tool_call:start|>get_weather\n<|tool_arg:start|>city<|tool_arg:value|>SF<|tool_arg:end|><|tool_arg:start|>days<|tool_arg:value|>2<|tool_arg:end|><|tool_call:end|>',
    two: '<|tool_call:start|>get_weather\n<|tool_arg:start|>city<|tool_arg:value|>SF<|tool_arg:end|><|tool_arg:start|>days<|tool_arg:value|>2<|tool_arg:end|><|tool_call:end|><|tool_call:start|>search\n<|tool_arg:start|>q<|tool_arg:value|>cats<|tool_arg:end|><|tool_arg:start|>tags<|tool_arg:value|>["a", "b"]<|tool_arg:end|><|tool_call:end|>',
  },
  minicpm5: {
    one: '<function name="get_weather"><param name="city">"SF"</param><param name="days">2</param></function>',
    two: '<function name="get_weather"><param name="city">"SF"</param><param name="days">2</param></function><function name="search"><param name="q">"cats"</param><param name="tags">["a", "b"]</param></function>',
  },
  hy3: {
    one: '<tool_calls>\n<tool_call>get_weather<tool_sep>\n<arg_key>city</arg_key>\n<arg_value>SF</arg_value>\n<arg_key>days</arg_key>\n<arg_value>2</arg_value>\n</tool_call>\n</tool_calls>',
    two: '<tool_calls>\n<tool_call>get_weather<tool_sep>\n<arg_key>city</arg_key>\n<arg_value>SF</arg_value>\n<arg_key>days</arg_key>\n<arg_value>2</arg_value>\n</tool_call>\n<tool_call>search<tool_sep>\n<arg_key>q</arg_key>\n<arg_value>cats</arg_value>\n<arg_key>tags</arg_key>\n<arg_value>["a", "b"]</arg_value>\n</tool_call>\n</tool_calls>',
  },
  step3: {
    one: '<｜tool_calls_begin｜><｜tool_call_begin｜>function<｜tool_sep｜><steptml:invoke name="get_weather"><steptml:parameter name="city">SF</steptml:parameter><steptml:parameter name="days">2</steptml:parameter></steptml:invoke><｜tool_call_end｜><｜tool_calls_end｜>',
    two: '<｜tool_calls_begin｜><｜tool_call_begin｜>function<｜tool_sep｜><steptml:invoke name="get_weather"><steptml:parameter name="city">SF</steptml:parameter><steptml:parameter name="days">2</steptml:parameter></steptml:invoke><｜tool_call_end｜><｜tool_call_begin｜>function<｜tool_sep｜><steptml:invoke name="search"><steptml:parameter name="q">cats</steptml:parameter><steptml:parameter name="tags">["a", "b"]</steptml:parameter></steptml:invoke><｜tool_call_end｜><｜tool_calls_end｜>',
  },
  'seed-oss': {
    one: '<seed:think>The user needs a tool for this.</seed:think>\n<seed:tool_call>\n<function=get_weather>\n<parameter=city>SF</parameter>\n<parameter=days>2</parameter>\n</function>\n</seed:tool_call>',
    two: '<seed:think>The user needs a tool for this.</seed:think>\n<seed:tool_call>\n<function=get_weather>\n<parameter=city>SF</parameter>\n<parameter=days>2</parameter>\n</function>\n</seed:tool_call>\n<seed:tool_call>\n<function=search>\n<parameter=q>cats</parameter>\n<parameter=tags>["a", "b"]</parameter>\n</function>\n</seed:tool_call>',
  },
  // Issue 27's families, as their chat templates render a past call.
  cohere: {
    one: '<|START_THINKING|>I will use the tools.<|END_THINKING|><|START_ACTION|>[\n    {"tool_call_id": "0", "tool_name": "get_weather", "parameters": {"city": "SF", "days": 2}}\n]<|END_ACTION|>',
    two: '<|START_THINKING|>I will use the tools.<|END_THINKING|><|START_ACTION|>[\n    {"tool_call_id": "0", "tool_name": "get_weather", "parameters": {"city": "SF", "days": 2}},\n    {"tool_call_id": "1", "tool_name": "search", "parameters": {"q": "cats", "tags": ["a", "b"]}}\n]<|END_ACTION|>',
  },
  'command-r-plus': {
    one: 'Action: ```json\n[{"tool_name": "get_weather", "parameters": {"city": "SF", "days": 2}}]\n```',
    two: 'Action: ```json\n[{"tool_name": "get_weather", "parameters": {"city": "SF", "days": 2}}, {"tool_name": "search", "parameters": {"q": "cats", "tags": ["a", "b"]}}]\n```',
  },
  granite: {
    one: '<|tool_call|>[{"name": "get_weather", "arguments": {"city": "SF", "days": 2}}]',
    two: '<|tool_call|>[{"name": "get_weather", "arguments": {"city": "SF", "days": 2}}, {"name": "search", "arguments": {"q": "cats", "tags": ["a", "b"]}}]',
  },
  functools: {
    one: ' functools[{"name": "get_weather", "arguments": {"city": "SF", "days": 2}}]',
    two: ' functools[{"name": "get_weather", "arguments": {"city": "SF", "days": 2}}, {"name": "search", "arguments": {"q": "cats", "tags": ["a", "b"]}}]',
  },
  'tool-calls-json': {
    one: '<tool_calls>[{"name": "get_weather", "arguments": {"city": "SF", "days": 2}}]</tool_calls>',
    two: '<tool_calls>[{"name": "get_weather", "arguments": {"city": "SF", "days": 2}}, {"name": "search", "arguments": {"q": "cats", "tags": ["a", "b"]}}]</tool_calls>',
  },
  apriel: {
    one: 'Here are my reasoning steps:\nThe user needs a tool.\n[BEGIN FINAL RESPONSE]\n<tool_calls>[{"name": "get_weather", "arguments": {"city": "SF", "days": 2}}]</tool_calls>',
    two: 'Here are my reasoning steps:\nThe user needs a tool.\n[BEGIN FINAL RESPONSE]\n<tool_calls>[{"name": "get_weather", "arguments": {"city": "SF", "days": 2}}, {"name": "search", "arguments": {"q": "cats", "tags": ["a", "b"]}}]</tool_calls>',
  },
  'minimax-m1': {
    one: '<tool_calls>\n{"name": "get_weather", "arguments": {"city": "SF", "days": 2}}\n</tool_calls>',
    two: '<tool_calls>\n{"name": "get_weather", "arguments": {"city": "SF", "days": 2}}\n{"name": "search", "arguments": {"q": "cats", "tags": ["a", "b"]}}\n</tool_calls>',
  },
  internlm: {
    one: '<|action_start|><|plugin|>\n{"name": "get_weather", "parameters": {"city": "SF", "days": 2}}<|action_end|>',
    two: '<|action_start|><|plugin|>\n{"name": "get_weather", "parameters": {"city": "SF", "days": 2}}<|action_end|>\n<|action_start|><|plugin|>\n{"name": "search", "parameters": {"q": "cats", "tags": ["a", "b"]}}<|action_end|>',
  },
  gigachat: {
    one: '<|function_call|>{"name": "get_weather", "arguments": {"city": "SF", "days": 2}}',
    two: '<|function_call|>{"name": "get_weather", "arguments": {"city": "SF", "days": 2}}\n<|function_call|>{"name": "search", "arguments": {"q": "cats", "tags": ["a", "b"]}}',
  },
  longcat: {
    one: '<longcat_tool_call>{"name": "get_weather", "arguments": {"city": "SF", "days": 2}}</longcat_tool_call>',
    two: '<longcat_tool_call>{"name": "get_weather", "arguments": {"city": "SF", "days": 2}}</longcat_tool_call>\n<longcat_tool_call>{"name": "search", "arguments": {"q": "cats", "tags": ["a", "b"]}}</longcat_tool_call>',
  },
  lfm2: {
    one: "<|tool_call_start|>[get_weather(city='SF', days=2)]<|tool_call_end|>",
    two: "<|tool_call_start|>[get_weather(city='SF', days=2), search(q='cats', tags=['a', 'b'])]<|tool_call_end|>",
  },
  olmo3: {
    one: "<function_calls>get_weather(city='SF', days=2)</function_calls>",
    two: "<function_calls>get_weather(city='SF', days=2)\nsearch(q='cats', tags=['a', 'b'])</function_calls>",
  },
  functionary: {
    one: '>>>get_weather\n{"city": "SF", "days": 2}',
    two: '>>>get_weather\n{"city": "SF", "days": 2}>>>search\n{"q": "cats", "tags": ["a", "b"]}',
  },
  'functionary-v31': {
    one: '<function=get_weather>{"city": "SF", "days": 2}</function>',
    two: '<function=get_weather>{"city": "SF", "days": 2}</function><function=search>{"q": "cats", "tags": ["a", "b"]}</function>',
  },
  apertus: {
    one: '<|tools_prefix|>[{"get_weather": {"city": "SF", "days": 2}}]<|tools_suffix|>',
    two: '<|tools_prefix|>[{"get_weather": {"city": "SF", "days": 2}}, {"search": {"q": "cats", "tags": ["a", "b"]}}]<|tools_suffix|>',
  },
  xlam: {
    one: '[{"name": "get_weather", "arguments": {"city": "SF", "days": 2}}]',
    two: '[{"name": "get_weather", "arguments": {"city": "SF", "days": 2}}, {"name": "search", "arguments": {"q": "cats", "tags": ["a", "b"]}}]',
  },
  gigachat35: {
    one: '<｜GCML｜tool_calls>\n<｜GCML｜invoke name="get_weather">\n<｜GCML｜parameter name="city" string="true">SF</｜GCML｜parameter>\n<｜GCML｜parameter name="days" string="false">2</｜GCML｜parameter>\n</｜GCML｜invoke>\n</｜GCML｜tool_calls>',
    two: '<｜GCML｜tool_calls>\n<｜GCML｜invoke name="get_weather">\n<｜GCML｜parameter name="city" string="true">SF</｜GCML｜parameter>\n<｜GCML｜parameter name="days" string="false">2</｜GCML｜parameter>\n</｜GCML｜invoke>\n<｜GCML｜invoke name="search">\n<｜GCML｜parameter name="q" string="true">cats</｜GCML｜parameter>\n<｜GCML｜parameter name="tags" string="false">["a", "b"]</｜GCML｜parameter>\n</｜GCML｜invoke>\n</｜GCML｜tool_calls>',
  },
  'solar-open': {
    one: '<|tool_calls|><|tool_call:begin|>solarcall0<|tool_call:name|>get_weather<|tool_call:args|>{"city": "SF", "days": 2}<|tool_call:end|><|calls|>',
    two: '<|tool_calls|><|tool_call:begin|>solarcall0<|tool_call:name|>get_weather<|tool_call:args|>{"city": "SF", "days": 2}<|tool_call:end|><|tool_call:begin|>solarcall1<|tool_call:name|>search<|tool_call:args|>{"q": "cats", "tags": ["a", "b"]}<|tool_call:end|><|calls|>',
  },
  hy4: {
    one: '<tool_calls:opensource>\n<tool_call:opensource>get_weather\n<arg_key:opensource>city</arg_key:opensource>\n<arg_value:opensource>SF</arg_value:opensource>\n<arg_key:opensource>days</arg_key:opensource>\n<arg_value:opensource>2</arg_value:opensource>\n</tool_call:opensource>\n</tool_calls:opensource>',
    two: '<tool_calls:opensource>\n<tool_call:opensource>get_weather\n<arg_key:opensource>city</arg_key:opensource>\n<arg_value:opensource>SF</arg_value:opensource>\n<arg_key:opensource>days</arg_key:opensource>\n<arg_value:opensource>2</arg_value:opensource>\n</tool_call:opensource>\n<tool_call:opensource>search\n<arg_key:opensource>q</arg_key:opensource>\n<arg_value:opensource>cats</arg_value:opensource>\n<arg_key:opensource>tags</arg_key:opensource>\n<arg_value:opensource>["a", "b"]</arg_value:opensource>\n</tool_call:opensource>\n</tool_calls:opensource>',
  },
  dots: {
    one: '<dots_function_call>\n<invoke name="get_weather">\n<parameter name="city">SF</parameter>\n<parameter name="days">2</parameter>\n</invoke>\n</dots_function_call>',
    two: '<dots_function_call>\n<invoke name="get_weather">\n<parameter name="city">SF</parameter>\n<parameter name="days">2</parameter>\n</invoke>\n<invoke name="search">\n<parameter name="q">cats</parameter>\n<parameter name="tags">["a", "b"]</parameter>\n</invoke>\n</dots_function_call>',
  },
  plamo3: {
    one: '<|plamo:begin_tool_requests:plamo|><|plamo:begin_tool_request:plamo|><|plamo:begin_tool_name:plamo|>get_weather<|plamo:end_tool_name:plamo|><|plamo:begin_tool_arguments:plamo|><|plamo:constrain|>json<|plamo:msg|>{"city": "SF", "days": 2}<|plamo:end_tool_arguments:plamo|><|plamo:end_tool_request:plamo|><|plamo:end_tool_requests:plamo|>',
    two: '<|plamo:begin_tool_requests:plamo|><|plamo:begin_tool_request:plamo|><|plamo:begin_tool_name:plamo|>get_weather<|plamo:end_tool_name:plamo|><|plamo:begin_tool_arguments:plamo|><|plamo:constrain|>json<|plamo:msg|>{"city": "SF", "days": 2}<|plamo:end_tool_arguments:plamo|><|plamo:end_tool_request:plamo|><|plamo:begin_tool_request:plamo|><|plamo:begin_tool_name:plamo|>search<|plamo:end_tool_name:plamo|><|plamo:begin_tool_arguments:plamo|><|plamo:constrain|>json<|plamo:msg|>{"q": "cats", "tags": ["a", "b"]}<|plamo:end_tool_arguments:plamo|><|plamo:end_tool_request:plamo|><|plamo:end_tool_requests:plamo|>',
  },
  'yaml-xml': {
    one: '<get_weather>\ncity: "SF"\ndays: 2\n</get_weather>',
    two: '<get_weather>\ncity: "SF"\ndays: 2\n</get_weather>\n<search>\nq: "cats"\ntags:\n  - "a"\n  - "b"\n</search>',
  },
};

describe('NATIVE_FORMATS', () => {
  it('should list every format once', () => {
    expect(NATIVE_FORMAT_NAMES.sort()).toEqual(Object.keys(cases).sort());
  });

  it.each(NATIVE_FORMAT_NAMES)('should write %s calls exactly as its models do', (format) => {
    expect(NATIVE_FORMATS[format].calls([weather])).toBe(cases[format].one);
    expect(NATIVE_FORMATS[format].calls([weather, search])).toBe(cases[format].two);
  });

  it('should keep text raw in XML formats and JSON-escape it in JSON formats', () => {
    const code = { name: 'write_file', arguments: { content: 'if (a < b && c) { s = "x"; }' } };
    expect(NATIVE_FORMATS['qwen3-coder'].calls([code])).toContain(
      '\nif (a < b && c) { s = "x"; }\n',
    );
    expect(NATIVE_FORMATS.minimax.calls([code])).toContain(
      '>if (a < b && c) { s = "x"; }</parameter>',
    );
    expect(NATIVE_FORMATS.mistral.calls([code])).toContain('"if (a < b && c) { s = \\"x\\"; }"');
  });

  it('should lay out a call as asked where the format leaves a choice', () => {
    const pretty = { ...weather, layout: 'pretty' as const };
    expect(NATIVE_FORMATS.hermes.calls([pretty])).toBe(
      '<tool_call>\n{\n  "name": "get_weather",\n  "arguments": {\n    "city": "SF",\n    "days": 2\n  }\n}\n</tool_call>',
    );
    expect(NATIVE_FORMATS.gemma.calls([pretty])).toContain(
      '```tool_call\n{\n  "name": "get_weather"',
    );
    expect(NATIVE_FORMATS.xml.calls([{ ...weather, layout: 'compact' }])).toBe(
      '<get_weather><city>SF</city><days>2</days></get_weather>',
    );
    expect(NATIVE_FORMATS.mistral.calls([pretty])).toBe(cases.mistral.one);
  });

  it("should answer without a call in the format's own channel", () => {
    expect(NATIVE_FORMATS.hermes.text('Hello.')).toBe('Hello.');
    expect(NATIVE_FORMATS.harmony.text('Hello.')).toBe(
      '<|channel|>analysis<|message|>The user needs a tool for this.<|end|><|start|>assistant<|channel|>final<|message|>Hello.<|return|>',
    );
  });
});
