/** The Pact specification versions a pact is written in: V3 (the default) or V4. */
export const pactSpecVersions = [3, 4] as const;
export type PactSpecVersion = (typeof pactSpecVersions)[number];

/** One matcher of a matching rule, as Pact's JSON names it. */
export interface Matcher {
  match: 'type' | 'integer' | 'number' | 'regex';
  regex?: string;
  min?: number;
  max?: number;
}

export interface MatcherList {
  combine: 'AND';
  matchers: Matcher[];
}

/** Matching rules by category; `body` keys are JSON paths (`$[*].id`), `header` and `query` names. */
export interface MatchingRules {
  body?: Record<string, MatcherList>;
  header?: Record<string, MatcherList>;
  query?: Record<string, MatcherList>;
  path?: MatcherList;
}

/** A value the verifier takes from what the provider state's set-up returned (`${id}`). */
export interface ProviderStateGenerator {
  type: 'ProviderState';
  expression: string;
  dataType?: 'INTEGER' | 'STRING';
}

export interface Generators {
  path?: ProviderStateGenerator;
  body?: Record<string, ProviderStateGenerator>;
}

export interface ProviderState {
  name: string;
  params?: Record<string, unknown>;
}

/** One interaction in the shape both versions share; V4 wraps headers and bodies when written. */
export interface PactInteraction {
  description: string;
  providerStates?: ProviderState[];
  request: {
    method: string;
    /** Relative to the server URL: `/pets`, not `/v1/pets`. */
    path: string;
    query?: Record<string, string[]>;
    headers?: Record<string, string>;
    /** A JSON value, or the text of a body that is not JSON. */
    body?: unknown;
    matchingRules?: MatchingRules;
    generators?: Generators;
  };
  response: {
    status: number;
    headers?: Record<string, string>;
    body?: unknown;
    matchingRules?: MatchingRules;
    generators?: Generators;
  };
}

export interface Pacticipant {
  name: string;
}

/** A V3 pact file. */
export interface PactV3 {
  consumer: Pacticipant;
  provider: Pacticipant;
  interactions: PactInteraction[];
  metadata: { pactSpecification: { version: '3.0.0' }; [key: string]: unknown };
}

/** A V4 body: its content, and how to read it. */
export interface PactV4Body {
  content: unknown;
  contentType: string;
  encoded: false;
}

export interface PactV4Interaction {
  type: 'Synchronous/HTTP';
  description: string;
  pending: false;
  providerStates?: ProviderState[];
  request: Omit<PactInteraction['request'], 'headers' | 'body'> & {
    headers?: Record<string, string[]>;
    body?: PactV4Body;
  };
  response: Omit<PactInteraction['response'], 'headers' | 'body'> & {
    headers?: Record<string, string[]>;
    body?: PactV4Body;
  };
}

/** A V4 pact file. */
export interface PactV4 {
  consumer: Pacticipant;
  provider: Pacticipant;
  interactions: PactV4Interaction[];
  metadata: { pactSpecification: { version: '4.0' }; [key: string]: unknown };
}

export type PactDocument = PactV3 | PactV4;
