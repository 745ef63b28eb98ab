/// <reference types="vite/client" />
import { AnimalStoreClient, type ApiResult, type Pet } from './api.ts';
import { defaultApiUrl } from '../../../core/listen-defaults.ts';
import type { AnimalStore } from '../../../mocks/browser.ts';

/*
 * Page URL parameters:
 *   mode    server (default): talk to `api` over HTTP; msw: start MSW's service worker first
 *   api     base URL of the API (default: the server's, http://127.0.0.1:4010/v1, or the MSW example origin)
 *   key     the API key the page sends (default: demo-key)
 *   prefer  debugging: sent as a `Prefer` header on every request (`code=503`, `delay=1500`)
 *   In MSW mode only:
 *   accept    key(s) the in-browser store accepts, comma-separated (default: demo-key)
 *   scenario  built-in scenario of a new store (default: mixed-status)
 *   ns        localStorage namespace of the store (default: e2e-app)
 *   upstream  proxy mode: the store forwards to this base URL (a real server) instead of answering
 *   panel     mount the mock's panel over the store (development only)
 */

declare global {
  interface Window {
    /** In MSW mode, the in-browser store with its control functions (for tests and debugging). */
    animalStore?: AnimalStore;
  }
}

const params = new URLSearchParams(location.search);
const mode = params.get('mode') === 'msw' ? 'msw' : 'server';
const baseUrl = params.get('api') ?? (mode === 'msw' ? 'https://api.animal-store.example/v1' : defaultApiUrl);
const client = new AnimalStoreClient({
  baseUrl,
  apiKey: params.get('key') ?? 'demo-key',
  prefer: params.get('prefer'),
});

const element = <T extends HTMLElement = HTMLElement>(id: string): T => {
  const found = document.getElementById(id);
  if (!found) throw new Error(`#${id} is missing from the page`);
  return found as T;
};

const ui = {
  connection: element('connection'),
  busy: element('busy'),
  authError: element('auth-error'),
  retryBanner: element('retry-banner'),
  retryMessage: element('retry-message'),
  retryNow: element<HTMLButtonElement>('retry-now'),
  listForm: element<HTMLFormElement>('list-form'),
  statusFilter: element<HTMLSelectElement>('status-filter'),
  limit: element<HTMLInputElement>('limit'),
  listError: element('list-error'),
  listSummary: element('list-summary'),
  rows: element<HTMLTableElement>('animals').tBodies[0]!,
  addForm: element<HTMLFormElement>('add-form'),
  addError: element('add-error'),
  addResult: element('add-result'),
  openForm: element<HTMLFormElement>('open-form'),
  openId: element<HTMLInputElement>('open-id'),
  openError: element('open-error'),
  details: element('animal-details'),
};

const fields = {
  name: { input: element<HTMLInputElement>('add-name'), error: element('add-name-error'), label: 'Name' },
  categoryId: {
    input: element<HTMLInputElement>('add-category'),
    error: element('add-category-error'),
    label: 'Category id',
  },
  status: { input: element<HTMLSelectElement>('add-status'), error: element('add-status-error'), label: 'Status' },
} as const;
type FieldName = keyof typeof fields;

// ---- requests in flight: one spinner for the page ----------------------------------------------

let inFlight = 0;
async function track<T>(request: Promise<T>): Promise<T> {
  inFlight += 1;
  ui.busy.hidden = false;
  document.body.setAttribute('aria-busy', 'true');
  try {
    return await request;
  } finally {
    inFlight -= 1;
    if (inFlight === 0) {
      ui.busy.hidden = true;
      document.body.removeAttribute('aria-busy');
    }
  }
}

// ---- errors every request can meet --------------------------------------------------------------

const maxAutomaticRetries = 3;
let retryTimer: ReturnType<typeof setInterval> | undefined;
let retryAction: (() => void) | undefined;

function clearRetry(): void {
  if (retryTimer !== undefined) clearInterval(retryTimer);
  retryTimer = undefined;
  retryAction = undefined;
  ui.retryBanner.hidden = true;
}

/**
 * The retry banner for 503 and 429: counts down `Retry-After` and retries by itself when
 * `automatic` (reads), or waits for "Retry now" (writes).
 */
function showRetry(
  result: Extract<ApiResult<unknown>, { kind: 'http' }>,
  what: string,
  retry: () => void,
  automatic: boolean,
): void {
  // `what` names the request for a person ("Adding the animal"); reads retry by themselves.
  clearRetry();
  const reason = result.status === 429 ? 'is busy (too many requests)' : 'is temporarily unavailable';
  let seconds = result.retryAfterSeconds ?? 5;
  const render = () => {
    const wait = `${seconds} second${seconds === 1 ? '' : 's'}`;
    ui.retryMessage.textContent = automatic
      ? `The Animal Store ${reason} (${result.status}). Retrying in ${wait}…`
      : `The Animal Store ${reason} (${result.status}). ${what} failed; you can try again in ${wait}.`;
  };
  retryAction = retry;
  render();
  // What the banner was raised for, readable while its text counts down.
  ui.retryBanner.dataset['status'] = String(result.status);
  ui.retryBanner.dataset['retryAfter'] = String(seconds);
  ui.retryBanner.dataset['automatic'] = String(automatic);
  ui.retryBanner.hidden = false;
  retryTimer = setInterval(() => {
    seconds = Math.max(0, seconds - 1);
    if (seconds > 0) return render();
    if (automatic) {
      clearRetry();
      retry();
    } else {
      clearInterval(retryTimer);
      retryTimer = undefined;
      ui.retryMessage.textContent = `The Animal Store ${reason} (${result.status}). ${what} failed; try again now.`;
    }
  }, 1000);
}

ui.retryNow.addEventListener('click', () => {
  const retry = retryAction;
  clearRetry();
  retry?.();
});

function showAuthError(result: Extract<ApiResult<unknown>, { kind: 'http' }>): void {
  ui.authError.textContent = `Your API key was not accepted (401): ${result.error.message} Check the key and reload the page.`;
  ui.authError.hidden = false;
}

/** Shared handling; returns the message for the section's own error line, or undefined. */
function commonFailure(
  result: Exclude<ApiResult<unknown>, { ok: true }>,
  what: string,
  retry: () => void,
  automaticRetry: boolean,
): string | undefined {
  if (result.kind === 'network')
    return `Could not reach the Animal Store at ${client.baseUrl} (${result.error.message}).`;
  if (result.status === 401) {
    showAuthError(result);
    return undefined;
  }
  if (result.status === 503 || result.status === 429) {
    showRetry(result, what, retry, automaticRetry);
    return undefined;
  }
  return `${result.error.message} (${result.status})`;
}

function succeeded(): void {
  ui.authError.hidden = true;
}

function showError(target: HTMLElement, message: string | undefined): void {
  target.textContent = message ?? '';
  target.hidden = message === undefined;
}

// ---- list ---------------------------------------------------------------------------------------

let automaticRetries = 0;

async function loadList(): Promise<void> {
  const status = ui.statusFilter.value;
  const limit = ui.limit.value.trim();
  showError(ui.listError, undefined);
  const result = await track(client.listPets({ status, limit }));
  if (!result.ok) {
    const automatic = automaticRetries < maxAutomaticRetries;
    if (automatic) automaticRetries += 1;
    showError(
      ui.listError,
      commonFailure(result, 'Loading the list', () => void loadList(), automatic),
    );
    // Keep what was shown while the service is only unavailable for a moment.
    if (result.kind === 'network' || (result.status !== 503 && result.status !== 429)) renderRows([]);
    ui.listSummary.textContent = '';
    return;
  }
  automaticRetries = 0;
  succeeded();
  clearRetry();
  renderRows(result.value);
  const filter = status ? `status ${status}` : 'any status';
  ui.listSummary.textContent = `${result.value.length} animal${result.value.length === 1 ? '' : 's'} (${filter}, limit ${limit || 'default'}).`;
}

function renderRows(pets: readonly Pet[]): void {
  ui.rows.replaceChildren(
    ...pets.map((pet) => {
      const row = document.createElement('tr');
      for (const value of [String(pet.id), pet.name, String(pet.categoryId), pet.status ?? 'no status']) {
        const cell = document.createElement('td');
        cell.textContent = value;
        row.append(cell);
      }
      return row;
    }),
  );
}

ui.listForm.addEventListener('submit', (event) => {
  event.preventDefault();
  automaticRetries = 0;
  void loadList();
});

// ---- add ----------------------------------------------------------------------------------------

function clearFieldErrors(): void {
  for (const { input, error } of Object.values(fields)) {
    input.removeAttribute('aria-invalid');
    error.textContent = '';
    error.hidden = true;
  }
}

/**
 * The API names each field in its 400 message ("Invalid NewPet: name is required; categoryId
 * must be an integer."): each clause goes next to its field; returns what names no field.
 */
function showFieldErrors(message: string): string[] {
  const colon = message.indexOf(': ');
  const clauses = (colon === -1 ? message : message.slice(colon + 2)).split('; ');
  const unplaced: string[] = [];
  for (const clause of clauses) {
    const [first = ''] = clause.split(' ', 1);
    const field = Object.hasOwn(fields, first) ? fields[first as FieldName] : undefined;
    if (!field) {
      unplaced.push(clause);
      continue;
    }
    const text = `${field.label}${clause.slice(first.length)}`.replace(/\.?$/, '.');
    field.input.setAttribute('aria-invalid', 'true');
    field.error.textContent = field.error.textContent ? `${field.error.textContent} ${text}` : text;
    field.error.hidden = false;
  }
  return unplaced;
}

/** What a person typed, as the request body: empty fields are left out, numbers sent as numbers. */
function newPetBody(): Record<string, unknown> {
  const body: Record<string, unknown> = {};
  const name = fields.name.input.value;
  const categoryId = fields.categoryId.input.value.trim();
  const status = fields.status.input.value;
  if (name !== '') body['name'] = name;
  if (categoryId !== '') body['categoryId'] = /^-?\d+$/.test(categoryId) ? Number(categoryId) : categoryId;
  if (status !== '') body['status'] = status;
  return body;
}

async function addPet(body: Record<string, unknown>): Promise<void> {
  clearFieldErrors();
  showError(ui.addError, undefined);
  ui.addResult.hidden = true;
  const result = await track(client.createPet(body));
  if (result.ok) {
    succeeded();
    clearRetry();
    const location = result.headers.get('location');
    ui.addResult.textContent = `Added “${result.value.name}” as animal #${result.value.id}${location ? ` (${location})` : ''}.`;
    ui.addResult.hidden = false;
    ui.addForm.reset();
    await loadList();
    return;
  }
  if (result.kind === 'http' && result.status === 400) {
    const unplaced = showFieldErrors(result.error.message);
    showError(
      ui.addError,
      unplaced.length > 0
        ? `The animal was not added: ${unplaced.join('; ')}`
        : 'The animal was not added: check the highlighted fields.',
    );
    document.querySelector<HTMLElement>('#add-form [aria-invalid="true"]')?.focus();
    return;
  }
  showError(
    ui.addError,
    commonFailure(result, 'Adding the animal', () => void addPet(body), false),
  );
}

ui.addForm.addEventListener('submit', (event) => {
  event.preventDefault();
  void addPet(newPetBody());
});

// ---- open by id ---------------------------------------------------------------------------------

async function openPet(id: string): Promise<void> {
  showError(ui.openError, undefined);
  ui.details.hidden = true;
  const result = await track(client.getPet(id));
  if (result.ok) {
    succeeded();
    clearRetry();
    const pet = result.value;
    element('details-name').textContent = pet.name;
    element('details-id').textContent = String(pet.id);
    element('details-category').textContent = String(pet.categoryId);
    element('details-status').textContent = pet.status ?? 'no status';
    const sunset = result.headers.get('sunset');
    const deprecation = element('details-deprecation');
    deprecation.textContent = sunset ? `Opening an animal by id is deprecated and stops working on ${sunset}.` : '';
    deprecation.hidden = !sunset;
    ui.details.hidden = false;
    return;
  }
  if (result.kind === 'http' && result.status === 404)
    return showError(ui.openError, `No animal with id ${id} was found.`);
  if (result.kind === 'http' && result.status === 410) {
    return showError(
      ui.openError,
      `Opening an animal by id is no longer possible (sunset ${result.headers.get('sunset') ?? 'passed'}).`,
    );
  }
  showError(
    ui.openError,
    commonFailure(result, 'Opening the animal', () => void openPet(id), true),
  );
}

ui.openForm.addEventListener('submit', (event) => {
  event.preventDefault();
  void openPet(ui.openId.value.trim());
});

// ---- start --------------------------------------------------------------------------------------

async function start(): Promise<void> {
  if (mode === 'msw') {
    const { startMock } = await import('./mock.ts');
    window.animalStore = await startMock({
      baseUrl,
      apiKeys: (params.get('accept') ?? 'demo-key').split(','),
      scenario: params.get('scenario') ?? 'mixed-status',
      namespace: params.get('ns') ?? 'e2e-app',
      upstream: params.get('upstream') ?? undefined,
    });
    // The mock's panel (?panel): in development only, so a production build holds none of it.
    if (import.meta.env.DEV && params.has('panel'))
      (await import('animal-store-mock/msw/panel')).mountPanel(window.animalStore);
  }
  ui.connection.textContent = mode === 'msw' ? `Mocked in the browser (MSW) at ${baseUrl}` : `Connected to ${baseUrl}`;
  document.body.dataset['mode'] = mode;
  document.body.dataset['ready'] = 'true';
  await loadList();
}

void start();
