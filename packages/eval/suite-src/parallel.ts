// parallel: one tool, called several times in one answer.
import { expect, optional, task, user } from './build.ts';
import * as t from './tools.ts';

const weather = (city: string[]) =>
  expect('get_weather', { city, days: optional(1), units: optional('celsius') });

export const parallel = [
  task(
    'parallel-weather-norway',
    'parallel',
    [t.getWeather, t.getAirQuality],
    [user('What is the weather right now in Oslo, Bergen and Tromsø?')],
    [
      weather(['Oslo', 'Oslo, Norway']),
      weather(['Bergen', 'Bergen, Norway']),
      weather(['Tromsø', 'Tromso', 'Tromsø, Norway']),
    ],
  ),
  task(
    'parallel-convert-usd',
    'parallel',
    [t.convertCurrency],
    [user('Convert 100 US dollars into euros and into Japanese yen.')],
    [
      expect('convert_currency', { amount: [100], from: ['USD'], to: ['EUR'] }),
      expect('convert_currency', { amount: [100], from: ['USD'], to: ['JPY'] }),
    ],
  ),
  task(
    'parallel-track-two',
    'parallel',
    [t.trackPackage, t.getOrder],
    [user('Track both of my parcels: UPS 1Z999AA10123456784 and FedEx 612999010023.')],
    [
      expect('track_package', { carrier: ['ups'], tracking_number: ['1Z999AA10123456784'] }),
      expect('track_package', { carrier: ['fedex'], tracking_number: ['612999010023'] }),
    ],
  ),
  task(
    'parallel-todos',
    'parallel',
    [t.addTodo, t.setReminder],
    [
      user(
        'Add three to-dos tagged "garden": "Buy tomato seeds", "Fix the fence" and "Order compost", all due 2026-03-21.',
      ),
    ],
    ['Buy tomato seeds', 'Fix the fence', 'Order compost'].map((text) =>
      expect('add_todo', {
        text: [text],
        due_date: ['2026-03-21'],
        tags: [['garden']],
        priority: optional(),
      }),
    ),
  ),
  task(
    'parallel-translate',
    'parallel',
    [t.translateText],
    [user('How do I say "Where is the train station?" in German, French and Spanish?')],
    ['de', 'fr', 'es'].map((language) =>
      expect('translate_text', {
        text: ['Where is the train station?'],
        target_language: [language],
        formality: optional('default'),
      }),
    ),
  ),
  task(
    'parallel-quotes',
    'parallel',
    [t.getStockQuote, t.convertCurrency],
    [user('Get me the latest prices for NVDA and AMD.')],
    [
      expect('get_stock_quote', { symbol: ['NVDA'], exchange: optional('NASDAQ') }),
      expect('get_stock_quote', { symbol: ['AMD'], exchange: optional('NASDAQ') }),
    ],
  ),
  task(
    'parallel-resize-sizes',
    'parallel',
    [t.resizeImage],
    [user('Produce square versions of icons/logo.png at 64, 128 and 256 pixels.')],
    [64, 128, 256].map((size) =>
      expect('resize_image', {
        path: ['icons/logo.png'],
        width: [size],
        height: [size],
        keep_aspect_ratio: optional(true),
        format: optional('png'),
      }),
    ),
  ),
  task(
    'parallel-thermostats',
    'parallel',
    [t.setThermostat, t.playMusic],
    [user('Set the bedroom to 19 degrees on auto and the living room to 21 degrees on heat.')],
    [
      expect('set_thermostat', { room: ['bedroom'], temperature_c: [19], mode: ['auto'] }),
      expect('set_thermostat', { room: ['living_room'], temperature_c: [21], mode: ['heat'] }),
    ],
  ),
  task(
    'parallel-docs',
    'parallel',
    [t.searchDocs, t.searchWeb],
    [user('Search the API docs for "pagination cursor" and the CLI docs for "config profiles".')],
    [
      expect('search_docs', {
        query: ['pagination cursor'],
        product: ['api'],
        max_results: optional(),
      }),
      expect('search_docs', {
        query: ['config profiles'],
        product: ['cli'],
        max_results: optional(),
      }),
    ],
  ),
  task(
    'parallel-sql',
    'parallel',
    [t.runSql, t.runShell],
    [
      user(
        `Run "SELECT sku, qty FROM stock WHERE qty < 5" on inventory and "SELECT plan, COUNT(*) FROM subscriptions GROUP BY plan" on billing.`,
      ),
    ],
    [
      expect('run_sql', {
        database: ['inventory'],
        query: [
          'SELECT sku, qty FROM stock WHERE qty < 5',
          'SELECT sku, qty FROM stock WHERE qty < 5;',
        ],
        limit: optional(),
      }),
      expect('run_sql', {
        database: ['billing'],
        query: [
          'SELECT plan, COUNT(*) FROM subscriptions GROUP BY plan',
          'SELECT plan, COUNT(*) FROM subscriptions GROUP BY plan;',
        ],
        limit: optional(),
      }),
    ],
  ),
];
