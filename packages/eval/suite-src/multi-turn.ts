// multi-turn: the conversation already holds calls and their results (or a question back).
import { assistant, called, expect, optional, result, system, task, user } from './build.ts';
import * as t from './tools.ts';

export const multiTurn = [
  task(
    'mt-parcel-then-weather',
    'multi-turn',
    [t.trackPackage, t.getWeather],
    [
      user(
        'Where is my DHL parcel JD014600007777 right now? Then get the weather in the city it is in.',
      ),
      called(['c1', 'track_package', { carrier: 'dhl', tracking_number: 'JD014600007777' }]),
      result('c1', {
        status: 'in transit',
        location: 'Leipzig hub, Germany',
        updated: '2026-02-11T06:40',
      }),
    ],
    [
      expect('get_weather', {
        city: ['Leipzig', 'Leipzig, Germany'],
        days: optional(1),
        units: optional('celsius'),
      }),
    ],
  ),
  task(
    'mt-contact-then-email',
    'multi-turn',
    [t.lookupContact, t.sendEmail],
    [
      user('Email Priya Raman that the budget review moved to 3 pm. Subject: "Budget review".'),
      called(['c1', 'lookup_contact', { name: 'Priya Raman' }]),
      result('c1', [{ name: 'Priya Raman', email: 'priya.raman@example.net', team: 'Finance' }]),
    ],
    [
      expect('send_email', {
        to: [['priya.raman@example.net']],
        subject: ['Budget review'],
        body: [
          'The budget review moved to 3 pm.',
          'The budget review has moved to 3 pm.',
          'Hi Priya, the budget review moved to 3 pm.',
        ],
        cc: optional(),
      }),
    ],
  ),
  task(
    'mt-order-refund',
    'multi-turn',
    [t.getOrder, t.refundOrder],
    [
      user(
        'Order B-2290 arrived broken. Check it and refund the full amount if it is marked damaged.',
      ),
      called(['c1', 'get_order', { order_id: 'B-2290' }]),
      result('c1', {
        order_id: 'B-2290',
        total: 84.9,
        currency: 'EUR',
        status: 'delivered',
        condition: 'damaged',
      }),
    ],
    [expect('refund_order', { order_id: ['B-2290'], amount: [84.9], reason: ['damaged'] })],
  ),
  task(
    'mt-flights-then-event',
    'multi-turn',
    [t.searchFlights, t.createEvent],
    [
      user(
        'Find flights LIS to BER on 2026-03-14, then add the earliest one to my calendar titled "Flight to Berlin" with its departure time and duration.',
      ),
      called(['c1', 'search_flights', { origin: 'LIS', destination: 'BER', date: '2026-03-14' }]),
      result('c1', {
        flights: [
          { flight: 'TP538', departs: '2026-03-14T11:05', duration_minutes: 215 },
          { flight: 'FR1911', departs: '2026-03-14T06:35', duration_minutes: 220 },
        ],
      }),
    ],
    [
      expect('create_event', {
        title: ['Flight to Berlin'],
        start: ['2026-03-14T06:35'],
        duration_minutes: [220],
        attendees: optional(),
        reminder: optional(),
      }),
    ],
  ),
  task(
    'mt-weather-follow-up',
    'multi-turn',
    [t.getWeather, t.getAirQuality],
    [
      user('Give me the 3-day forecast for Reykjavik in celsius.'),
      called(['c1', 'get_weather', { city: 'Reykjavik', days: 3, units: 'celsius' }]),
      result('c1', {
        city: 'Reykjavik',
        days: [
          { high: 4, low: -1 },
          { high: 3, low: -2 },
          { high: 5, low: 0 },
        ],
      }),
      assistant('Reykjavik: highs of 4, 3 and 5 °C, lows between -2 and 0 °C.'),
      user('Same for Helsinki, please.'),
    ],
    [
      expect('get_weather', {
        city: ['Helsinki', 'Helsinki, Finland'],
        days: [3],
        units: ['celsius'],
      }),
    ],
  ),
  task(
    'mt-answer-from-result',
    'multi-turn',
    [t.getWeather, t.convertCurrency],
    [
      user('Is it raining in Rome right now?'),
      called(['c1', 'get_weather', { city: 'Rome' }]),
      result('c1', { city: 'Rome', now: { condition: 'light rain', temperature_c: 12 } }),
    ],
    [],
  ),
  task(
    'mt-quotes-then-convert',
    'multi-turn',
    [t.getStockQuote, t.convertCurrency],
    [
      user(
        'Get quotes for MSFT and AAPL, then convert the higher of the two prices from US dollars to euros.',
      ),
      called(
        ['c1', 'get_stock_quote', { symbol: 'MSFT' }],
        ['c2', 'get_stock_quote', { symbol: 'AAPL' }],
      ),
      result('c1', { symbol: 'MSFT', price: 431.2, currency: 'USD' }),
      result('c2', { symbol: 'AAPL', price: 228.65, currency: 'USD' }),
    ],
    [expect('convert_currency', { amount: [431.2], from: ['USD'], to: ['EUR'] })],
  ),
  task(
    'mt-issue-retry-label',
    'multi-turn',
    [t.createIssue, t.searchDocs],
    [
      user('Open an issue in acme/engine titled "Crash on empty config" with the label bugg.'),
      called([
        'c1',
        'create_issue',
        { repository: 'acme/engine', title: 'Crash on empty config', labels: ['bugg'] },
      ]),
      result('c1', {
        error:
          "label 'bugg' does not exist in acme/engine; existing labels: bug, docs, enhancement",
      }),
    ],
    [
      expect('create_issue', {
        repository: ['acme/engine'],
        title: ['Crash on empty config'],
        labels: [['bug']],
        body: optional(),
        priority: optional(),
      }),
    ],
  ),
  task(
    'mt-ambiguous-contact',
    'multi-turn',
    [t.lookupContact, t.sendEmail],
    [
      user('Send Alex the slides link https://example.com/s/q3 with the subject "Q3 slides".'),
      called(['c1', 'lookup_contact', { name: 'Alex' }]),
      result('c1', [
        { name: 'Alex Moreau', email: 'alex.moreau@example.com' },
        { name: 'Alex Tanaka', email: 'a.tanaka@example.com' },
      ]),
    ],
    [],
  ),
  task(
    'mt-git-commit',
    'multi-turn',
    [t.runShell, t.writeFile],
    [
      system("You are a coding agent working in the user's repository."),
      user(
        'Check what changed, then commit all modified files with the message "Fix date parsing".',
      ),
      called(['c1', 'run_shell', { command: 'git status --short' }]),
      result('c1', ' M src/date.ts\n M src/date.test.ts\n'),
    ],
    [
      expect('run_shell', {
        command: [
          'git commit -am "Fix date parsing"',
          'git commit -a -m "Fix date parsing"',
          "git commit -am 'Fix date parsing'",
          'git add -A && git commit -m "Fix date parsing"',
          'git add src/date.ts src/date.test.ts && git commit -m "Fix date parsing"',
        ],
        working_directory: optional('.'),
        timeout_seconds: optional(),
      }),
    ],
  ),
  task(
    'mt-thermostat-question',
    'multi-turn',
    [t.setThermostat, t.playMusic],
    [
      user('It is freezing in my office.'),
      assistant('I can warm it up. What temperature would you like?'),
      user('22 degrees, heating mode.'),
    ],
    [expect('set_thermostat', { room: ['office'], temperature_c: [22], mode: ['heat'] })],
  ),
  task(
    'mt-sql-then-todo',
    'multi-turn',
    [t.runSql, t.addTodo],
    [
      user(
        'Count the products with zero stock in inventory (SELECT COUNT(*) FROM stock WHERE qty = 0). If there are any, add a to-do "Reorder out-of-stock items" with priority 1.',
      ),
      called([
        'c1',
        'run_sql',
        { database: 'inventory', query: 'SELECT COUNT(*) FROM stock WHERE qty = 0' },
      ]),
      result('c1', { rows: [{ count: 7 }] }),
    ],
    [
      expect('add_todo', {
        text: ['Reorder out-of-stock items'],
        priority: [1],
        due_date: optional(),
        tags: optional(),
      }),
    ],
  ),
];
