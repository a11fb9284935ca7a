/**
 * The system prompt of the MiniMax-M3 preset: the functions as JSON inside `<tools>`, and calls
 * in MiniMax-M3's own block, every tag after its `]<]minimax[>[` token.
 *
 * @param tools - The tool listing rendered by `minimaxM3Protocol().formatTools`.
 */
export function minimaxM3SystemPrompt(tools: string): string {
  return `# Tools

You may call one or more of the functions below. Their signatures, as JSON:

${tools}

To call functions, answer with one block; each call is an invoke element and each argument an element named after the argument, every tag written after the ]<]minimax[>[ token:

]<]minimax[>[<tool_call>
]<]minimax[>[<invoke name="FUNCTION_NAME">
]<]minimax[>[<ARGUMENT_NAME>value]<]minimax[>[</ARGUMENT_NAME>
]<]minimax[>[</invoke>
]<]minimax[>[</tool_call>

Text values are written as they are, without quotes or escaping; numbers, booleans, arrays and objects as JSON. Give every required argument, stop after the block and wait: each result comes back inside <response></response>. When no function is needed, answer normally.`;
}
