// simple: one tool offered, one call expected.
import { expect, optional, task, user } from './build.ts';
import * as t from './tools.ts';

const SLUGIFY = `import re


def slugify(title: str) -> str:
    """Turn "Hello, World!" into 'hello-world'."""
    slug = re.sub(r"[^a-z0-9]+", "-", title.lower())
    return slug.strip("-")
`;

const ISSUE_BODY = `Steps to reproduce:
1. Run \`tool sync --dry-run\` on a repo with a file named "it's.txt".
2. The command prints \`Error: unterminated quote\` and exits 1.

Expected: the dry run lists the file.`;

export const simple = [
  task(
    'simple-weather-kyoto',
    'simple',
    [t.getWeather],
    [user('What will the weather be like in Kyoto over the next 5 days?')],
    [
      expect('get_weather', {
        city: ['Kyoto', 'Kyoto, Japan'],
        days: [5],
        units: optional('celsius'),
      }),
    ],
  ),
  task(
    'simple-convert-chf',
    'simple',
    [t.convertCurrency],
    [user('How much is 1250.50 Swiss francs in US dollars?')],
    [expect('convert_currency', { amount: [1250.5], from: ['CHF'], to: ['USD'] })],
  ),
  task(
    'simple-flights-icn-sfo',
    'simple',
    [t.searchFlights],
    [
      user(
        'Find business class flights from Seoul Incheon (ICN) to San Francisco (SFO) on 2026-04-18 for two passengers.',
      ),
    ],
    [
      expect('search_flights', {
        origin: ['ICN'],
        destination: ['SFO'],
        date: ['2026-04-18'],
        passengers: [2],
        cabin: ['business'],
      }),
    ],
  ),
  task(
    'simple-write-slugify',
    'simple',
    [t.writeFile],
    [
      user(
        `Create the file src/text/slugify.py with exactly this content:\n\n\`\`\`python\n${SLUGIFY}\`\`\``,
      ),
    ],
    [
      expect('write_file', {
        path: ['src/text/slugify.py'],
        content: [SLUGIFY],
        overwrite: optional(false, true),
      }),
    ],
  ),
  task(
    'simple-sql-late-invoices',
    'simple',
    [t.runSql],
    [
      user(
        `On the billing database, run this query and return at most 50 rows: SELECT id, customer FROM invoices WHERE status = 'overdue' AND amount >= 1000 AND note <> '';`,
      ),
    ],
    [
      expect('run_sql', {
        database: ['billing'],
        query: [
          `SELECT id, customer FROM invoices WHERE status = 'overdue' AND amount >= 1000 AND note <> '';`,
          `SELECT id, customer FROM invoices WHERE status = 'overdue' AND amount >= 1000 AND note <> ''`,
        ],
        limit: [50],
      }),
    ],
  ),
  task(
    'simple-event-review',
    'simple',
    [t.createEvent],
    [
      user(
        'Put "Design review" in my calendar on 2026-05-06 at 14:30 for 45 minutes, invite ana@example.com and li.wei@example.com, and remind me by popup 10 minutes before.',
      ),
    ],
    [
      expect('create_event', {
        title: ['Design review'],
        start: ['2026-05-06T14:30'],
        duration_minutes: [45],
        attendees: [
          ['ana@example.com', 'li.wei@example.com'],
          ['li.wei@example.com', 'ana@example.com'],
        ],
        reminder: [{ minutes_before: 10, method: 'popup' }],
      }),
    ],
  ),
  task(
    'simple-shipment-nested',
    'simple',
    [t.createShipment],
    [
      user(
        'Ship 2 units of SKU KB-104 and 1 of SKU MS-220 by express to Marta Kowalska, ul. Długa 12, 00-238 Warszawa, Poland.',
      ),
    ],
    [
      expect('create_shipment', {
        recipient: [
          {
            name: 'Marta Kowalska',
            street: 'ul. Długa 12',
            city: 'Warszawa',
            postal_code: '00-238',
            country: 'PL',
          },
          {
            name: 'Marta Kowalska',
            street: 'ul. Długa 12',
            city: 'Warsaw',
            postal_code: '00-238',
            country: 'PL',
          },
        ],
        items: [
          [
            { sku: 'KB-104', quantity: 2 },
            { sku: 'MS-220', quantity: 1 },
          ],
        ],
        express: [true],
      }),
    ],
  ),
  task(
    'simple-resize-banner',
    'simple',
    [t.resizeImage],
    [user('Resize assets/banner.jpg to 1200 by 630 pixels without keeping the aspect ratio.')],
    [
      expect('resize_image', {
        path: ['assets/banner.jpg'],
        width: [1200],
        height: [630],
        keep_aspect_ratio: [false],
        format: optional('jpeg'),
      }),
    ],
  ),
  task(
    'simple-loan',
    'simple',
    [t.calculateLoan],
    [user('What would the monthly payment be on a 320000 loan at 3.85% a year over 25 years?')],
    [expect('calculate_loan', { principal: [320000], annual_rate_percent: [3.85], years: [25] })],
  ),
  task(
    'simple-reminder',
    'simple',
    [t.setReminder],
    [user('Remind me to call the plumber on 2026-02-03 at 08:15.')],
    [
      expect('set_reminder', {
        message: ['Call the plumber', 'call the plumber', 'Call the plumber.'],
        at: ['2026-02-03T08:15'],
      }),
    ],
  ),
  task(
    'simple-music',
    'simple',
    [t.playMusic],
    [user('Play some Nina Simone, shuffled, at volume 35.')],
    [expect('play_music', { query: ['Nina Simone'], shuffle: [true], volume: [35] })],
  ),
  task(
    'simple-issue-markdown',
    'simple',
    [t.createIssue],
    [
      user(
        `Open an issue in acme/tool-sync titled "Dry run fails on apostrophes" with labels bug and cli, priority high, and this body:\n\n${ISSUE_BODY}`,
      ),
    ],
    [
      expect('create_issue', {
        repository: ['acme/tool-sync'],
        title: ['Dry run fails on apostrophes'],
        body: [ISSUE_BODY],
        labels: [
          ['bug', 'cli'],
          ['cli', 'bug'],
        ],
        priority: ['high'],
      }),
    ],
  ),
];
