/** What the reference clients of the resilience drill offer an app: three calls and a key change. */
export interface StoreClient {
  listPets(): Promise<number | null>;
  getPet(id: number): Promise<number | null>;
  createPet(pet: { name: string; categoryId: number }): Promise<number | null>;
  /** Sends this key from now on (a user pasting a wrong one). */
  useKey(key: string): void;
}

export interface StoreClientOptions {
  /** The API's base URL, ending in `/v1`. */
  baseUrl: string;
  key: string;
  /** Headers sent with every request (a sandbox's). */
  headers?: Record<string, string>;
}
