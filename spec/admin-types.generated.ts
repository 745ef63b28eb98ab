// Generated from spec/admin.openapi.yaml (and the schemas it refers to) by `npm run generate`. Do not edit.
export interface paths {
    "/health": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Readiness
         * @description Readiness.
         */
        get: operations["getHealth"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/scenario": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Load a built-in scenario by name, or a whole scenario
         * @description The scenario's pets replace the store's; its keys, failure rules and clock replace the current ones only when it gives them; a snapshot's `snapshot` section puts back what each rule spent, the random stream, the rate-limit windows, the clock's speed and the world's position. Nothing changes when it is invalid. An unknown built-in's name is refused like an invalid scenario, with 400 `invalid_scenario` listing the known names (as `POST /sandboxes` refuses it). On a store kept in a db file, the pets it replaces are first kept in a backup beside the file (`backup` in the answer), which `POST /scenario/undo` puts back.
         */
        post: operations["loadScenario"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/scenario/undo": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Put back the pets the last scenario load replaced
         * @description A store kept in a db file keeps a backup of its pets before each scenario load, newest last. This puts the newest back (keys, failure rules and clock stay as they are) and removes that backup; a second undo goes one load further back.
         */
        post: operations["undoScenario"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/scenarios": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The built-in scenarios
         * @description The built-in scenarios, by name, each with its one-line description.
         */
        get: operations["listScenarios"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/reset": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Return to the state the server started from
         * @description Return to the state the server started from.
         */
        post: operations["reset"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/snapshot": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The mock now, or just before a journal entry, as a scenario file that replays exactly
         * @description A scenario file with a `snapshot` section holding everything that decides the next answer (pets, next id, keys, each rule with what it spent, the random stream, rate-limit windows, the clock, the world's position). Loaded by any path that loads a scenario, the same requests at the same clock instants get the same answers. With `at`, the state just before that journal entry was answered; an entry the journal no longer holds is 404 `not_found` naming the oldest it can give. Taking one writes nothing.
         */
        get: operations["getSnapshot"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/db": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The current state as a scenario file
         * @description The snapshot of the mock now (as GET /snapshot), without `snapshot.takenAt`, so two exports of one state are the same bytes; loading it (POST /scenario) gives the same answers.
         */
        get: operations["exportState"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/store": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * How many pets, per status, and where they are kept
         * @description How many pets there are, per status (`none` counts pets without one), and where the data lives.
         */
        get: operations["getStoreSummary"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/store/pets": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One page of pets, filtered and ordered
         * @description One page of the stored pets, filtered by status and name, ordered by id.
         */
        get: operations["listStorePets"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/failures": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Rules in force, with what each has done
         * @description Rules in force, with what each has done.
         */
        get: operations["listFailures"];
        put?: never;
        /**
         * Add one rule, or a list of rules (all or none)
         * @description Add one rule, or a list of rules (all or none).
         */
        post: operations["addFailures"];
        /**
         * Remove every rule
         * @description Remove every rule.
         */
        delete: operations["clearFailures"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/failures/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Remove one rule
         * @description Remove one rule.
         */
        delete: operations["removeFailure"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/requests": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The journal of recent requests, newest last
         * @description The journal of recent requests, newest last. The query parameters filter it on the server;
         *     each one given must hold. An invalid value is 400 `invalid_query`, naming the parameter.
         */
        get: operations["listRequests"];
        put?: never;
        post?: never;
        /**
         * Empty the journal
         * @description Empty the journal.
         */
        delete: operations["clearRequests"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/requests/{id}/explain": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Why a journaled request got its answer
         * @description The decisions that made the answer to one journaled request, in the order they were taken
         *     (docs/explain.md). Kept with the journal entry: gone when the entry is.
         */
        get: operations["explainRequest"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/requests.har": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The journal as HAR 1.2
         * @description The journal as a HAR 1.2 document, for DevTools and Playwright's `routeFromHAR`: each request
         *     with its full URL (this request's origin and the journaled path), headers (masked as the
         *     journal masks them), query and posted body; each answer with its status, headers and body
         *     text; the mock's handling time (injected latency included) as `timings.wait`. A dropped
         *     connection is an entry with status 0 and `_error` (`net::ERR_CONNECTION_RESET`,
         *     `net::ERR_EMPTY_RESPONSE`, `net::ERR_TIMED_OUT`); `_fault` names the injected fault,
         *     `malformed` and `slow-body` included; `_rules` the failure rules that fired; `_id` the journal
         *     entry's id and `_apiKey` which configured key it used (its position, never its value).
         *     `startedDateTime` is the mock-clock instant the answer was computed at. With `since`, only
         *     the entries after that id: with the snapshot `?at=<since + 1>`, what `replay` checks.
         */
        get: operations["exportRequestsHar"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/scenario/from-har": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Load the pets of a HAR recording as the store
         * @description Reads the Animal Store answers in a HAR (a browser's, Playwright's or the proxy's): the pets
         *     of `listPets`, `getPet` and `createPet` answers, merged by id (the latest answer wins), become
         *     the store's, with the next id above the highest. Other hosts and paths are counted and
         *     skipped; answers that break the contract are skipped and listed with the reason. No header,
         *     cookie or query value of the HAR is kept. Nothing changes when the HAR cannot be read.
         */
        post: operations["loadScenarioFromHar"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/sandboxes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The sandboxes, least recently used first
         * @description The sandboxes, least recently used first.
         */
        get: operations["listSandboxes"];
        put?: never;
        /**
         * Create a sandbox, or replace the one of that name
         * @description A sandbox is a whole mock of its own (pets and next id, API keys, failure rules with their
         *     counters, journal, live feed, clock), in memory, selected by the `Animal-Store-Sandbox`
         *     header on any API or admin request. One is also created on first use of its name. It
         *     starts from the server's start state, or from the scenario, seed or count given here.
         */
        post: operations["createSandbox"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/sandboxes/{name}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One sandbox
         * @description One live sandbox, as the list shows it; reading it neither counts as a request to it nor keeps it alive.
         */
        get: operations["getSandbox"];
        put?: never;
        post?: never;
        /**
         * Drop a sandbox
         * @description Drop a sandbox and everything in it.
         */
        delete: operations["deleteSandbox"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/events": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Live feed of requests and changes (Server-Sent Events)
         * @description First `event: hello` with `{"journal": "<instance>", "newest": <id>}` (the journal of this
         *     run, and its newest entry id); then `event: request` with a JournalEntry for every request
         *     served (event id `<instance>.<entry id>`), and `event: change` with
         *     `{"part": "store" | "failures" | "clock" | "journal" | "upstream" | "coverage" | "world"}` when a control changed that part,
         *     and `event: world` with a WorldEvent for each event the world applies.
         *     Reconnecting with the `Last-Event-ID` of the same journal first replays the entries missed
         *     (up to 500; past that, or after a restart, nothing is replayed and the client should reload).
         *     A comment line is sent every 15 s to keep the connection open; a client more than 1000
         *     events behind is disconnected.
         */
        get: operations["streamEvents"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The front door, to the dashboard
         * @description Redirects to `/ui`, the QA dashboard. A server answers `/` (outside `/__admin`) the same way.
         */
        get: operations["openDashboard"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/ui": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The QA dashboard (HTML page)
         * @description The QA dashboard, built with the package. 404 with a hint when it was not built.
         */
        get: operations["getDashboard"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/ui/assets/{file}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A script, style or image of the dashboard
         * @description Named by content hash, so cached for good.
         */
        get: operations["getDashboardAsset"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/mcp": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The MCP server's stream of messages to the client
         * @description The server-to-client stream of the session its `Mcp-Session-Id` header names.
         */
        get: operations["streamMcp"];
        put?: never;
        /**
         * A JSON-RPC message to the MCP server (Streamable HTTP)
         * @description The tools of docs/mcp.md over Streamable HTTP, past the same guards as every admin route.
         *     Needs the optional peer `@modelcontextprotocol/sdk`; without it, every `/mcp` request is
         *     501 `not_implemented` saying how to install it.
         */
        post: operations["callMcp"];
        /**
         * End an MCP session
         * @description Ends the session its `Mcp-Session-Id` header names.
         */
        delete: operations["endMcpSession"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/clock": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The simulated time
         * @description The simulated time.
         */
        get: operations["getClock"];
        /**
         * Set the simulated time and its speed
         * @description `now`: the simulated time (it runs on from there at `speed`), or null for real time; left
         *     out, the time stays. `speed`: 0 freezes the clock, 1 is real time, 3600 an hour a second,
         *     at most 1,000,000. Moving forward applies the world's events up to the new time
         *     (`world_limit` past the limit); while a world is on, a time behind the clock's is 400
         *     `clock_backwards`, nothing changed. A speed past its maximum or a date a JavaScript Date
         *     cannot hold (past +275760-09-13T00:00:00.000Z) is 400 `invalid_body` naming the field,
         *     nothing changed; a running clock stops at that last date.
         */
        put: operations["setClock"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/clock/advance": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Move the clock forward and apply the world's events on the way
         * @description `{"by": "2h"}` (a duration, or ms, at most ten years: 315576000000 ms) or `{"to": "<ISO date>"}`.
         *     The world's events up to the new time are applied in order and answered; a move needing more
         *     than the limit's worth of steps (default 10,000, `--world-limit`; a draw skipped for want of
         *     a pet counts) is 400 `world_limit` with `needed` and `limit`, nothing applied. A `by` past ten
         *     years, or a move past the last date a JavaScript Date holds (+275760-09-13T00:00:00.000Z), is
         *     400 `invalid_body` naming the field, nothing changed.
         */
        post: operations["advanceClock"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/world": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The world of timed events in force
         * @description The world in force (null when none), the seq of its newest event and when the next one is due.
         */
        get: operations["getWorld"];
        /**
         * Put a world in force (null turns it off)
         * @description A world as in a scenario's `world` (fixtures/scenario.schema.json `$defs/world`), in force
         *     from the clock's current time: pets already pending or sold count their delays from now.
         *     An invalid one is 400 `invalid_world` naming the field, nothing changed.
         */
        put: operations["setWorld"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/world/events": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The world's recent events
         * @description Events with a seq above `since` (default 0), oldest first; the newest 1,000 are kept, in memory.
         */
        get: operations["listWorldEvents"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/contract": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Where requests go, and what the contract watch saw
         * @description `proxy` is null while the mock answers everything itself. With `--proxy`, every upstream
         *     answer of an operation the spec describes is checked against spec/openapi.yaml (status,
         *     content type, body schema, declared headers); per operation, how many were checked, how many
         *     broke the contract, and the last five of those with each violation's JSON path and rule.
         */
        get: operations["getContract"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/recording": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The recording, if one runs or ran
         * @description The recording, if one runs or ran.
         */
        get: operations["getRecording"];
        put?: never;
        /**
         * Record the pets of the upstream's answers into a scenario file
         * @description Starts afresh (a recording already running stops), replacing the file: every pet seen in the
         *     upstream's answers to listPets, getPet and createPet, one per id (the latest answer wins),
         *     written atomically as it grows. No header, key or request body is ever written. `file` is a
         *     relative `.json` path inside the server's recordings folder (`--recordings-dir`, default
         *     `recordings/` under the folder the server was started in); any other path is refused with
         *     400 and nothing is written.
         */
        post: operations["startRecording"];
        /**
         * Stop recording, once the file is written
         * @description Stop recording, once the file is written.
         */
        delete: operations["stopRecording"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/coverage": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Which answers and injected failures this mock gave
         * @description For every operation of spec/openapi.yaml, the hits of each documented response and of each
         *     failure kind injected (by a rule, a `Prefer` header or the clock), the statuses answered
         *     that the spec does not document, and the requests no operation matched. Counting starts at
         *     the mock's start or the last DELETE; a reset of the store keeps it. Per sandbox with the
         *     `Animal-Store-Sandbox` header or `?sandbox=`. The `coverage` CLI merges and gates these.
         */
        get: operations["getCoverage"];
        put?: never;
        post?: never;
        /**
         * Start counting coverage afresh
         * @description Start counting coverage afresh.
         */
        delete: operations["resetCoverage"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/resilience": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * How the client reacted to the failures this mock showed it
         * @description Seven checks judged from the journal when read, each `pass`, `fail` (with the journal
         *     entry ids that show it and one sentence) or `not-exercised`: retry-after, backoff,
         *     no-blind-create-retry, gone-respected, auth-not-hammered, gave-up, no-storm. They use the
         *     real arrival and end times the journal keeps, not the simulated clock. Only what the
         *     journal still holds is judged. Per sandbox with the `Animal-Store-Sandbox` header or
         *     `?sandbox=`. The `resilience` CLI merges and gates these (docs/resilience.md).
         */
        get: operations["getResilience"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/pact": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The pact the clients' exchanges make
         * @description A Pact file (V3 by default, V4 with `spec=4`) from the exchanges since the last reset or
         *     journal clear: one interaction per distinct request (method, path relative to the server
         *     URL, query, body, with or without credentials) and status, described ("list sold pets,
         *     limit 5 → 200"), with the provider states its answer needs and matching rules derived from
         *     spec/openapi.yaml (a type for every field, `integer` for integers, a regex for an enum, the
         *     list's length bounded by `limit`). `Authorization` is an example matched by `^Bearer .+$`,
         *     never the key sent; a 401 is the request without it. Answers whose status was injected (a
         *     rule's, `Prefer`'s, the clock's 410) are left out unless `includeInjected=true`; dropped
         *     connections and broken bodies never count; statuses the operation does not document are left
         *     out. Per sandbox with the `Animal-Store-Sandbox` header or `?sandbox=`.
         */
        get: operations["getPact"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/pact/state": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Set up a provider state, as Pact's verifier asks
         * @description Pact's Verifier posts here before each interaction (`stateChangeUrl`) to set up its states,
         *     and after it with `action: teardown`. The mock sets up every state it writes into a pact:
         *     "pets exist" / "pets exist with status S" (`count`: adds the missing pets), "no pets exist"
         *     / "no pets exist with status S" (removes them), "a pet with id N exists" (puts that pet in
         *     place, with its id), "no pet with id N" (removes it). `teardown`, and an empty state (an
         *     interaction with none), answer 200 and change nothing. The answer holds the values the
         *     pact's ProviderState generators read (`id`). A state it cannot set up is a 400 and changes
         *     nothing. Per sandbox with the `Animal-Store-Sandbox` header or `?sandbox=`.
         */
        post: operations["setUpPactState"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export type webhooks = Record<string, never>;
export interface components {
    schemas: {
        /** @description A JSON-RPC 2.0 message of the MCP server (its shape is MCP's, not this document's). */
        JsonRpcMessage: {
            /** @constant */
            jsonrpc: "2.0";
        };
        Error: {
            /**
             * @description Machine-readable error code (see the table in the description).
             * @example not_found
             */
            code: string;
            /**
             * @description Human-readable description of the error.
             * @example No pet with id 42.
             */
            message: string;
            /**
             * Format: int32
             * @description The HTTP status code, repeated.
             * @example 404
             */
            status: number;
        };
        /** @description Where a clock move ended, and the world's events applied on the way. */
        ClockMove: {
            /** Format: date-time */
            now: string;
            events: components["schemas"]["WorldEvent"][];
        };
        /** @description An ISO 8601 date-time, or a date (midnight UTC), as JavaScript's Date writes and reads it; one it cannot hold is refused by the clock, naming the field. */
        IsoDate: string;
        SandboxName: string;
        PacticipantName: string;
        /** @description A Pact file as the Pact specification (V3 or V4) defines it; docs/pact.md shows one. */
        Pact: {
            consumer: {
                name: string;
            };
            provider: {
                name: string;
            };
            interactions: {
                description: string;
                providerStates?: components["schemas"]["ProviderState"][];
                request: Record<string, never>;
                response: Record<string, never>;
            }[];
            metadata: {
                pactSpecification: {
                    /** @enum {string} */
                    version: "3.0.0" | "4.0";
                };
            };
        };
        ProviderState: {
            /** @description What the provider must hold: "pets exist with status sold", "a pet with id 7 exists", "no pet with id 999", "no pets exist". */
            name: string;
            params?: Record<string, never>;
        };
        SandboxSummary: {
            name: components["schemas"]["SandboxName"];
            pets: number;
            /** @description Requests served, API and admin. */
            requests: number;
            /** Format: date-time */
            lastUsed: string;
            /**
             * Format: date-time
             * @description When it is dropped unless used again (--sandbox-idle).
             */
            expiresAt: string;
        };
        Scenario: components["schemas"]["scenario.schema"];
        Coverage: components["schemas"]["coverage.schema"];
        Resilience: components["schemas"]["resilience.schema"];
        World: components["schemas"]["world"];
        WorldView: {
            /** @description The world in force, durations in ms and the seed filled in; null when none. */
            world: components["schemas"]["world"] | null;
            /** @description The seq of the newest event. */
            seq: number;
            /** Format: date-time */
            nextEventAt: string | null;
            /** @description Most events one clock move applies. */
            limit: number;
        };
        WorldEvent: {
            seq: number;
            /** Format: date-time */
            time: string;
            /** @enum {string} */
            kind: "adopted" | "sold" | "arrived" | "departed";
            pet: components["schemas"]["Pet"];
            from?: components["schemas"]["PetStatus"];
            to?: components["schemas"]["PetStatus"];
        };
        FailureRule: components["schemas"]["failureRuleFields"];
        /** @description A rule in force, as it was added (its id assigned), with what it has done. */
        ActiveFailureRule: components["schemas"]["failureRuleFields"] & {
            id: string;
            /** @description Requests that matched it. */
            matched: number;
            /** @description Requests it affected. */
            fired: number;
            /** @description How many more it may affect; null when unbounded. */
            left: number | null;
        };
        Health: {
            /** @enum {string} */
            status: "ok";
            pets: number;
            /** Format: date-time */
            time: string;
        };
        Removed: {
            removed: number;
        };
        Clock: {
            /** Format: date-time */
            now: string;
            simulated: boolean;
            /** @description 0 frozen, 1 real time, 3600 an hour a second. */
            speed: number;
            /** Format: date-time */
            getPetSunset: string;
            /** @description Whether GET /v1/pets/{petId} answers 410 now. */
            getPetGone: boolean;
        };
        Violation: {
            /** @enum {string} */
            kind: "status" | "content-type" | "body" | "header";
            /**
             * @description A JSON path into the answer, e.g. `$.body[0].id`, `$.headers.location`, `$.status`.
             * @example $.body[0].id
             */
            path: string;
            /** @example must be an integer */
            rule: string;
        };
        ContractReport: {
            proxy: null | {
                /** @description The upstream's base URL. */
                upstream: string;
                /** @description The operations forwarded; null for all. */
                only: string[] | null;
                timeoutMs: number;
                strictContract: boolean;
                /** @description Whether a key of the mock's own replaces the client's (the key is never shown). */
                upstreamKey: boolean;
            };
            operations: {
                operationId: string;
                /** @description Upstream answers checked. */
                checked: number;
                /** @description Answers that broke the contract. */
                violations: number;
                /** @description The last five answers that broke it, oldest first. */
                last: {
                    /** Format: date-time */
                    time: string;
                    /** @example GET /v1/pets?limit=3 */
                    request: string;
                    status: number;
                    violations: components["schemas"]["Violation"][];
                }[];
            }[];
        };
        Recording: {
            active: boolean;
            /** @description The file's absolute path; null when kept in memory. */
            file: string | null;
            pets: number;
            /** Format: date-time */
            since: string | null;
            /** @description Why the last write failed, if it did; recording goes on in memory. */
            error: string | null;
        };
        HarImportSummary: {
            /** @description Entries in the HAR. */
            entries: number;
            /** @description Answers whose pets were merged. */
            read: number;
            /** @description Exchanges of the contract whose answer carries no pets (errors, failed connections). */
            withoutPets: number;
            otherOrigin: number;
            /** @description Requests the contract does not name (other paths and hosts' assets). */
            notContract: number;
            rejected: {
                /** @description Index in `log.entries`. */
                entry: number;
                operationId: string;
                /** @description Origin and path; never the query. */
                url: string;
                reason: string;
            }[];
            pets: number;
        };
        JournalEntry: {
            id: number;
            /** Format: date-time */
            time: string;
            method: string;
            path: string;
            /** @description The API operation the request was matched to (`getPet`, the spec's operationId); null for a path the API has none for, or a method it does not take. */
            operationId: string | null;
            query: {
                [key: string]: string | string[];
            };
            /** @description Request headers; credentials (Authorization, Cookie, X-Api-Key, any name holding token, secret or key, and --mask-header names) show "[redacted]". */
            headers: {
                [key: string]: string;
            };
            body: string | null;
            /** @description Null when the connection was dropped. */
            status: number | null;
            /** @description The injected fault: `reset`, `empty` or `timeout` (status null), `malformed` or `slow-body` (the answer's status kept). */
            fault: string | null;
            durationMs: number;
            /** @description Ids of the failure rules that fired. */
            rules: string[];
            /** @description Which configured API key the request used, by its position in the keys in force (never its value); absent when it used none (no keys configured, or no valid key). A replay sends that key again. */
            apiKey?: number;
            /** @description Present when failures were injected into the answer; each names its kind (`error`, `rate-limit`, `latency`, a fault, `gone`), its source (`rule`, `prefer`, `clock`) and, for `error`, the status. A pact leaves out answers whose status was injected. */
            injected?: {
                kind: string;
                /** @enum {string} */
                source: "rule" | "prefer" | "clock";
                status?: number;
            }[];
            /** @description Null when the connection was dropped. */
            response: null | {
                headers: {
                    [key: string]: string;
                };
                /** @description The JSON body sent (cut at 64 KiB); null for none or another kind. */
                body: string | null;
            };
            /** @description Set when the request was forwarded (proxy mode); null when answered here. */
            upstream: null | {
                /** @description The upstream's status; null when it gave none (unreachable, timed out). */
                status: number | null;
                durationMs: number;
                violations: components["schemas"]["Violation"][];
            };
            /**
             * @description Present when the journal's byte budget (--journal-bytes) dropped this entry's bodies to keep newer ones; `body` and `response.body` are then null, the rest is kept.
             * @enum {boolean}
             */
            bodiesDropped?: true;
        };
        Explanation: {
            /** @description The journal entry's id. */
            id: number;
            /** @description In the order they were taken; empty when nothing but the operation itself answered. */
            decisions: components["schemas"]["Decision"][];
        };
        /** @description One decision and its facts; `kind` says which. */
        Decision: components["schemas"]["HostDecision"] | components["schemas"]["SandboxDecision"] | components["schemas"]["CorsDecision"] | components["schemas"]["AuthDecision"] | components["schemas"]["ValidationDecision"] | components["schemas"]["FailureDecision"] | components["schemas"]["ClockDecision"] | components["schemas"]["WorldDecision"] | components["schemas"]["StoreDecision"] | components["schemas"]["ProxyDecision"];
        /** @description The server's Host check let the request through (a refused Host is not journaled). */
        HostDecision: {
            /** @constant */
            kind: "host";
            /** @constant */
            allowed: true;
            /** @enum {string} */
            rule: "no-host-header" | "localhost" | "ip-literal" | "allowed-hosts";
        };
        SandboxDecision: {
            /** @constant */
            kind: "sandbox";
            name: components["schemas"]["SandboxName"];
            /** @description Whether this request made the sandbox (its first use). */
            created: boolean;
        };
        CorsDecision: {
            /** @constant */
            kind: "cors";
            /** @description Whether this was a preflight, answered before auth. */
            preflight: boolean;
            origin: string;
            /** @description Whether the origin was granted (Access-Control-Allow-Origin sent). */
            allowed: boolean;
        };
        /** @description The API key was refused. The key itself is never shown. */
        AuthDecision: {
            /** @constant */
            kind: "auth";
            /** @enum {string} */
            refused: "missing" | "malformed" | "unknown-key";
        };
        ValidationDecision: {
            /** @constant */
            kind: "validation";
            /** @enum {string} */
            in: "query" | "path" | "body";
            /**
             * @description A JSON pointer into the query, the path parameters or the body.
             * @example /limit
             */
            pointer: string;
            /**
             * @description The JSON Schema keyword that failed.
             * @example maximum
             */
            keyword: string;
        };
        /** @description A failure rule, or the request's `Prefer` header, that fired. */
        FailureDecision: {
            /** @constant */
            kind: "failure";
            /** @enum {string} */
            source: "rule" | "prefer";
            /** @description The rule's id (`prefer` for the header). */
            rule: string;
            /** @description The rule as it was when it fired, without its id. */
            definition: components["schemas"]["failureRuleFields"];
            /** @description The `Prefer` header, when the source is the request. */
            prefer?: string;
            /** @description How many times the rule had fired, this one included. */
            fired: number;
            /** @description How many times it may fire; null when unbounded. */
            times: number | null;
            /** @description The latency it added, in ms. */
            latencyMs: number;
            /** @description The error status it answered with; null when it did not decide the answer so. */
            status: number | null;
            /** @description The network fault it injected, if any. */
            fault: string | null;
        };
        /** @description Past the operation's sunset on the mock's clock, so 410. */
        ClockDecision: {
            /** @constant */
            kind: "clock";
            /** Format: date-time */
            now: string;
            /** Format: date-time */
            sunset: string;
        };
        /** @description The timed world's events applied just before the answer (its catch-up to the clock's time); only when it applied some. */
        WorldDecision: {
            /** @constant */
            kind: "world";
            /** @description How many events were applied. */
            events: number;
            /** @description The seq of the first (as in `GET /__admin/world/events`). */
            fromSeq: number;
            /** @description The seq of the last. */
            toSeq: number;
        };
        StoreDecision: {
            /** @constant */
            kind: "store";
            petId: number;
            found: boolean;
            /**
             * @description Why it was not found: `departed` (the timed world's departures removed it), `above` (the
             *     id is at or past the next id), `never-created` (any other id). More reasons may come:
             *     read unknown ones as "not found".
             * @example above
             */
            reason?: string;
            /** @description The id the next created pet gets, when it was not found. */
            nextId?: number;
        };
        ProxyDecision: {
            /** @constant */
            kind: "proxy";
            /** @description Whether the upstream answered it (false, in proxy mode, for an operation answered here). */
            forwarded: boolean;
            /** @description The upstream's status; null when it gave no answer. */
            upstreamStatus?: number | null;
            violations?: components["schemas"]["Violation"][];
        };
        StoreSummary: {
            pets: number;
            byStatus: {
                available: number;
                pending: number;
                sold: number;
                /** @description Pets without a status. */
                none: number;
            };
            storage: {
                /** @constant */
                kind: "file";
                /** @description The real path of the JSON db file. */
                path: string;
                /** @description Null while the file does not exist yet. */
                bytes: number | null;
                /** @description The OS lock that makes this server the file's one writer. */
                lock: {
                    path: string;
                    pid: number;
                };
                /** @description Creates durable in the append log beside the file, not yet compacted into it. */
                log: {
                    path: string;
                    bytes: number;
                    pets: number;
                };
                /** @description Whether a write is acknowledged only once it reached the disk (--fsync). */
                fsync: boolean;
                /** @description The last hand edit of the file that was loaded; null when none was. */
                lastReload: null | {
                    /** Format: date-time */
                    at: string;
                    pets: number;
                };
                /** @description Why creates are refused (a hand edit that cannot be used); null when they are not. */
                problem: string | null;
            } | {
                /** @constant */
                kind: "memory";
            };
        };
        safeInteger: number;
        /** @description Events per hour of the mock's clock, on average (0: none). */
        ratePerHour: number;
        /** @description a duration: milliseconds (an integer >= 0) or a string such as 90s, 10m, 2h, 1d; at most ten years (315576000000 ms, 3652.5d): a longer one is refused, naming the field */
        duration: number | string;
        /** @description [min, max]: each delay is drawn evenly from this range */
        durationRange: [
            components["schemas"]["duration"],
            components["schemas"]["duration"]
        ];
        /** @description A failure rule's fields and how they combine, open so that the admin API's ActiveFailureRule can add its counters; failureRule closes it. */
        failureRuleFields: {
            id?: string;
            /** @description An operationId of the spec, e.g. listPets. */
            operationId?: string;
            /** @description an HTTP method: GET, POST, PUT, PATCH, DELETE, HEAD or OPTIONS, in any case */
            method?: string;
            /** @description a path starting with /: exact (/v1/pets) or a glob where * stands for anything (/v1/pets/*) */
            path?: string;
            /** @description Effect: an error response with this status. */
            status?: number;
            /** @description Error body code; defaults by status. */
            code?: string;
            /** @description Error body message. */
            message?: string;
            /** @description Seconds, sent as Retry-After (429 and 503 send 1 when it is absent); null sends no Retry-After. */
            retryAfter?: number | null;
            /** @description an integer >= 0 (ms), or [minMs, maxMs] for a random delay in that range */
            latency?: number | [
                number,
                number
            ];
            /**
             * @description Effect: a network fault.
             * @enum {unknown}
             */
            fault?: "reset" | "empty" | "timeout" | "malformed" | "slow-body";
            /** @description How long a timeout or slow-body lasts, in ms. */
            durationMs?: number;
            /** @description Effect: at most limit requests per windowMs per API key, then 429. */
            rateLimit?: {
                limit: number;
                windowMs: number;
            };
            /** @description Chance that a matching request is affected. */
            probability?: number;
            /** @description Affect this many requests, then expire. */
            times?: number;
            /** @description Let the first N matching requests through untouched. */
            after?: number;
        } & ((unknown | unknown | unknown | unknown) & unknown);
        /** @description A world of timed events, moved only by the mock's clock; every draw is seeded. */
        world: {
            /** @description Seed of every draw; defaults to the mock's seed. */
            seed?: components["schemas"]["safeInteger"];
            /** @description A seeded pick among the available pets becomes pending, then sold after a delay drawn from soldAfter. */
            adoptions?: {
                perHour: components["schemas"]["ratePerHour"];
                soldAfter: components["schemas"]["durationRange"];
            };
            /** @description New pets, named by the fixtures' seeded generator, with ids from the store's own sequence. */
            arrivals?: {
                perHour: components["schemas"]["ratePerHour"];
                /**
                 * @description Status of an arrived pet (default available).
                 * @enum {unknown}
                 */
                status?: "available" | "pending" | "sold";
            };
            /** @description A sold pet leaves the store after a delay drawn from after. */
            departures?: {
                after: components["schemas"]["durationRange"];
            };
        };
        /** @description The moment a snapshot was taken, beyond the scenario's own fields; format version 1. */
        snapshot: {
            /**
             * @description Format of this section.
             * @constant
             */
            version: 1;
            /**
             * Format: date-time
             * @description Real time it was taken (two snapshots of one state may differ here only, besides name and description); GET /__admin/db leaves it out.
             */
            takenAt?: string;
            /** @description The mock's clock: its instant (null: it follows real time) and speed (0: paused). */
            clock: {
                /** Format: date-time */
                now: string | null;
                speed: number;
            };
            /** @description Where the failure rules' seeded random stream stands (probability, latency ranges). */
            random: number[];
            /** @description What each rule of failures (by id) has spent. */
            rules: {
                id: string;
                matched: number;
                fired: number;
                /** @description A rate limit's open windows, each [key, start, count]: the configured API key by its position in apiKeys (never its value), when the window started (ms), the requests it counted. */
                windows: number[][];
            }[];
            /** @description Each stateful part's own section, by its key, checked by that part. */
            parts: {
                [key: string]: {
                    [key: string]: unknown;
                };
            };
        };
        /**
         * Animal Store mock scenario
         * @description A known state of the mock: generated pets, explicit pets or both, plus API keys, failure rules, clock and world.
         */
        "scenario.schema": {
            /** @description Where editors find this schema: in a project, ./node_modules/animal-store-mock/fixtures/scenario.schema.json (what scenario generate writes). */
            $schema?: string;
            /** @description Short name; a built-in scenario's name is its file name. */
            name: string;
            /**
             * @description Format of this file.
             * @constant
             */
            version: 1;
            /** @description What the scenario is for, in one line. */
            description: string;
            /** @description Pets made by the seeded generator, with ids 1..count. */
            generate?: {
                /** @description Same seed and options, same pets on every machine. The generator uses the low 32 bits. */
                seed: components["schemas"]["safeInteger"];
                count: number;
                /** @description Relative weights of each status; none is a pet without status. Defaults to available 45, pending 20, sold 25, none 10. */
                statusWeights?: {
                    available: number;
                    pending: number;
                    sold: number;
                    none: number;
                };
                /** @description Category ids drawn from, evenly. Defaults to 1..5. */
                categoryIds?: components["schemas"]["safeInteger"][];
                /** @description Share of pets with an edge-case name (long, non-ASCII, right-to-left, emoji, quotes). Defaults to 0.05. */
                edgeCaseRate?: number;
            };
            /** @description Explicit pets, after the generated ones. One with an id replaces the generated pet of that id; one without gets the next id after the highest. */
            pets?: {
                id?: number;
                name: string;
                categoryId: components["schemas"]["safeInteger"];
                /**
                 * @description The spec's PetStatus; leave it out for a pet without status.
                 * @enum {unknown}
                 */
                status?: "available" | "pending" | "sold";
            }[];
            /** @description Id of the next created pet; raised past the highest id if lower. */
            nextId?: number;
            /** @description Accepted API keys; none (or an empty list) accepts any non-empty bearer token. */
            apiKeys?: string[];
            /** @description Failure rules in force once the scenario is loaded. */
            failures?: components["schemas"]["failureRuleFields"][];
            /** @description Simulated time. */
            clock?: {
                /**
                 * Format: date-time
                 * @description The simulated time at load, RFC 3339 (2030-12-05T00:00:00Z).
                 */
                now: string;
                /** @description How fast it runs from now: 1 real time (the default), 0 frozen, 60 a minute a second. */
                speed?: number;
            };
            /** @description Other shoppers on the mock's clock: adoptions, arrivals and departures (docs/world.md). */
            world?: components["schemas"]["world"];
            /** @description What a snapshot (GET /__admin/snapshot) adds: what each rule spent, the random stream, rate-limit windows, the clock's speed, each part's state. Loaded with the rest, the next answers are the ones the original would have given (docs/snapshots.md). */
            snapshot?: components["schemas"]["snapshot"];
            $defs: {
                /** @description The moment a snapshot was taken, beyond the scenario's own fields; format version 1. */
                snapshot: {
                    /**
                     * @description Format of this section.
                     * @constant
                     */
                    version: 1;
                    /**
                     * Format: date-time
                     * @description Real time it was taken (two snapshots of one state may differ here only, besides name and description); GET /__admin/db leaves it out.
                     */
                    takenAt?: string;
                    /** @description The mock's clock: its instant (null: it follows real time) and speed (0: paused). */
                    clock: {
                        /** Format: date-time */
                        now: string | null;
                        speed: number;
                    };
                    /** @description Where the failure rules' seeded random stream stands (probability, latency ranges). */
                    random: number[];
                    /** @description What each rule of failures (by id) has spent. */
                    rules: {
                        id: string;
                        matched: number;
                        fired: number;
                        /** @description A rate limit's open windows, each [key, start, count]: the configured API key by its position in apiKeys (never its value), when the window started (ms), the requests it counted. */
                        windows: number[][];
                    }[];
                    /** @description Each stateful part's own section, by its key, checked by that part. */
                    parts: {
                        [key: string]: {
                            [key: string]: unknown;
                        };
                    };
                };
                /** @description A world of timed events, moved only by the mock's clock; every draw is seeded. */
                world: {
                    /** @description Seed of every draw; defaults to the mock's seed. */
                    seed?: components["schemas"]["safeInteger"];
                    /** @description A seeded pick among the available pets becomes pending, then sold after a delay drawn from soldAfter. */
                    adoptions?: {
                        perHour: components["schemas"]["ratePerHour"];
                        soldAfter: components["schemas"]["durationRange"];
                    };
                    /** @description New pets, named by the fixtures' seeded generator, with ids from the store's own sequence. */
                    arrivals?: {
                        perHour: components["schemas"]["ratePerHour"];
                        /**
                         * @description Status of an arrived pet (default available).
                         * @enum {unknown}
                         */
                        status?: "available" | "pending" | "sold";
                    };
                    /** @description A sold pet leaves the store after a delay drawn from after. */
                    departures?: {
                        after: components["schemas"]["durationRange"];
                    };
                };
                /** @description Events per hour of the mock's clock, on average (0: none). */
                ratePerHour: number;
                /** @description a duration: milliseconds (an integer >= 0) or a string such as 90s, 10m, 2h, 1d; at most ten years (315576000000 ms, 3652.5d): a longer one is refused, naming the field */
                duration: number | string;
                /** @description [min, max]: each delay is drawn evenly from this range */
                durationRange: [
                    components["schemas"]["duration"],
                    components["schemas"]["duration"]
                ];
                safeInteger: number;
                /** @description Which requests (all criteria given must hold; none matches every request) and what happens to them. */
                failureRule: components["schemas"]["failureRuleFields"];
                /** @description A failure rule's fields and how they combine, open so that the admin API's ActiveFailureRule can add its counters; failureRule closes it. */
                failureRuleFields: {
                    id?: string;
                    /** @description An operationId of the spec, e.g. listPets. */
                    operationId?: string;
                    /** @description an HTTP method: GET, POST, PUT, PATCH, DELETE, HEAD or OPTIONS, in any case */
                    method?: string;
                    /** @description a path starting with /: exact (/v1/pets) or a glob where * stands for anything (/v1/pets/*) */
                    path?: string;
                    /** @description Effect: an error response with this status. */
                    status?: number;
                    /** @description Error body code; defaults by status. */
                    code?: string;
                    /** @description Error body message. */
                    message?: string;
                    /** @description Seconds, sent as Retry-After (429 and 503 send 1 when it is absent); null sends no Retry-After. */
                    retryAfter?: number | null;
                    /** @description an integer >= 0 (ms), or [minMs, maxMs] for a random delay in that range */
                    latency?: number | [
                        number,
                        number
                    ];
                    /**
                     * @description Effect: a network fault.
                     * @enum {unknown}
                     */
                    fault?: "reset" | "empty" | "timeout" | "malformed" | "slow-body";
                    /** @description How long a timeout or slow-body lasts, in ms. */
                    durationMs?: number;
                    /** @description Effect: at most limit requests per windowMs per API key, then 429. */
                    rateLimit?: {
                        limit: number;
                        windowMs: number;
                    };
                    /** @description Chance that a matching request is affected. */
                    probability?: number;
                    /** @description Affect this many requests, then expire. */
                    times?: number;
                    /** @description Let the first N matching requests through untouched. */
                    after?: number;
                } & ((unknown | unknown | unknown | unknown) & unknown);
            };
        };
        /**
         * @description Availability status.
         * @enum {string}
         */
        PetStatus: "available" | "pending" | "sold";
        /** @description The fields of an animal that a client sends. */
        NewPet: {
            /**
             * @description The animal's name.
             * @example Biscuit
             */
            name: string;
            /**
             * Format: int64
             * @description Identifier of the category the animal belongs to.
             * @example 3
             */
            categoryId: number;
            status?: components["schemas"]["PetStatus"];
        };
        /** @description An animal in the store. */
        Pet: components["schemas"]["NewPet"] & {
            /**
             * Format: int64
             * @description Unique identifier, assigned on creation by the service.
             * @example 1
             */
            id: number;
        };
        count: number;
        statusCounts: {
            [key: string]: components["schemas"]["count"];
        };
        failure: {
            hits: components["schemas"]["count"];
            sources: {
                [key: string]: components["schemas"]["count"];
            };
            /** @description For `error`: hits by injected status. */
            statuses?: components["schemas"]["statusCounts"];
        };
        operation: {
            method: string;
            /** @description As the spec writes it: `/pets/{petId}`. */
            path: string;
            /** @description Hits per documented response key (`200`, `4XX`, `default`). */
            responses: {
                [key: string]: components["schemas"]["count"];
            };
            /** @description Hits per answered status the spec does not document here. */
            undocumented: components["schemas"]["statusCounts"];
            /** @description Hits per answered status, documented or not: a status counted under a range key (`4XX`, `default`) can be required by itself. */
            statuses?: components["schemas"]["statusCounts"];
            /** @description Per failure kind the operation can meet (`gone` only with a sunset): hits, and hits by source. */
            failures: {
                [key: string]: components["schemas"]["failure"];
            };
        };
        ratio: {
            covered: components["schemas"]["count"];
            total: components["schemas"]["count"];
            percent: number;
        };
        /**
         * Coverage
         * @description What one mock (or a merge of several) answered and injected, against the spec: GET /__admin/coverage, store.coverage(), sandbox.coverage() and the coverage CLI's --json all give this shape.
         */
        "coverage.schema": {
            /**
             * @description Version of this shape.
             * @constant
             */
            version: 1;
            /** @description The spec's info: coverage of different specs is never merged. */
            spec: {
                title: string;
                version: string;
            };
            /** @description Every operation of the spec, by operationId. */
            operations: {
                [key: string]: components["schemas"]["operation"];
            };
            /** @description Requests no operation matched, by `METHOD path`; at most 100 keys, the rest counted in `other`. */
            unmatched: {
                requests: {
                    [key: string]: components["schemas"]["count"];
                };
                other: components["schemas"]["count"];
            };
            summary: {
                /** @description Documented responses hit at least once. */
                responses: components["schemas"]["ratio"];
                /** @description Failure kinds injected at least once. */
                failures: components["schemas"]["ratio"];
            };
            $defs: {
                count: number;
                statusCounts: {
                    [key: string]: components["schemas"]["count"];
                };
                operation: {
                    method: string;
                    /** @description As the spec writes it: `/pets/{petId}`. */
                    path: string;
                    /** @description Hits per documented response key (`200`, `4XX`, `default`). */
                    responses: {
                        [key: string]: components["schemas"]["count"];
                    };
                    /** @description Hits per answered status the spec does not document here. */
                    undocumented: components["schemas"]["statusCounts"];
                    /** @description Hits per answered status, documented or not: a status counted under a range key (`4XX`, `default`) can be required by itself. */
                    statuses?: components["schemas"]["statusCounts"];
                    /** @description Per failure kind the operation can meet (`gone` only with a sunset): hits, and hits by source. */
                    failures: {
                        [key: string]: components["schemas"]["failure"];
                    };
                };
                failure: {
                    hits: components["schemas"]["count"];
                    sources: {
                        [key: string]: components["schemas"]["count"];
                    };
                    /** @description For `error`: hits by injected status. */
                    statuses?: components["schemas"]["statusCounts"];
                };
                ratio: {
                    covered: components["schemas"]["count"];
                    total: components["schemas"]["count"];
                    percent: number;
                };
            };
        };
        /** @enum {unknown} */
        verdict: "pass" | "fail" | "not-exercised";
        check: {
            verdict: components["schemas"]["verdict"];
            /** @description One sentence: what was seen, or why the check was not exercised. */
            message: string;
            /** @description Journal entry ids (per mock) of the requests behind the verdict: those that show a failure, else those that exercised the check. */
            entries: number[];
            /** @description gave-up only: the longest time an exchange was waited on, in ms. */
            waitedMs?: number;
            /** @description How many documents gave each verdict: 1 for one mock, summed by a merge. */
            tally: {
                pass: components["schemas"]["count"];
                fail: components["schemas"]["count"];
                "not-exercised": components["schemas"]["count"];
            };
        };
        /**
         * Resilience
         * @description How a client reacted to the failures one mock (or a merge of several) showed it, judged from the journal when read: GET /__admin/resilience, store.resilience(), sandbox.resilience() and the resilience CLI's merge all give this shape.
         */
        "resilience.schema": {
            /**
             * @description Version of this shape.
             * @constant
             */
            version: 1;
            /** @description What the checks allowed; verdicts judged with other options are never merged. */
            options: {
                /** @description Consecutive failed attempts of one operation allowed, the first attempt included (a library's 5 retries are 6 attempts) (backoff). */
                maxAttempts: number;
                /** @description Requests for an operation allowed in the second after one of its failures (no-storm). */
                storm: number;
                /** @description Longest wait in ms on an injected timeout or a longer injected latency (gave-up). */
                giveUpAfter: number;
                /** @description Slack in ms for timers and the network (retry-after, backoff, gave-up). */
                tolerance: number;
            };
            checks: {
                /** @description After a 429 or 503 with Retry-After, the same operation was not called again before that time (less the tolerance). */
                "retry-after": components["schemas"]["check"];
                /** @description After consecutive failures of one operation, no three retries in a row each waited less than the tolerance (no backoff), and at most maxAttempts attempts failed in a row. */
                backoff: components["schemas"]["check"];
                /** @description After a createPet ended in a reset, empty reply or timeout, the same body was not sent again before a 2xx listPets. */
                "no-blind-create-retry": components["schemas"]["check"];
                /** @description After getPet answered 410, getPet was not called again. */
                "gone-respected": components["schemas"]["check"];
                /** @description After a 401, the same credential was sent at most once more (compared by a fingerprint kept only in the mock's memory). */
                "auth-not-hammered": components["schemas"]["check"];
                /** @description When an injected timeout or latency would have held an exchange longer than giveUpAfter plus the tolerance, the client closed it within that time. */
                "gave-up": components["schemas"]["check"];
                /** @description In the second after a failure, at most storm requests for that operation. */
                "no-storm": components["schemas"]["check"];
            };
            $defs: {
                /** @enum {unknown} */
                verdict: "pass" | "fail" | "not-exercised";
                count: number;
                check: {
                    verdict: components["schemas"]["verdict"];
                    /** @description One sentence: what was seen, or why the check was not exercised. */
                    message: string;
                    /** @description Journal entry ids (per mock) of the requests behind the verdict: those that show a failure, else those that exercised the check. */
                    entries: number[];
                    /** @description gave-up only: the longest time an exchange was waited on, in ms. */
                    waitedMs?: number;
                    /** @description How many documents gave each verdict: 1 for one mock, summed by a merge. */
                    tally: {
                        pass: components["schemas"]["count"];
                        fail: components["schemas"]["count"];
                        "not-exercised": components["schemas"]["count"];
                    };
                };
            };
        };
    };
    responses: {
        /** @description An Error body. */
        Error: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
    };
    parameters: never;
    requestBodies: never;
    headers: never;
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    getHealth: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Ready. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Health"];
                };
            };
        };
    };
    loadScenario: {
        parameters: {
            query?: {
                /** @description `true`: the clock is left paused (speed 0) at the scenario's (or snapshot's) instant, whatever speed it gives. */
                paused?: "true" | "false";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description A built-in scenario (default, empty, sold-out, mixed-status, missing-status, edge-names, large, one-of-each). */
                    name: string;
                } | components["schemas"]["scenario.schema"];
            };
        };
        responses: {
            /** @description Loaded. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        name: string;
                        pets: number;
                        /** @description Where the replaced pets were kept (a file-backed store only), relative to the working folder when inside it. */
                        backup?: string;
                    };
                };
            };
            400: components["responses"]["Error"];
        };
    };
    undoScenario: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Restored. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The backup that was put back (and removed). */
                        restored: string;
                        pets: number;
                    };
                };
            };
            409: components["responses"]["Error"];
        };
    };
    listScenarios: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The built-ins, in a fixed order. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        name: string;
                        description: string;
                    }[];
                };
            };
        };
    };
    reset: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Reset. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Health"];
                };
            };
        };
    };
    getSnapshot: {
        parameters: {
            query?: {
                /** @description A journal entry's id. */
                at?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The snapshot. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["scenario.schema"];
                };
            };
            400: components["responses"]["Error"];
            404: components["responses"]["Error"];
        };
    };
    exportState: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The state. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["scenario.schema"];
                };
            };
        };
    };
    getStoreSummary: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The summary. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StoreSummary"];
                };
            };
        };
    };
    listStorePets: {
        parameters: {
            query?: {
                /** @description A status, or `none` for pets without one. */
                status?: "available" | "pending" | "sold" | "none";
                /** @description Keeps pets whose name contains this, ignoring case. */
                name?: string;
                order?: "asc" | "desc";
                offset?: number;
                limit?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The page, and how many pets match in all. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        total: number;
                        offset: number;
                        limit: number;
                        pets: components["schemas"]["Pet"][];
                    };
                };
            };
            400: components["responses"]["Error"];
        };
    };
    listFailures: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The rules, in the order they are tried. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ActiveFailureRule"][];
                };
            };
        };
    };
    addFailures: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["failureRuleFields"] | components["schemas"]["failureRuleFields"][];
            };
        };
        responses: {
            /** @description Added; the rule (or the list) with ids assigned. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ActiveFailureRule"] | components["schemas"]["ActiveFailureRule"][];
                };
            };
            400: components["responses"]["Error"];
            409: components["responses"]["Error"];
        };
    };
    clearFailures: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description How many were removed. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Removed"];
                };
            };
        };
    };
    removeFailure: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The rule removed. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ActiveFailureRule"];
                };
            };
            404: components["responses"]["Error"];
        };
    };
    listRequests: {
        parameters: {
            query?: {
                /** @description Only requests matched to this operation of the API (`getPet`). */
                operationId?: string;
                /** @description Only answers with this status. */
                status?: number;
                /** @description A journal id; only newer entries (exclusive). */
                since?: number;
                /** @description At most this many, the newest of those that match (still listed oldest first). */
                limit?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The journal (bounded by --journal-size). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["JournalEntry"][];
                };
            };
            400: components["responses"]["Error"];
        };
    };
    clearRequests: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description How many were removed. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Removed"];
                };
            };
        };
    };
    explainRequest: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description A journal entry's id (see listRequests). */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The explanation. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Explanation"];
                };
            };
            404: components["responses"]["Error"];
        };
    };
    exportRequestsHar: {
        parameters: {
            query?: {
                /** @description A journal id; only newer entries (exclusive). */
                since?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The HAR document (`log.version` 1.2). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        log: {
                            /** @constant */
                            version: "1.2";
                            creator: Record<string, never>;
                            entries: Record<string, never>[];
                        };
                    };
                };
            };
            400: components["responses"]["Error"];
        };
    };
    loadScenarioFromHar: {
        parameters: {
            query?: {
                /** @description Set the clock to the latest `Date` an answer carried. */
                keepClock?: boolean;
                /** @description The scenario's name (`from-har` by default). */
                name?: string;
                /** @description Read only requests sent to this origin (`https://staging-api.animal-store.example`); any by default. */
                origin?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description The HAR file, 10 MiB at most. */
        requestBody: {
            content: {
                "application/json": Record<string, never>;
            };
        };
        responses: {
            /** @description Loaded; what was read and what was skipped. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        name: string;
                        pets: number;
                        summary: components["schemas"]["HarImportSummary"];
                    };
                };
            };
            400: components["responses"]["Error"];
            413: components["responses"]["Error"];
        };
    };
    listSandboxes: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Every live sandbox. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SandboxSummary"][];
                };
            };
        };
    };
    createSandbox: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": {
                    name?: components["schemas"]["SandboxName"];
                    /** @description A built-in scenario name, or a whole scenario. */
                    scenario?: string | components["schemas"]["scenario.schema"];
                    seed?: number;
                    count?: number;
                };
            };
        };
        responses: {
            /** @description Created (a name is generated when none was given). */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        name: components["schemas"]["SandboxName"];
                        pets: number;
                        /** Format: date-time */
                        expiresAt: string;
                    };
                };
            };
            400: components["responses"]["Error"];
        };
    };
    getSandbox: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                name: components["schemas"]["SandboxName"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The sandbox. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SandboxSummary"];
                };
            };
            404: components["responses"]["Error"];
        };
    };
    deleteSandbox: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                name: components["schemas"]["SandboxName"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Dropped. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            404: components["responses"]["Error"];
        };
    };
    streamEvents: {
        parameters: {
            query?: never;
            header?: {
                "Last-Event-ID"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The event stream; it stays open. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/event-stream": string;
                };
            };
        };
    };
    openDashboard: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description To the dashboard. */
            302: {
                headers: {
                    /** @description The dashboard's path, `/__admin/ui`. */
                    Location?: string;
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    getDashboard: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The page. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/html": string;
                };
            };
            404: components["responses"]["Error"];
        };
    };
    getDashboardAsset: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                file: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The file. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "*/*": string;
                };
            };
            404: components["responses"]["Error"];
        };
    };
    streamMcp: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The stream, its head sent with the first message; it stays open. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/event-stream": string;
                };
            };
            /** @description No session of that id (a JSON-RPC error). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["JsonRpcMessage"];
                };
            };
        };
    };
    callMcp: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The JSON-RPC answer, as JSON or as an event stream. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["JsonRpcMessage"];
                    "text/event-stream": string;
                };
            };
        };
    };
    endMcpSession: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Ended. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description No session of that id (a JSON-RPC error). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["JsonRpcMessage"];
                };
            };
        };
    };
    getClock: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The clock. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Clock"];
                };
            };
        };
    };
    setClock: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    now?: components["schemas"]["IsoDate"] | null;
                    speed?: number;
                };
            };
        };
        responses: {
            /** @description The clock. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Clock"];
                };
            };
            400: components["responses"]["Error"];
        };
    };
    advanceClock: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    by?: components["schemas"]["duration"];
                    to?: components["schemas"]["IsoDate"];
                } & (unknown | unknown);
            };
        };
        responses: {
            /** @description The new time and the events applied on the way. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ClockMove"];
                };
            };
            400: components["responses"]["Error"];
        };
    };
    getWorld: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The world. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WorldView"];
                };
            };
        };
    };
    setWorld: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    world: components["schemas"]["world"] | null;
                };
            };
        };
        responses: {
            /** @description The world. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WorldView"];
                };
            };
            400: components["responses"]["Error"];
        };
    };
    listWorldEvents: {
        parameters: {
            query?: {
                since?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The events. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        events: components["schemas"]["WorldEvent"][];
                    };
                };
            };
            400: components["responses"]["Error"];
        };
    };
    getContract: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The report. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ContractReport"];
                };
            };
        };
    };
    getRecording: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Its state. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Recording"];
                };
            };
        };
    };
    startRecording: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @example staging.json */
                    file: string;
                };
            };
        };
        responses: {
            /** @description Recording. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Recording"];
                };
            };
            400: components["responses"]["Error"];
            409: components["responses"]["Error"];
        };
    };
    stopRecording: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Stopped. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Recording"];
                };
            };
            404: components["responses"]["Error"];
        };
    };
    getCoverage: {
        parameters: {
            query?: {
                /** @description The sandbox to read, for clients that cannot send the header. */
                sandbox?: components["schemas"]["SandboxName"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The coverage (shape versioned by `version`). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["coverage.schema"];
                };
            };
        };
    };
    resetCoverage: {
        parameters: {
            query?: {
                /** @description The sandbox to read, for clients that cannot send the header. */
                sandbox?: components["schemas"]["SandboxName"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Every count is zero again; the coverage as it now stands. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["coverage.schema"];
                };
            };
        };
    };
    getResilience: {
        parameters: {
            query?: {
                /** @description The sandbox to read, for clients that cannot send the header. */
                sandbox?: components["schemas"]["SandboxName"];
                /** @description Consecutive failed attempts of one operation allowed, the first attempt included (a library's 5 retries are 6 attempts) (backoff). */
                maxAttempts?: number;
                /** @description Requests for an operation allowed in the second after one of its failures (no-storm). */
                storm?: number;
                /** @description Longest wait in ms on an injected timeout or a longer injected latency (gave-up). */
                giveUpAfter?: number;
                /** @description Slack in ms for timers and the network (retry-after, backoff, gave-up). */
                tolerance?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The verdicts (shape versioned by `version`). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["resilience.schema"];
                };
            };
            400: components["responses"]["Error"];
        };
    };
    getPact: {
        parameters: {
            query?: {
                /** @description The consumer's name. */
                consumer?: components["schemas"]["PacticipantName"];
                /** @description The provider's name. */
                provider?: components["schemas"]["PacticipantName"];
                /** @description The Pact specification version to write. */
                spec?: "3" | "4";
                /** @description Keep answers whose status was injected. */
                includeInjected?: "true" | "false";
                /** @description The sandbox to read, for clients that cannot send the header. */
                sandbox?: components["schemas"]["SandboxName"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The pact. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Pact"];
                };
            };
            400: components["responses"]["Error"];
        };
    };
    setUpPactState: {
        parameters: {
            query?: {
                /** @description The sandbox to change, for clients that cannot send the header. */
                sandbox?: components["schemas"]["SandboxName"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description The state's name as the pact gives it; empty for an interaction with none. */
                    state?: string;
                    params?: Record<string, never>;
                    /**
                     * @default setup
                     * @enum {string}
                     */
                    action?: "setup" | "teardown";
                };
            };
        };
        responses: {
            /** @description The state holds; the values the generators read. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": Record<string, never>;
                };
            };
            400: components["responses"]["Error"];
        };
    };
}
