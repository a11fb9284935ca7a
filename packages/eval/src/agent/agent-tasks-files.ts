import { type AgentEvalTask, agentTask, answerMentions, expectState } from './agent-task';

/** Agent tasks on the virtual file system and the key-value store. */
export const FILE_AND_STORE_TASKS: AgentEvalTask[] = [
  agentTask({
    id: 'agent-copy-config',
    prompt: 'Back up /app/config.json: copy it to /backup/config.json unchanged.',
    tools: ['list_files', 'read_file', 'write_file'],
    seed: { files: { '/app/config.json': '{"port": 8080, "debug": false}\n' } },
    solution: {
      steps: [
        [{ name: 'read_file', arguments: { path: '/app/config.json' } }],
        [
          {
            name: 'write_file',
            arguments: { path: '/backup/config.json', content: '{"port": 8080, "debug": false}\n' },
          },
        ],
      ],
      answer: 'Done: /backup/config.json now holds a copy of the config.',
    },
    check: (world) =>
      expectState(
        '/backup/config.json',
        world.files.get('/backup/config.json')?.trim(),
        '{"port": 8080, "debug": false}',
      ),
  }),
  agentTask({
    id: 'agent-missing-file',
    prompt:
      'My notes from the May planning meeting are in /notes, in meeting.txt I think. Which room was the follow-up booked in?',
    tools: ['list_files', 'read_file'],
    seed: {
      files: {
        '/notes/meeting-2025-05.txt': 'May planning. Follow-up booked in room 4B, Thursday.\n',
        '/notes/groceries.txt': 'eggs, rice\n',
      },
    },
    solution: {
      steps: [
        [{ name: 'read_file', arguments: { path: '/notes/meeting.txt' } }],
        [{ name: 'list_files', arguments: { dir: '/notes' } }],
        [{ name: 'read_file', arguments: { path: '/notes/meeting-2025-05.txt' } }],
      ],
      answer: 'The file is /notes/meeting-2025-05.txt: the follow-up is in room 4B.',
    },
    check: (_world, answer) => answerMentions(answer, '4B'),
  }),
  agentTask({
    id: 'agent-append-todo',
    prompt: 'Add "buy milk" as a new last line of /home/todo.txt, keeping the other lines.',
    tools: ['read_file', 'write_file'],
    seed: { files: { '/home/todo.txt': 'call the bank\nwater the plants' } },
    solution: {
      steps: [
        [{ name: 'read_file', arguments: { path: '/home/todo.txt' } }],
        [
          {
            name: 'write_file',
            arguments: {
              path: '/home/todo.txt',
              content: 'call the bank\nwater the plants\nbuy milk',
            },
          },
        ],
      ],
      answer: 'Added "buy milk" at the end of your to-do list.',
    },
    check: (world) =>
      expectState('/home/todo.txt lines', world.files.get('/home/todo.txt')?.trim().split('\n'), [
        'call the bank',
        'water the plants',
        'buy milk',
      ]),
  }),
  agentTask({
    id: 'agent-sum-two-files',
    prompt:
      '/data/q1.txt and /data/q2.txt each hold a sales figure. Write their sum, just the number, to /data/total.txt.',
    tools: ['read_file', 'write_file', 'calculate'],
    seed: { files: { '/data/q1.txt': '1280\n', '/data/q2.txt': '470\n' } },
    solution: {
      steps: [
        [
          { name: 'read_file', arguments: { path: '/data/q1.txt' } },
          { name: 'read_file', arguments: { path: '/data/q2.txt' } },
        ],
        [{ name: 'calculate', arguments: { expression: '1280 + 470' } }],
        [{ name: 'write_file', arguments: { path: '/data/total.txt', content: '1750' } }],
      ],
      answer: 'The total, 1750, is in /data/total.txt.',
    },
    check: (world) =>
      expectState('/data/total.txt', world.files.get('/data/total.txt')?.trim(), '1750'),
  }),
  agentTask({
    id: 'agent-delete-temp',
    prompt: 'Delete every .tmp file under /build and nothing else.',
    tools: ['list_files', 'delete_file'],
    seed: { files: { '/build/a.tmp': 'x', '/build/app.js': 'code', '/build/cache/b.tmp': 'y' } },
    solution: {
      steps: [
        [{ name: 'list_files', arguments: { dir: '/build' } }],
        [
          { name: 'delete_file', arguments: { path: '/build/a.tmp' } },
          { name: 'delete_file', arguments: { path: '/build/cache/b.tmp' } },
        ],
      ],
      answer: 'Deleted /build/a.tmp and /build/cache/b.tmp; /build/app.js stays.',
    },
    check: (world) =>
      expectState('the files under /build', world.listFiles('/'), ['/build/app.js']),
  }),
  agentTask({
    id: 'agent-move-draft',
    prompt:
      'Publish my draft: move /drafts/post.md to /published/post.md (the draft should be gone afterwards).',
    tools: ['read_file', 'write_file', 'delete_file'],
    seed: { files: { '/drafts/post.md': '# Hello\n\nFirst post.\n' } },
    solution: {
      steps: [
        [{ name: 'read_file', arguments: { path: '/drafts/post.md' } }],
        [
          {
            name: 'write_file',
            arguments: { path: '/published/post.md', content: '# Hello\n\nFirst post.\n' },
          },
        ],
        [{ name: 'delete_file', arguments: { path: '/drafts/post.md' } }],
      ],
      answer: 'Moved: the post is at /published/post.md and the draft is deleted.',
    },
    check: (world) =>
      expectState(
        'the files',
        [...world.files.entries()].map(([path, body]) => [path, body.trim()]),
        [['/published/post.md', '# Hello\n\nFirst post.']],
      ),
  }),
  agentTask({
    id: 'agent-increment-counter',
    prompt: 'Increment the counter stored under the key "visits" by one.',
    tools: ['kv_get', 'kv_set'],
    seed: { kv: { visits: '41' } },
    solution: {
      steps: [
        [{ name: 'kv_get', arguments: { key: 'visits' } }],
        [{ name: 'kv_set', arguments: { key: 'visits', value: '42' } }],
      ],
      answer: 'visits is now 42.',
    },
    check: (world) => expectState('visits', world.kv.get('visits'), '42'),
  }),
  agentTask({
    id: 'agent-flag-decides',
    prompt:
      'Look at the feature flag "beta". If it is on, set "rollout" to "beta-users"; otherwise set "rollout" to "none".',
    tools: ['kv_get', 'kv_set'],
    seed: { kv: { beta: 'on', rollout: 'unset' } },
    solution: {
      steps: [
        [{ name: 'kv_get', arguments: { key: 'beta' } }],
        [{ name: 'kv_set', arguments: { key: 'rollout', value: 'beta-users' } }],
      ],
      answer: 'The beta flag is on, so rollout is now "beta-users".',
    },
    check: (world) => expectState('rollout', world.kv.get('rollout'), 'beta-users'),
  }),
  agentTask({
    id: 'agent-find-key',
    prompt: 'Which theme did the user alice choose? It is somewhere in the settings store.',
    tools: ['kv_get', 'kv_list'],
    seed: {
      kv: { 'user:alice:theme': 'dark', 'user:alice:lang': 'fr', 'user:bob:theme': 'light' },
    },
    solution: {
      steps: [
        [{ name: 'kv_get', arguments: { key: 'alice.theme' } }],
        [{ name: 'kv_list', arguments: { prefix: 'user:alice' } }],
        [{ name: 'kv_get', arguments: { key: 'user:alice:theme' } }],
      ],
      answer: 'Alice chose the dark theme.',
    },
    check: (_world, answer) => answerMentions(answer, 'dark'),
  }),
  agentTask({
    id: 'agent-swap-values',
    prompt: 'Swap the values stored under "primary" and "secondary".',
    tools: ['kv_get', 'kv_set'],
    seed: { kv: { primary: 'db-east', secondary: 'db-west' } },
    solution: {
      steps: [
        [
          { name: 'kv_get', arguments: { key: 'primary' } },
          { name: 'kv_get', arguments: { key: 'secondary' } },
        ],
        [
          { name: 'kv_set', arguments: { key: 'primary', value: 'db-west' } },
          { name: 'kv_set', arguments: { key: 'secondary', value: 'db-east' } },
        ],
      ],
      answer: 'Swapped: primary is db-west, secondary is db-east.',
    },
    check: (world) =>
      expectState(
        'primary, secondary',
        [world.kv.get('primary'), world.kv.get('secondary')],
        ['db-west', 'db-east'],
      ),
  }),
  agentTask({
    id: 'agent-promote-keys',
    prompt:
      'Copy every key that starts with "staging:" to the same name with "prod:" instead (same values). Leave the staging keys as they are.',
    tools: ['kv_list', 'kv_get', 'kv_set'],
    seed: {
      kv: { 'staging:url': 'https://s.example', 'staging:replicas': '2', 'prod:url': 'old' },
    },
    solution: {
      steps: [
        [{ name: 'kv_list', arguments: { prefix: 'staging:' } }],
        [
          { name: 'kv_get', arguments: { key: 'staging:replicas' } },
          { name: 'kv_get', arguments: { key: 'staging:url' } },
        ],
        [
          { name: 'kv_set', arguments: { key: 'prod:replicas', value: '2' } },
          { name: 'kv_set', arguments: { key: 'prod:url', value: 'https://s.example' } },
        ],
      ],
      answer: 'Copied staging:replicas and staging:url to prod:.',
    },
    check: (world) =>
      expectState('the store', Object.fromEntries([...world.kv.entries()].sort()), {
        'prod:replicas': '2',
        'prod:url': 'https://s.example',
        'staging:replicas': '2',
        'staging:url': 'https://s.example',
      }),
  }),
];
