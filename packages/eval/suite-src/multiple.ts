// multiple: several tools offered, exactly one of them fits.
import { expect, optional, task, user } from './build.ts';
import * as t from './tools.ts';

const CONFIG = `{
  "port": 8080,
  "log_level": "debug",
  "allowed_origins": ["https://app.example.com"]
}`;

export const multiple = [
  task(
    'multiple-air-quality',
    'multiple',
    [t.getWeather, t.getAirQuality, t.searchWeb],
    [user('Is the air safe to go running in Delhi right now?')],
    [expect('get_air_quality', { city: ['Delhi', 'New Delhi', 'Delhi, India'] })],
  ),
  task(
    'multiple-todo-passport',
    'multiple',
    [t.sendEmail, t.createEvent, t.addTodo],
    [user('Add "Renew passport" to my to-do list, due 2026-06-30, tagged personal, priority 2.')],
    [
      expect('add_todo', {
        text: ['Renew passport'],
        due_date: ['2026-06-30'],
        tags: [['personal']],
        priority: [2],
      }),
    ],
  ),
  task(
    'multiple-sql-count',
    'multiple',
    [t.runShell, t.runSql, t.writeFile],
    [
      user(
        'How many rows does the orders table have in the billing database? Use: SELECT COUNT(*) FROM orders',
      ),
    ],
    [
      expect('run_sql', {
        database: ['billing'],
        query: ['SELECT COUNT(*) FROM orders', 'SELECT COUNT(*) FROM orders;'],
        limit: optional(1),
      }),
    ],
  ),
  task(
    'multiple-translate-formal',
    'multiple',
    [t.searchDocs, t.translateText, t.sendEmail],
    [
      user(
        'Translate "Could you send me the signed contract by Friday?" into German, formal register.',
      ),
    ],
    [
      expect('translate_text', {
        text: ['Could you send me the signed contract by Friday?'],
        target_language: ['de'],
        formality: ['formal'],
      }),
    ],
  ),
  task(
    'multiple-order-status',
    'multiple',
    [t.trackPackage, t.getOrder, t.refundOrder],
    [user('What is the status of my order A-7781?')],
    [expect('get_order', { order_id: ['A-7781'] })],
  ),
  task(
    'multiple-book-table',
    'multiple',
    [t.searchWeb, t.bookTable, t.setReminder],
    [
      user(
        'Book a table at Casa Lume for 4 people on 2026-07-11 at 20:00, outside please; two of us are vegetarian and one is gluten-free.',
      ),
    ],
    [
      expect('book_table', {
        restaurant: ['Casa Lume'],
        date: ['2026-07-11'],
        time: ['20:00'],
        party_size: [4],
        preferences: [
          { seating: 'outdoor', dietary: ['vegetarian', 'gluten-free'] },
          { seating: 'outdoor', dietary: ['gluten-free', 'vegetarian'] },
          { seating: 'outdoor', dietary: ['vegetarian', 'vegetarian', 'gluten-free'] },
        ],
      }),
    ],
  ),
  task(
    'multiple-loan',
    'multiple',
    [t.getStockQuote, t.convertCurrency, t.calculateLoan],
    [
      user(
        'I want to borrow 18500 for a car over 6 years at 7.2% interest. What does that cost per month?',
      ),
    ],
    [expect('calculate_loan', { principal: [18500], annual_rate_percent: [7.2], years: [6] })],
  ),
  task(
    'multiple-thermostat',
    'multiple',
    [t.playMusic, t.setThermostat, t.setReminder],
    [user('Cool the kitchen down to 23.5 degrees.')],
    [expect('set_thermostat', { room: ['kitchen'], temperature_c: [23.5], mode: ['cool'] })],
  ),
  task(
    'multiple-write-config',
    'multiple',
    [t.runShell, t.writeFile, t.createIssue],
    [user(`Save this as config/server.json, replacing the old file:\n\n${CONFIG}`)],
    [expect('write_file', { path: ['config/server.json'], content: [CONFIG], overwrite: [true] })],
  ),
  task(
    'multiple-search-docs',
    'multiple',
    [t.searchWeb, t.searchDocs, t.lookupContact],
    [user('Look in our SDK documentation for "retry backoff" and give me the top 3 results.')],
    [expect('search_docs', { query: ['retry backoff'], product: ['sdk'], max_results: [3] })],
  ),
  task(
    'multiple-shipment',
    'multiple',
    [t.trackPackage, t.getOrder, t.createShipment],
    [
      user(
        'Send one unit of SKU CH-900, standard delivery, to Kofi Mensah, 14 Ring Road East, Accra, postal code GA-110, Ghana.',
      ),
    ],
    [
      expect('create_shipment', {
        recipient: [
          {
            name: 'Kofi Mensah',
            street: '14 Ring Road East',
            city: 'Accra',
            postal_code: 'GA-110',
            country: 'GH',
          },
        ],
        items: [[{ sku: 'CH-900', quantity: 1 }]],
        express: optional(false),
      }),
    ],
  ),
  task(
    'multiple-resize-webp',
    'multiple',
    [t.writeFile, t.resizeImage, t.runShell],
    [user('Make a webp copy of photos/harbor.png at 800x600, keeping its proportions.')],
    [
      expect('resize_image', {
        path: ['photos/harbor.png'],
        width: [800],
        height: [600],
        keep_aspect_ratio: [true],
        format: ['webp'],
      }),
    ],
  ),
];
