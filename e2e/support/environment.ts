/** What the global setup started, handed to the workers through the environment. */
export interface E2eEnvironment {
  /** Where e2e/app is served, built for development (its panel kept), ending in `/`. */
  appUrl: string;
  /** That build's folder. */
  appBuildDir: string;
  /** The one Koa server every worker's app tests share, each test in its own sandbox; ends in `/v1`. */
  sharedApiUrl: string;
  /** One in-memory Koa server per worker slot for the dashboard's tests (index = parallelIndex). */
  apiUrls: string[];
}

const variable = 'ANIMAL_STORE_E2E';

export function publishEnvironment(environment: E2eEnvironment): void {
  process.env[variable] = JSON.stringify(environment);
}

export function readEnvironment(): E2eEnvironment {
  const value = process.env[variable];
  if (!value)
    throw new Error(
      `${variable} is not set: run the browser tests with \`npx playwright test\` (its global setup starts the servers).`,
    );
  return JSON.parse(value) as E2eEnvironment;
}

/** The key the servers and the in-browser store accept. */
export const apiKey = 'e2e-key';

/** The scenario both modes start from: 20 pets, 8 available, 4 pending, 6 sold, 2 without status. */
export const scenario = 'mixed-status';

/** The base URL the page calls in MSW mode: not a real host, only the service worker answers. */
export const mswApiUrl = 'https://api.animal-store.example/v1';
