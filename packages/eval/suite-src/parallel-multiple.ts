// parallel-multiple: several tools, each called in one answer.
import { expect, optional, task, user } from './build.ts';
import * as t from './tools.ts';

const FIZZ = `#!/usr/bin/env bash
set -euo pipefail
for i in $(seq 1 15); do
  if (( i % 15 == 0 )); then echo "FizzBuzz"
  elif (( i % 3 == 0 )); then echo 'Fizz'
  else echo "$i"; fi
done
`;

export const parallelMultiple = [
  task(
    'pm-weather-and-money',
    'parallel-multiple',
    [t.getWeather, t.convertCurrency, t.searchFlights],
    [
      user(
        'I am going to Lisbon: what is the weather there, and how many euros do I get for 250 British pounds?',
      ),
    ],
    [
      expect('get_weather', {
        city: ['Lisbon', 'Lisbon, Portugal', 'Lisboa'],
        days: optional(),
        units: optional('celsius'),
      }),
      expect('convert_currency', { amount: [250], from: ['GBP'], to: ['EUR'] }),
    ],
  ),
  task(
    'pm-email-and-event',
    'parallel-multiple',
    [t.sendEmail, t.createEvent, t.addTodo],
    [
      user(
        'Email sam@example.org with subject "Offsite" and body "See you at the offsite on Thursday." and also put "Offsite" in my calendar on 2026-09-17 at 09:00 for 480 minutes.',
      ),
    ],
    [
      expect('send_email', {
        to: [['sam@example.org']],
        subject: ['Offsite'],
        body: ['See you at the offsite on Thursday.'],
        cc: optional(),
      }),
      expect('create_event', {
        title: ['Offsite'],
        start: ['2026-09-17T09:00'],
        duration_minutes: [480],
        attendees: optional(),
        reminder: optional(),
      }),
    ],
  ),
  task(
    'pm-issue-and-todo',
    'parallel-multiple',
    [t.createIssue, t.addTodo, t.runShell],
    [
      user(
        'File an urgent issue "Login page returns 502" in webteam/portal, and add a to-do "Write postmortem for the 502 outage" due 2026-01-30.',
      ),
    ],
    [
      expect('create_issue', {
        repository: ['webteam/portal'],
        title: ['Login page returns 502'],
        priority: ['urgent'],
        body: optional(),
        labels: optional(),
      }),
      expect('add_todo', {
        text: ['Write postmortem for the 502 outage'],
        due_date: ['2026-01-30'],
        tags: optional(),
        priority: optional(),
      }),
    ],
  ),
  task(
    'pm-write-and-run',
    'parallel-multiple',
    [t.writeFile, t.runShell, t.createIssue],
    [
      user(
        `Write this script to scripts/fizz.sh and, in the same answer, run \`bash scripts/fizz.sh\`:\n\n\`\`\`bash\n${FIZZ}\`\`\``,
      ),
    ],
    [
      expect('write_file', {
        path: ['scripts/fizz.sh'],
        content: [FIZZ],
        overwrite: optional(true),
      }),
      expect('run_shell', {
        command: ['bash scripts/fizz.sh'],
        working_directory: optional('.'),
        timeout_seconds: optional(),
      }),
    ],
  ),
  task(
    'pm-table-and-reminder',
    'parallel-multiple',
    [t.bookTable, t.setReminder, t.searchWeb],
    [
      user(
        'Reserve a table for 2 at Noodle Yard on 2026-08-02 at 19:30 at the bar, and remind me on 2026-08-02 at 18:45 to leave for dinner.',
      ),
    ],
    [
      expect('book_table', {
        restaurant: ['Noodle Yard'],
        date: ['2026-08-02'],
        time: ['19:30'],
        party_size: [2],
        preferences: [{ seating: 'bar' }, { seating: 'bar', dietary: [] }],
      }),
      expect('set_reminder', {
        message: ['Leave for dinner', 'leave for dinner', 'Leave for dinner at Noodle Yard'],
        at: ['2026-08-02T18:45'],
      }),
    ],
  ),
  task(
    'pm-track-and-weather',
    'parallel-multiple',
    [t.trackPackage, t.getWeather, t.getOrder],
    [user('Check DHL parcel JD014600006123 and tell me the weather in Leipzig.')],
    [
      expect('track_package', { carrier: ['dhl'], tracking_number: ['JD014600006123'] }),
      expect('get_weather', {
        city: ['Leipzig', 'Leipzig, Germany'],
        days: optional(),
        units: optional('celsius'),
      }),
    ],
  ),
  task(
    'pm-flights-and-weather',
    'parallel-multiple',
    [t.searchFlights, t.getWeather, t.convertCurrency],
    [
      user(
        'Find economy flights from AMS to NBO on 2026-10-05 for one person, and get a 7-day forecast for Nairobi.',
      ),
    ],
    [
      expect('search_flights', {
        origin: ['AMS'],
        destination: ['NBO'],
        date: ['2026-10-05'],
        passengers: [1],
        cabin: ['economy'],
      }),
      expect('get_weather', {
        city: ['Nairobi', 'Nairobi, Kenya'],
        days: [7],
        units: optional('celsius'),
      }),
    ],
  ),
  task(
    'pm-music-and-heat',
    'parallel-multiple',
    [t.playMusic, t.setThermostat, t.setReminder],
    [user('Put on some lo-fi beats at volume 20 and warm the living room to 22 degrees.')],
    [
      expect('play_music', {
        query: ['lo-fi beats', 'lo-fi'],
        shuffle: optional(true, false),
        volume: [20],
      }),
      expect('set_thermostat', { room: ['living_room'], temperature_c: [22], mode: ['heat'] }),
    ],
  ),
  task(
    'pm-ship-and-todo',
    'parallel-multiple',
    [t.createShipment, t.addTodo, t.trackPackage],
    [
      user(
        'Ship 3 units of SKU TEA-12 express to Jonas Berg, Storgatan 5, 111 23 Stockholm, Sweden, and add a to-do "Restock TEA-12" tagged inventory.',
      ),
    ],
    [
      expect('create_shipment', {
        recipient: [
          {
            name: 'Jonas Berg',
            street: 'Storgatan 5',
            city: 'Stockholm',
            postal_code: '111 23',
            country: 'SE',
          },
        ],
        items: [[{ sku: 'TEA-12', quantity: 3 }]],
        express: [true],
      }),
      expect('add_todo', {
        text: ['Restock TEA-12'],
        tags: [['inventory']],
        due_date: optional(),
        priority: optional(),
      }),
    ],
  ),
  task(
    'pm-quotes-and-convert',
    'parallel-multiple',
    [t.getStockQuote, t.convertCurrency, t.calculateLoan],
    [user('Get quotes for ASML and SAP, and separately convert 5000 euros to US dollars.')],
    [
      expect('get_stock_quote', { symbol: ['ASML'], exchange: optional() }),
      expect('get_stock_quote', { symbol: ['SAP'], exchange: optional() }),
      expect('convert_currency', { amount: [5000], from: ['EUR'], to: ['USD'] }),
    ],
  ),
];
