import fc from 'fast-check';

/**
 * Request generators for the control plane's fuzz test (issue 41): the admin routes and MCP tools
 * added after the first fuzz tests (the world, the clock and its advance, provider states,
 * explain, resilience, undo), with valid, near-valid and wrong values. Magnitudes stay within
 * what a person sends by hand (rates up to 1,000 an hour, moves up to a week): the hostile ones
 * (issue 41, points 1, 2, 3 and 6) are `hostileSteps`, run against a server in its own process.
 */

export interface AdminStep {
  method: string;
  /** Path under `/__admin`, with its query. */
  path: string;
  /** JSON text, or raw text when `contentType` says so; undefined: no body. */
  body: string | undefined;
  contentType: string | undefined;
}

export interface McpStep {
  tool: string;
  args: Record<string, unknown>;
}

/** The frozen time every fuzz run starts from. */
export const baseDate = '2030-01-01T00:00:00.000Z';

const oddValue = fc.constantFrom(null, true, false, '', 'x', -1, 1.5, [], {}, [1], { a: 1 });

const duration = fc.oneof(
  fc.constantFrom('1m', '15m', '2h', '1d', '7d', '90s', '0m', '1h'),
  fc.integer({ min: 0, max: 7 * 24 * 3_600_000 }),
  fc.constantFrom('', 'soon', '1y', '-1h', '1.5h', '2h30m', ' 1h', 'h', '1e3', -1, -3_600_000, 1.5, '٣h'),
  oddValue,
);

const date = fc.oneof(
  fc.constantFrom(
    baseDate,
    '2030-01-01T01:00:00Z',
    '2030-01-08T00:00:00Z',
    '2029-12-31T00:00:00Z',
    '2030-01-01T00:00:00+01:00',
    '2030-01-02',
  ),
  fc
    .date({ min: new Date('2029-01-01T00:00:00Z'), max: new Date('2031-01-01T00:00:00Z'), noInvalidDate: true })
    .map((when) => when.toISOString()),
  fc.constantFrom('soon', '', '2030-13-01T00:00:00Z', '2030-02-30T00:00:00Z', 'Tuesday', '0', 0, 1_893_456_000_000),
  oddValue,
);

const rate = fc.oneof(
  fc.constantFrom(0, 1, 6, 60, 600, 1000),
  fc.integer({ min: -3, max: 1000 }),
  fc.constantFrom('6', 1.5, -0.5),
  oddValue,
);

const soldAfter = fc.oneof(
  fc.constantFrom(['1m', '2h'], ['10m', '1h'], ['2h', '1m'], ['1m', '1m'], [], ['1m'], ['1m', '2m', '3m']),
  fc.tuple(duration, duration),
  oddValue,
);

const worldPart = (fields: Record<string, fc.Arbitrary<unknown>>) =>
  fc.oneof(
    { weight: 4, arbitrary: fc.record(fields, { requiredKeys: ['perHour'] }) },
    { weight: 1, arbitrary: fc.record({ ...fields, extra: oddValue }, { requiredKeys: [] }) },
    { weight: 1, arbitrary: oddValue },
  );

const world = fc.oneof(
  {
    weight: 5,
    arbitrary: fc.record(
      {
        seed: fc.oneof(fc.integer({ min: 0, max: 2 ** 31 }), oddValue),
        adoptions: worldPart({ perHour: rate, soldAfter }),
        arrivals: worldPart({ perHour: rate }),
        departures: worldPart({ perHour: rate }),
      },
      { requiredKeys: [] },
    ),
  },
  { weight: 1, arbitrary: fc.constant(null) },
  { weight: 1, arbitrary: oddValue },
);

const speed = fc.oneof(
  fc.constantFrom(0, 1, 60, 3600),
  fc.integer({ min: -2, max: 3600 }),
  fc.constantFrom('1', 0.5, -1, 1.5),
  oddValue,
);

const providerState = fc.oneof(
  fc.record(
    {
      state: fc.constantFrom(
        'pets exist',
        'pets exist with status sold',
        'pets exist with status lost',
        'no pets exist',
        'no pets exist with status pending',
        'a pet with id 7 exists',
        'a pet with id 0 exists',
        'no pet with id 3',
        'no pet with id 99999',
        'a pet with id 12 exists',
        '',
        'an unknown state',
      ),
      params: fc.oneof(
        fc.record(
          {
            id: fc.oneof(fc.integer({ min: -1, max: 40 }), oddValue),
            name: fc.oneof(fc.string({ maxLength: 20 }), oddValue),
            categoryId: fc.oneof(fc.integer({ min: -5, max: 5 }), oddValue),
            status: fc.constantFrom('available', 'sold', 'lost'),
            count: fc.oneof(fc.integer({ min: -1, max: 1001 }), oddValue),
          },
          { requiredKeys: [] },
        ),
        oddValue,
      ),
      action: fc.constantFrom('setup', 'teardown', 'SETUP', '', 'other'),
    },
    { requiredKeys: [] },
  ),
  oddValue,
);

const journalId = fc.oneof(
  fc.integer({ min: 0, max: 80 }),
  fc.constantFrom('-1', 'abc', '1.5', '00', '9'.repeat(30), '1e3', '%20', '9007199254740993'),
);

const resilienceQuery = fc
  .array(
    fc.tuple(
      fc.constantFrom('maxAttempts', 'storm', 'giveUpAfter', 'tolerance', 'other'),
      fc.oneof(fc.integer({ min: -1, max: 100_000 }), fc.constantFrom('', 'x', '1.5', '1e9', '9'.repeat(30), '-0')),
    ),
    { maxLength: 3 },
  )
  .map((pairs) =>
    pairs.length === 0
      ? ''
      : `?${pairs.map(([name, value]) => `${name}=${encodeURIComponent(String(value))}`).join('&')}`,
  );

const scenarioName = fc.constantFrom(
  'sold-out',
  'one-of-each',
  'empty',
  'edge-names',
  'missing-status',
  'mixed-status',
  'default',
  'nope',
  '',
  '../default',
);

const json = (value: unknown) => JSON.stringify(value) ?? 'null';

/** A body of the right shape, sometimes sent as garbage or as another content type. */
const sent = (method: string, path: string, body: fc.Arbitrary<unknown>): fc.Arbitrary<AdminStep> =>
  fc.oneof(
    {
      weight: 8,
      arbitrary: body.map((value) => ({ method, path, body: json(value), contentType: 'application/json' })),
    },
    {
      weight: 1,
      arbitrary: fc
        .constantFrom('{', '', 'null', '[]', '{"by":', 'by=1h')
        .map((text) => ({ method, path, body: text, contentType: 'application/json' })),
    },
    { weight: 1, arbitrary: body.map((value) => ({ method, path, body: json(value), contentType: 'text/plain' })) },
  );

const get = (path: fc.Arbitrary<string>): fc.Arbitrary<AdminStep> =>
  path.map((value) => ({ method: 'GET', path: value, body: undefined, contentType: undefined }));

export const adminStep: fc.Arbitrary<AdminStep> = fc.oneof(
  sent('PUT', '/world', fc.oneof({ weight: 5, arbitrary: fc.record({ world }) }, { weight: 1, arbitrary: oddValue })),
  get(
    fc.oneof(
      fc.constant('/world'),
      fc.constantFrom('0', '1', '-1', 'x', '9'.repeat(20), '').map((since) => `/world/events?since=${since}`),
    ),
  ),
  sent(
    'POST',
    '/clock/advance',
    fc.oneof(fc.record({ by: duration }), fc.record({ to: date }), fc.record({ by: duration, to: date }), oddValue),
  ),
  sent(
    'PUT',
    '/clock',
    fc.oneof(fc.record({ now: fc.oneof(date, fc.constant(null)), speed }, { requiredKeys: [] }), oddValue),
  ),
  get(fc.constant('/clock')),
  sent('POST', '/pact/state', providerState),
  get(journalId.map((id) => `/requests/${id}/explain`)),
  get(resilienceQuery.map((query) => `/resilience${query}`)),
  fc.constant({ method: 'POST', path: '/scenario/undo', body: undefined, contentType: undefined }),
  sent('POST', '/scenario', fc.record({ name: scenarioName })),
  fc.constantFrom('DELETE', 'PATCH', 'POST', 'PUT').chain((method) =>
    fc
      .constantFrom(
        '/world',
        '/clock',
        '/clock/advance',
        '/pact/state',
        '/resilience',
        '/scenario/undo',
        '/requests/1/explain',
      )
      .map((path) => ({
        method,
        path,
        body: method === 'DELETE' ? undefined : '{}',
        contentType: 'application/json',
      })),
  ),
);

/** MCP tool calls with valid and wrong arguments (the SDK client sends them as given). */
export const mcpStep: fc.Arbitrary<McpStep> = fc.oneof(
  fc.record({ world }, { requiredKeys: [] }).map((args) => ({ tool: 'set_world', args })),
  fc
    .oneof(fc.record({ by: duration }), fc.record({ to: date }), fc.record({ by: duration, to: date }), fc.constant({}))
    .map((args) => ({ tool: 'advance_clock', args })),
  fc
    .record({ now: fc.oneof(date, fc.constant(null)), speed }, { requiredKeys: [] })
    .map((args) => ({ tool: 'set_clock', args })),
  journalId.map((id) => ({ tool: 'explain_request', args: { id } })),
  fc.record({ name: scenarioName }, { requiredKeys: [] }).map((args) => ({ tool: 'load_scenario', args })),
  fc
    .constantFrom('get_world', 'get_clock', 'reset', 'list_requests', 'get_coverage', 'no_such_tool')
    .map((tool) => ({ tool, args: {} })),
);

/**
 * Sequences that once hung the server, overflowed its clock or broke id uniqueness (issue 41,
 * points 1, 2, 3 and 6; fixed apart from this file's slice). Each step must still be answered
 * without a 5xx, and the server must answer afterwards.
 */
export const hostileSteps: { what: string; steps: AdminStep[] }[] = [
  [
    'a world of 3.6 million adoptions an hour advanced 2 days',
    [
      put('/world', { world: { adoptions: { perHour: 3_600_000, soldAfter: ['1m', '2m'] } } }),
      post('/clock/advance', { by: '2d' }),
    ],
  ],
  [
    'a world of 3.6 million arrivals an hour advanced 1 hour',
    [put('/world', { world: { arrivals: { perHour: 3_600_000 } } }), post('/clock/advance', { by: '1h' })],
  ],
  ['an advance by 1e300 ms', [post('/clock/advance', { by: 1e300 })]],
  ['an advance by 999999999 days', [post('/clock/advance', { by: '999999999d' })]],
  [
    'a running clock set to the last date JavaScript holds',
    [put('/clock', { now: '+275760-09-13T00:00:00.000Z', speed: 1 })],
  ],
  ['a speed of 1e300', [put('/clock', { speed: 1e300 })]],
  [
    'a provider state with the largest safe id',
    [
      post('/pact/state', {
        state: 'a pet with id 9007199254740991 exists',
        params: { name: 'Max', categoryId: 1 },
        action: 'setup',
      }),
    ],
  ],
].map(([what, steps]) => ({ what: what as string, steps: steps as AdminStep[] }));

/**
 * Steps that reach the accepting side of the routes whose valid bodies the arbitraries draw rarely:
 * the fuzz runs them first (fast-check's `examples`), so what it must have reached does not hang
 * on a seed's luck.
 */
export const acceptedSteps: ({ admin: AdminStep } | { mcp: McpStep })[] = [
  { admin: put('/world', { world: { seed: 1, arrivals: { perHour: 60 } } }) },
  { admin: post('/clock/advance', { by: '1h' }) },
  {
    admin: post('/pact/state', {
      state: 'a pet with id 5 exists',
      params: { name: 'Rex', categoryId: 1 },
      action: 'setup',
    }),
  },
  { mcp: { tool: 'set_world', args: { world: null } } },
  { mcp: { tool: 'no_such_tool', args: {} } },
  { admin: { method: 'GET', path: '/requests/1/explain', body: undefined, contentType: undefined } },
  { admin: { method: 'GET', path: '/requests/999999/explain', body: undefined, contentType: undefined } },
  { admin: { method: 'GET', path: '/resilience', body: undefined, contentType: undefined } },
  { admin: { method: 'GET', path: '/resilience?tolerance=-1', body: undefined, contentType: undefined } },
  { admin: put('/world', { world: { arrivals: { perHour: -1 } } }) },
  { admin: post('/clock/advance', { by: -1 }) },
  { admin: post('/pact/state', {}) },
  { admin: post('/scenario', { name: 'empty' }) },
  { admin: { method: 'POST', path: '/scenario/undo', body: undefined, contentType: undefined } },
];

function put(path: string, body: unknown): AdminStep {
  return { method: 'PUT', path, body: json(body), contentType: 'application/json' };
}

function post(path: string, body: unknown): AdminStep {
  return { method: 'POST', path, body: json(body), contentType: 'application/json' };
}

/** A step as a failure report shows it. */
export const describeStep = ({ method, path, body, contentType }: AdminStep): string =>
  `${method} /__admin${path}${body === undefined ? '' : ` (${contentType}) ${body.slice(0, 300)}`}`;
