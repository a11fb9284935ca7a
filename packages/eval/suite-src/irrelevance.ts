// irrelevance: tools are offered, none fits; the right answer calls nothing.
import { task, user } from './build.ts';
import * as t from './tools.ts';

export const irrelevance = [
  task(
    'irrelevance-haiku',
    'irrelevance',
    [t.getWeather, t.sendEmail],
    [user('Write a haiku about autumn leaves.')],
    [],
  ),
  task(
    'irrelevance-arithmetic',
    'irrelevance',
    [t.convertCurrency, t.searchFlights],
    [user('What is 17 times 23?')],
    [],
  ),
  task(
    'irrelevance-tcp-udp',
    'irrelevance',
    [t.runSql, t.writeFile],
    [user('Explain the difference between TCP and UDP in two sentences.')],
    [],
  ),
  task(
    'irrelevance-thanks',
    'irrelevance',
    [t.addTodo, t.setReminder],
    [user("Thanks, that's all for today!")],
    [],
  ),
  task(
    'irrelevance-author',
    'irrelevance',
    [t.getStockQuote, t.trackPackage],
    [user("Who wrote the novel 'Pride and Prejudice'?")],
    [],
  ),
  task(
    'irrelevance-garage-lights',
    'irrelevance',
    [t.setThermostat, t.playMusic],
    [user('Turn on the lights in the garage.')],
    [],
  ),
  task(
    'irrelevance-summary',
    'irrelevance',
    [t.createEvent, t.sendEmail],
    [
      user(
        'Summarize in five words: "The quarterly meeting moved from Tuesday to Thursday because the CFO is travelling."',
      ),
    ],
    [],
  ),
  task(
    'irrelevance-regex',
    'irrelevance',
    [t.runShell, t.searchDocs],
    [user('What does the regular expression ^\\d{3}-\\d{4}$ match? Just explain it.')],
    [],
  ),
];
