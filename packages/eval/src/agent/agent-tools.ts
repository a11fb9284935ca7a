import type { AgentWorld } from './agent-world';
import { calculate } from './calculate';

/** A tool of the agent suite: its schema, and what it does to the world. */
export interface AgentTool {
  description: string;
  inputSchema: Record<string, unknown>;
  /** Throws with a message the model can act on; the AI SDK sends it back as the tool's error. */
  run(world: AgentWorld, input: Record<string, unknown>): unknown;
}

const object = (properties: Record<string, unknown>, required = Object.keys(properties)) => ({
  type: 'object',
  properties,
  required,
  additionalProperties: false,
});
const text = (description: string) => ({ type: 'string', description });

/** The argument `key` as a string, or an error the model can read. */
function str(input: Record<string, unknown>, key: string): string {
  const value = input[key];
  if (typeof value !== 'string') throw new Error(`"${key}" must be a string`);
  return value;
}

function num(input: Record<string, unknown>, key: string): number {
  const value = input[key];
  if (typeof value !== 'number' || !Number.isFinite(value))
    throw new Error(`"${key}" must be a number`);
  return value;
}

/** Euro exchange rates of the convert tool: fixed, so answers can be checked. */
const RATES: Record<string, number> = { EUR: 1, USD: 1.1, GBP: 0.85, JPY: 160 };

/** Every tool an agent task can offer, by name. */
export const AGENT_TOOLS = {
  list_files: {
    description: 'List the paths of the files under a directory of the workspace.',
    inputSchema: object({ dir: text('Directory, e.g. /notes') }),
    run: (world, input) => world.listFiles(str(input, 'dir')),
  },
  read_file: {
    description: 'Read a file of the workspace.',
    inputSchema: object({ path: text('Absolute path, e.g. /notes/todo.txt') }),
    run: (world, input) => world.readFile(str(input, 'path')),
  },
  write_file: {
    description: 'Create or overwrite a file of the workspace with the given content.',
    inputSchema: object({ path: text('Absolute path'), content: text('The whole new content') }),
    run: (world, input) => {
      world.files.set(str(input, 'path'), str(input, 'content'));
      return 'written';
    },
  },
  delete_file: {
    description: 'Delete a file of the workspace.',
    inputSchema: object({ path: text('Absolute path') }),
    run: (world, input) => {
      world.readFile(str(input, 'path'));
      world.files.delete(str(input, 'path'));
      return 'deleted';
    },
  },
  kv_get: {
    description: 'Read the value stored under a key.',
    inputSchema: object({ key: text('The key') }),
    run: (world, input) => world.getKey(str(input, 'key')),
  },
  kv_set: {
    description: 'Store a value under a key (replacing any old value).',
    inputSchema: object({ key: text('The key'), value: text('The value, as text') }),
    run: (world, input) => {
      world.kv.set(str(input, 'key'), str(input, 'value'));
      return 'stored';
    },
  },
  kv_list: {
    description: 'List the keys that start with a prefix, sorted.',
    inputSchema: object({ prefix: text('Key prefix; empty for all') }),
    run: (world, input) =>
      [...world.kv.keys()].filter((key) => key.startsWith(str(input, 'prefix'))).sort(),
  },
  list_events: {
    description: 'List the calendar events of a day, by start time.',
    inputSchema: object({ date: text('YYYY-MM-DD') }),
    run: (world, input) => world.eventsOn(str(input, 'date')),
  },
  create_event: {
    description: 'Add an event to the calendar. Fails when it overlaps another event.',
    inputSchema: object({
      title: text('Title'),
      date: text('YYYY-MM-DD'),
      start: text('Start, HH:MM (24-hour)'),
      end: text('End, HH:MM (24-hour)'),
    }),
    run: (world, input) =>
      world.createEvent({
        title: str(input, 'title'),
        date: str(input, 'date'),
        start: str(input, 'start'),
        end: str(input, 'end'),
      }),
  },
  cancel_event: {
    description: 'Remove an event from the calendar by its id.',
    inputSchema: object({ id: text('Event id, e.g. evt-3') }),
    run: (world, input) => {
      world.cancelEvent(str(input, 'id'));
      return 'cancelled';
    },
  },
  find_orders: {
    description: "List a customer's orders.",
    inputSchema: object({ customer: text('Customer name') }),
    run: (world, input) =>
      world.orders.filter((order) => order.customer === str(input, 'customer')),
  },
  get_order: {
    description: 'Look up one order by id.',
    inputSchema: object({ id: text('Order id, e.g. A-1001') }),
    run: (world, input) => world.order(str(input, 'id')),
  },
  cancel_order: {
    description: 'Cancel a pending order.',
    inputSchema: object({ id: text('Order id') }),
    run: (world, input) => world.cancelOrder(str(input, 'id')),
  },
  refund_order: {
    description: 'Refund a shipped or delivered order.',
    inputSchema: object({ id: text('Order id'), reason: text('Why, in a few words') }),
    run: (world, input) => world.refundOrder(str(input, 'id'), str(input, 'reason')),
  },
  calculate: {
    description: 'Evaluate an arithmetic expression with + - * / % and parentheses.',
    inputSchema: object({ expression: text('e.g. (12.5 + 3) * 4') }),
    run: (_world, input) => calculate(str(input, 'expression')),
  },
  convert_currency: {
    description: 'Convert an amount between EUR, USD, GBP and JPY at the fixed rates of the day.',
    inputSchema: object({
      amount: { type: 'number' },
      from: { type: 'string', enum: Object.keys(RATES) },
      to: { type: 'string', enum: Object.keys(RATES) },
    }),
    run: (_world, input) => {
      const [from, to] = [RATES[str(input, 'from')], RATES[str(input, 'to')]];
      if (from === undefined || to === undefined)
        throw new Error(`currencies are ${Object.keys(RATES).join(', ')}`);
      return Math.round((num(input, 'amount') / from) * to * 100) / 100;
    },
  },
} satisfies Record<string, AgentTool>;

/** The name of a tool of {@link AGENT_TOOLS}. */
export type AgentToolName = keyof typeof AGENT_TOOLS;
