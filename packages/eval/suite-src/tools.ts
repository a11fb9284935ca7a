// The tools of the built-in suite, written for this project.
import type { TaskTool } from './build.ts';

const str = (description: string) => ({ type: 'string', description });
const int = (description: string, minimum?: number, maximum?: number) => ({
  type: 'integer',
  description,
  ...(minimum === undefined ? {} : { minimum }),
  ...(maximum === undefined ? {} : { maximum }),
});
const num = (description: string) => ({ type: 'number', description });
const bool = (description: string) => ({ type: 'boolean', description });
const oneOf = (description: string, values: string[]) => ({
  type: 'string',
  enum: values,
  description,
});
const list = (description: string, items: Record<string, unknown> = { type: 'string' }) => ({
  type: 'array',
  items,
  description,
});

function tool(
  name: string,
  description: string,
  properties: Record<string, unknown>,
  required: string[],
): TaskTool {
  return {
    name,
    description,
    inputSchema: { type: 'object', properties, required, additionalProperties: false },
  };
}

export const getWeather = tool(
  'get_weather',
  'Current conditions and a daily forecast for a city.',
  {
    city: str('City name, optionally with the country, e.g. "Porto" or "Porto, Portugal".'),
    days: int('Number of forecast days, 1 to 14.', 1, 14),
    units: oneOf('Temperature units.', ['celsius', 'fahrenheit']),
  },
  ['city'],
);

export const getAirQuality = tool(
  'get_air_quality',
  'Air quality index and main pollutant for a city, right now.',
  { city: str('City name.') },
  ['city'],
);

export const convertCurrency = tool(
  'convert_currency',
  "Converts an amount between currencies at today's rate.",
  {
    amount: num('The amount to convert.'),
    from: str('ISO 4217 code of the source currency, uppercase, e.g. "USD".'),
    to: str('ISO 4217 code of the target currency, uppercase.'),
  },
  ['amount', 'from', 'to'],
);

export const searchFlights = tool(
  'search_flights',
  'Searches scheduled flights between two airports on one day.',
  {
    origin: str('IATA code of the departure airport, e.g. "LIS".'),
    destination: str('IATA code of the arrival airport.'),
    date: str('Departure date, YYYY-MM-DD.'),
    passengers: int('Number of passengers.', 1, 9),
    cabin: oneOf('Cabin class.', ['economy', 'premium_economy', 'business', 'first']),
  },
  ['origin', 'destination', 'date'],
);

export const createEvent = tool(
  'create_event',
  "Creates an event in the user's calendar.",
  {
    title: str('Event title.'),
    start: str('Start as local date and time, YYYY-MM-DDTHH:MM.'),
    duration_minutes: int('Length in minutes.', 5, 1440),
    attendees: list('Email addresses of the people to invite.'),
    reminder: {
      type: 'object',
      description: 'A reminder before the event.',
      properties: {
        minutes_before: int('Minutes before the start.', 0, 10080),
        method: oneOf('How to remind.', ['email', 'popup']),
      },
      required: ['minutes_before', 'method'],
    },
  },
  ['title', 'start'],
);

export const sendEmail = tool(
  'send_email',
  "Sends an email from the user's account.",
  {
    to: list('Recipient email addresses.'),
    subject: str('Subject line.'),
    body: str('Plain-text body.'),
    cc: list('Addresses to copy.'),
  },
  ['to', 'subject', 'body'],
);

export const writeFile = tool(
  'write_file',
  'Writes text to a file in the workspace, creating folders as needed.',
  {
    path: str('Path relative to the workspace root.'),
    content: str('The complete file content.'),
    overwrite: bool('Replace the file if it exists.'),
  },
  ['path', 'content'],
);

export const runSql = tool(
  'run_sql',
  'Runs a read-only SQL query on one of the company databases.',
  {
    database: oneOf('Which database.', ['analytics', 'billing', 'inventory']),
    query: str('The SQL query.'),
    limit: int('Maximum rows to return.', 1, 10000),
  },
  ['database', 'query'],
);

export const runShell = tool(
  'run_shell',
  'Runs a shell command in the project workspace and returns its output.',
  {
    command: str('The command line, as typed in a POSIX shell.'),
    working_directory: str('Directory to run in, relative to the workspace root.'),
    timeout_seconds: int('Give up after this many seconds.', 1, 3600),
  },
  ['command'],
);

export const createIssue = tool(
  'create_issue',
  'Opens an issue in a code repository.',
  {
    repository: str('Repository as owner/name.'),
    title: str('Issue title.'),
    body: str('Issue description, Markdown.'),
    labels: list('Label names.'),
    priority: oneOf('Priority.', ['low', 'medium', 'high', 'urgent']),
  },
  ['repository', 'title'],
);

export const setThermostat = tool(
  'set_thermostat',
  "Sets the target temperature and mode of a room's thermostat.",
  {
    room: oneOf('Which room.', ['living_room', 'bedroom', 'office', 'kitchen']),
    temperature_c: num('Target temperature in degrees Celsius.'),
    mode: oneOf('Operating mode.', ['heat', 'cool', 'auto', 'off']),
  },
  ['room', 'temperature_c'],
);

export const addTodo = tool(
  'add_todo',
  "Adds an item to the user's to-do list.",
  {
    text: str('What to do.'),
    due_date: str('Due date, YYYY-MM-DD.'),
    tags: list('Tags for filtering.'),
    priority: int('1 (highest) to 5 (lowest).', 1, 5),
  },
  ['text'],
);

export const translateText = tool(
  'translate_text',
  'Translates text into another language.',
  {
    text: str('The text to translate.'),
    target_language: str('ISO 639-1 code of the target language, e.g. "de".'),
    formality: oneOf('Register of the translation.', ['formal', 'informal', 'default']),
  },
  ['text', 'target_language'],
);

export const trackPackage = tool(
  'track_package',
  'Latest tracking status of a parcel.',
  {
    carrier: oneOf('The carrier.', ['ups', 'fedex', 'dhl', 'usps']),
    tracking_number: str('The tracking number, exactly as printed.'),
  },
  ['carrier', 'tracking_number'],
);

export const bookTable = tool(
  'book_table',
  'Books a table at a restaurant.',
  {
    restaurant: str('Restaurant name.'),
    date: str('YYYY-MM-DD.'),
    time: str('24-hour time, HH:MM.'),
    party_size: int('Number of guests.', 1, 20),
    preferences: {
      type: 'object',
      description: 'Seating and dietary wishes.',
      properties: {
        seating: oneOf('Where to sit.', ['indoor', 'outdoor', 'bar']),
        dietary: list('Dietary needs of the party, e.g. "vegetarian".'),
      },
    },
  },
  ['restaurant', 'date', 'time', 'party_size'],
);

export const getStockQuote = tool(
  'get_stock_quote',
  'Latest trade price of a listed share, in its trading currency.',
  {
    symbol: str('Ticker symbol, uppercase, e.g. "ASML".'),
    exchange: str('Exchange code, e.g. "NASDAQ".'),
  },
  ['symbol'],
);

export const createShipment = tool(
  'create_shipment',
  'Creates a shipment and returns its label.',
  {
    recipient: {
      type: 'object',
      description: 'Who receives the parcel.',
      properties: {
        name: str('Full name.'),
        street: str('Street and number.'),
        city: str('City.'),
        postal_code: str('Postal code.'),
        country: str('ISO 3166-1 alpha-2 country code, uppercase.'),
      },
      required: ['name', 'street', 'city', 'postal_code', 'country'],
    },
    items: list('What goes in the parcel.', {
      type: 'object',
      properties: { sku: str('Stock keeping unit.'), quantity: int('How many.', 1) },
      required: ['sku', 'quantity'],
    }),
    express: bool('Next-day delivery.'),
  },
  ['recipient', 'items'],
);

export const resizeImage = tool(
  'resize_image',
  'Resizes an image file and saves it next to the original.',
  {
    path: str('Path of the image.'),
    width: int('Width in pixels.', 1, 10000),
    height: int('Height in pixels.', 1, 10000),
    keep_aspect_ratio: bool('Fit inside width × height without stretching.'),
    format: oneOf('Output format.', ['png', 'jpeg', 'webp']),
  },
  ['path', 'width', 'height'],
);

export const searchDocs = tool(
  'search_docs',
  'Searches the product documentation.',
  {
    query: str('What to look for.'),
    product: oneOf("Which product's docs.", ['cli', 'api', 'sdk']),
    max_results: int('How many results.', 1, 50),
  },
  ['query', 'product'],
);

export const searchWeb = tool(
  'search_web',
  'Searches the public web.',
  { query: str('The search query.'), num_results: int('How many results.', 1, 20) },
  ['query'],
);

export const setReminder = tool(
  'set_reminder',
  'Sets a reminder notification.',
  { message: str('What to remind about.'), at: str('When, as local YYYY-MM-DDTHH:MM.') },
  ['message', 'at'],
);

export const calculateLoan = tool(
  'calculate_loan',
  'Monthly payment and total interest of a fixed-rate loan.',
  {
    principal: num('Amount borrowed.'),
    annual_rate_percent: num('Yearly interest rate in percent, e.g. 4.5.'),
    years: int('Term in years.', 1, 50),
  },
  ['principal', 'annual_rate_percent', 'years'],
);

export const playMusic = tool(
  'play_music',
  'Plays music on the living-room speaker.',
  {
    query: str('Artist, album, song or genre.'),
    shuffle: bool('Shuffle the results.'),
    volume: int('Volume, 0 to 100.', 0, 100),
  },
  ['query'],
);

export const lookupContact = tool(
  'lookup_contact',
  "Finds people in the user's address book by name.",
  { name: str('Full or partial name.') },
  ['name'],
);

export const getOrder = tool(
  'get_order',
  'Details and status of a customer order.',
  { order_id: str('Order id, e.g. "A-1234".') },
  ['order_id'],
);

export const refundOrder = tool(
  'refund_order',
  'Refunds all or part of an order.',
  {
    order_id: str('Order id.'),
    amount: num("Amount to refund, in the order's currency."),
    reason: oneOf('Why.', ['damaged', 'late', 'wrong_item', 'other']),
  },
  ['order_id', 'amount', 'reason'],
);
