import { type AgentEvalTask, agentTask, answerMentions, expectState } from './agent-task';
import type { AgentWorld, CalendarEvent, Order } from './agent-world';

const EVENTS: CalendarEvent[] = [
  { id: 'evt-101', title: 'Standup', date: '2025-03-14', start: '09:30', end: '10:30' },
  { id: 'evt-102', title: 'Lunch with Sam', date: '2025-03-14', start: '12:00', end: '13:00' },
  { id: 'evt-103', title: 'Review', date: '2025-03-14', start: '14:00', end: '14:45' },
  { id: 'evt-104', title: 'Planning', date: '2025-03-17', start: '09:00', end: '10:30' },
  { id: 'evt-105', title: 'Retro', date: '2025-03-17', start: '15:00', end: '16:00' },
];

const ORDERS: Order[] = [
  { id: 'A-1001', customer: 'Maria', item: 'lamp', quantity: 1, total: 49.9, status: 'shipped' },
  { id: 'A-1002', customer: 'Maria', item: 'desk', quantity: 1, total: 220, status: 'pending' },
  { id: 'A-1003', customer: 'Jonas', item: 'chair', quantity: 2, total: 130, status: 'delivered' },
  { id: 'A-1004', customer: 'Jonas', item: 'shelf', quantity: 1, total: 80, status: 'cancelled' },
  { id: 'A-1005', customer: 'Jonas', item: 'rug', quantity: 1, total: 70, status: 'pending' },
  { id: 'A-1006', customer: 'Lee', item: 'mug', quantity: 4, total: 24, status: 'delivered' },
  { id: 'A-1007', customer: 'Lee', item: 'kettle', quantity: 1, total: 35, status: 'delivered' },
  { id: 'A-1008', customer: 'Lee', item: 'teapot', quantity: 1, total: 28, status: 'shipped' },
];

const event = (world: AgentWorld, title: string) => {
  const found = world.events.find((entry) => entry.title === title);
  return found === undefined ? undefined : [found.date, found.start, found.end];
};
const statuses = (orders: readonly Order[]) =>
  Object.fromEntries(orders.map((order) => [order.id, order.status]));
/** What must not change besides the orders a task acts on. */
const SEEDED = statuses(ORDERS);

/** Agent tasks on the calendar, the order database and the calculator. */
export const RECORD_TASKS: AgentEvalTask[] = [
  agentTask({
    id: 'agent-book-after-conflict',
    prompt:
      'Book "Dentist" on 2025-03-14 from 10:00 to 11:00. If that time is taken, book it for the same length right after the event it clashes with.',
    tools: ['list_events', 'create_event'],
    seed: { events: EVENTS },
    solution: {
      steps: [
        [
          {
            name: 'create_event',
            arguments: { title: 'Dentist', date: '2025-03-14', start: '10:00', end: '11:00' },
          },
        ],
        [
          {
            name: 'create_event',
            arguments: { title: 'Dentist', date: '2025-03-14', start: '10:30', end: '11:30' },
          },
        ],
      ],
      answer: '10:00 clashed with Standup, so Dentist is booked 10:30–11:30 on 2025-03-14.',
    },
    check: (world) =>
      expectState('Dentist', event(world, 'Dentist'), ['2025-03-14', '10:30', '11:30']),
  }),
  agentTask({
    id: 'agent-cancel-by-title',
    prompt: 'Cancel my "Lunch with Sam" on 2025-03-14.',
    tools: ['list_events', 'cancel_event'],
    seed: { events: EVENTS },
    solution: {
      steps: [
        [{ name: 'list_events', arguments: { date: '2025-03-14' } }],
        [{ name: 'cancel_event', arguments: { id: 'evt-102' } }],
      ],
      answer: 'Lunch with Sam on 2025-03-14 is cancelled.',
    },
    check: (world) =>
      expectState(
        'the events left',
        world.events.map((entry) => entry.id),
        ['evt-101', 'evt-103', 'evt-104', 'evt-105'],
      ),
  }),
  agentTask({
    id: 'agent-first-meeting',
    prompt: 'What is my first meeting on 2025-03-17, and how many minutes does it last?',
    tools: ['list_events', 'calculate'],
    seed: { events: EVENTS },
    solution: {
      steps: [[{ name: 'list_events', arguments: { date: '2025-03-17' } }]],
      answer: 'Your first meeting is Planning, 09:00–10:30: 90 minutes.',
    },
    check: (_world, answer) => answerMentions(answer, 'Planning', '90'),
  }),
  agentTask({
    id: 'agent-move-review',
    prompt: 'Move "Review" on 2025-03-14 to start at 16:00 the same day, keeping its length.',
    tools: ['list_events', 'create_event', 'cancel_event'],
    seed: { events: EVENTS },
    solution: {
      steps: [
        [{ name: 'list_events', arguments: { date: '2025-03-14' } }],
        [{ name: 'cancel_event', arguments: { id: 'evt-103' } }],
        [
          {
            name: 'create_event',
            arguments: { title: 'Review', date: '2025-03-14', start: '16:00', end: '16:45' },
          },
        ],
      ],
      answer: 'Review now runs 16:00–16:45 on 2025-03-14.',
    },
    check: (world) =>
      expectState('Review', event(world, 'Review'), ['2025-03-14', '16:00', '16:45']),
  }),
  agentTask({
    id: 'agent-count-two-days',
    prompt: 'How many events do I have on 2025-03-14 and 2025-03-17 together?',
    tools: ['list_events'],
    seed: { events: EVENTS },
    solution: {
      steps: [
        [
          { name: 'list_events', arguments: { date: '2025-03-14' } },
          { name: 'list_events', arguments: { date: '2025-03-17' } },
        ],
      ],
      answer: 'You have 5 events: 3 on 2025-03-14 and 2 on 2025-03-17.',
    },
    check: (_world, answer) => answerMentions(answer, '5'),
  }),
  agentTask({
    id: 'agent-cancel-pending',
    prompt: 'Please cancel order A-1002.',
    tools: ['get_order', 'cancel_order'],
    seed: { orders: ORDERS },
    solution: {
      steps: [[{ name: 'cancel_order', arguments: { id: 'A-1002' } }]],
      answer: 'Order A-1002 is cancelled.',
    },
    check: (world) => expectState('A-1002', world.order('A-1002').status, 'cancelled'),
  }),
  agentTask({
    id: 'agent-cancel-or-refund',
    prompt:
      'Maria changed her mind about the lamp she ordered: cancel that order. If it cannot be cancelled any more, refund it with the reason "changed her mind".',
    tools: ['find_orders', 'cancel_order', 'refund_order'],
    seed: { orders: ORDERS },
    solution: {
      steps: [
        [{ name: 'find_orders', arguments: { customer: 'Maria' } }],
        [{ name: 'cancel_order', arguments: { id: 'A-1001' } }],
        [{ name: 'refund_order', arguments: { id: 'A-1001', reason: 'changed her mind' } }],
      ],
      answer:
        'The lamp (A-1001) had shipped, so it could not be cancelled; it is refunded instead.',
    },
    check: (world) =>
      expectState('the orders', statuses(world.orders), { ...SEEDED, 'A-1001': 'refunded' }),
  }),
  agentTask({
    id: 'agent-spend-in-usd',
    prompt: 'How much has Jonas spent on orders that were not cancelled? Give the amount in USD.',
    tools: ['find_orders', 'calculate', 'convert_currency'],
    seed: { orders: ORDERS },
    solution: {
      steps: [
        [{ name: 'find_orders', arguments: { customer: 'Jonas' } }],
        [{ name: 'calculate', arguments: { expression: '130 + 70' } }],
        [{ name: 'convert_currency', arguments: { amount: 200, from: 'EUR', to: 'USD' } }],
      ],
      answer: 'Jonas spent 200 EUR on orders that were not cancelled, which is 220 USD.',
    },
    check: (_world, answer) => answerMentions(answer, '220'),
  }),
  agentTask({
    id: 'agent-refund-delivered',
    prompt:
      "Refund all of Lee's delivered orders, reason: damaged in transit. Leave the others alone.",
    tools: ['find_orders', 'refund_order'],
    seed: { orders: ORDERS },
    solution: {
      steps: [
        [{ name: 'find_orders', arguments: { customer: 'Lee' } }],
        [
          { name: 'refund_order', arguments: { id: 'A-1006', reason: 'damaged in transit' } },
          { name: 'refund_order', arguments: { id: 'A-1007', reason: 'damaged in transit' } },
        ],
      ],
      answer: 'Refunded A-1006 and A-1007; A-1008 has not been delivered yet.',
    },
    check: (world) =>
      expectState('the orders', statuses(world.orders), {
        ...SEEDED,
        'A-1006': 'refunded',
        'A-1007': 'refunded',
      }),
  }),
  agentTask({
    id: 'agent-tip-split',
    prompt:
      'Our restaurant bill is 84.50 EUR. Add a 15% tip and split it between 3 people: how much does each pay?',
    tools: ['calculate'],
    seed: {},
    solution: {
      steps: [[{ name: 'calculate', arguments: { expression: '84.50 * 1.15 / 3' } }]],
      answer: 'Each person pays about 32.39 EUR.',
    },
    check: (_world, answer) => answerMentions(answer, '32.39'),
  }),
  agentTask({
    id: 'agent-fix-expression',
    prompt: 'Use the calculator: what is 12 × 7 − 5?',
    tools: ['calculate'],
    seed: {},
    solution: {
      steps: [
        [{ name: 'calculate', arguments: { expression: '12 × 7 − 5' } }],
        [{ name: 'calculate', arguments: { expression: '12 * 7 - 5' } }],
      ],
      answer: '12 × 7 − 5 = 79.',
    },
    check: (_world, answer) => answerMentions(answer, '79'),
  }),
  agentTask({
    id: 'agent-convert-and-store',
    prompt:
      'Convert 250 GBP to JPY and store the result (just the number) under the key "budget.jpy".',
    tools: ['convert_currency', 'kv_set'],
    seed: {},
    solution: {
      steps: [
        [{ name: 'convert_currency', arguments: { amount: 250, from: 'GBP', to: 'JPY' } }],
        [{ name: 'kv_set', arguments: { key: 'budget.jpy', value: '47058.82' } }],
      ],
      answer: '250 GBP is 47058.82 JPY; stored under budget.jpy.',
    },
    check: (world) => expectState('budget.jpy', Number(world.kv.get('budget.jpy')), 47058.82),
  }),
];
