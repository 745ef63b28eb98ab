/** A small client for the Animal Store API, as an application would write it (fetch, no SDK). */

export type PetStatus = 'available' | 'pending' | 'sold';

export interface Pet {
  id: number;
  name: string;
  categoryId: number;
  status?: PetStatus;
}

/** The API's error body. */
export interface ErrorBody {
  code: string;
  message: string;
  status: number;
}

export type ApiResult<T> =
  | { ok: true; status: number; value: T; headers: Headers }
  | {
      ok: false;
      kind: 'http';
      status: number;
      error: ErrorBody;
      headers: Headers;
      retryAfterSeconds: number | undefined;
    }
  | { ok: false; kind: 'network'; error: Error };

export interface ClientOptions {
  /** Base URL ending in the base path, e.g. `http://127.0.0.1:4010/v1`. */
  baseUrl: string;
  apiKey: string;
  /** Sent as `Prefer` on every request (debugging: `code=503`, `delay=1500`). */
  prefer?: string | null;
}

export class AnimalStoreClient {
  readonly baseUrl: string;
  readonly #apiKey: string;
  readonly #prefer: string | null;

  constructor({ baseUrl, apiKey, prefer = null }: ClientOptions) {
    this.baseUrl = baseUrl.replace(/\/$/, '');
    this.#apiKey = apiKey;
    this.#prefer = prefer;
  }

  listPets({ status, limit }: { status?: string; limit?: string }): Promise<ApiResult<Pet[]>> {
    const query = new URLSearchParams();
    if (limit) query.set('limit', limit);
    if (status) query.set('status', status);
    const search = query.toString() ? `?${query}` : '';
    return this.#request<Pet[]>('GET', `/pets${search}`);
  }

  /** `body` is sent as given: the server, not this client, decides what is valid. */
  createPet(body: Record<string, unknown>): Promise<ApiResult<Pet>> {
    return this.#request<Pet>('POST', '/pets', body);
  }

  getPet(id: string): Promise<ApiResult<Pet>> {
    return this.#request<Pet>('GET', `/pets/${encodeURIComponent(id)}`);
  }

  async #request<T>(method: string, path: string, body?: unknown): Promise<ApiResult<T>> {
    const headers = new Headers({ authorization: `Bearer ${this.#apiKey}`, accept: 'application/json' });
    if (body !== undefined) headers.set('content-type', 'application/json');
    if (this.#prefer) headers.set('prefer', this.#prefer);
    let response: Response;
    let text: string;
    try {
      response = await fetch(`${this.baseUrl}${path}`, {
        method,
        headers,
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      });
      text = await response.text();
    } catch (error) {
      return { ok: false, kind: 'network', error: error instanceof Error ? error : new Error(String(error)) };
    }
    const parsed = parseJson(text);
    if (response.ok) {
      if (parsed === undefined) {
        return httpError(response, {
          code: 'unreadable_response',
          message: 'The answer could not be read.',
          status: response.status,
        });
      }
      return { ok: true, status: response.status, value: parsed as T, headers: response.headers };
    }
    return httpError(
      response,
      isErrorBody(parsed)
        ? parsed
        : { code: 'unknown', message: response.statusText || 'Unexpected answer.', status: response.status },
    );
  }
}

function httpError(response: Response, error: ErrorBody): ApiResult<never> {
  return {
    ok: false,
    kind: 'http',
    status: response.status,
    error,
    headers: response.headers,
    retryAfterSeconds: parseRetryAfter(response.headers.get('retry-after')),
  };
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

function isErrorBody(value: unknown): value is ErrorBody {
  return typeof value === 'object' && value !== null && typeof (value as ErrorBody).message === 'string';
}

/** `Retry-After` is delay-seconds or an HTTP date (RFC 9110 §10.2.3). */
export function parseRetryAfter(value: string | null): number | undefined {
  if (value === null) return undefined;
  if (/^\d+$/.test(value.trim())) return Number(value.trim());
  const date = Date.parse(value);
  return Number.isNaN(date) ? undefined : Math.max(0, Math.ceil((date - Date.now()) / 1000));
}
