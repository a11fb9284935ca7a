// The upstream of the proxy benchmark, in its own process (so its recorded requests and its work
// stay out of the measured heap and thread): a replay server that answers a small tool call, or
// plain text to anything else. Prints its URL, then runs until stdin closes.
import { formatCall, messageText, startReplayServer } from '@tool/test-server';

const server = await startReplayServer({
  script: (request) => {
    // The last message, whether the client's own or the middleware's rewrite of it.
    const last = messageText(request.messages.at(-1) ?? { role: 'user' });
    const city = /Weather in (\S+)/.exec(last)?.[1];
    if (city === undefined) return 'Hello! How can I help you today?';
    return `Checking.\n${formatCall('hermes', 'get_weather', { city })}`;
  },
  chunking: 'random',
});
process.stdout.write(`${server.url}\n`);
process.stdin.resume();
process.stdin.on('end', () => {
  void server.close().then(() => process.exit(0));
});
