import { basePath } from './contract/interface-facts.ts';

/** Where `npm start` listens, and so where a client of the server (the Playwright fixture) looks by default. */
export const listenDefaults = { host: '127.0.0.1', port: 4010 } as const;

/** The API's address on a server started with the defaults. */
export const defaultApiUrl = `http://${listenDefaults.host}:${listenDefaults.port}${basePath}`;
