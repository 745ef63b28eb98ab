/** One operation of the admin API as its generated table holds it (core/admin/admin-operation-table.generated.ts). */
export interface AdminOperationRow {
  method: string;
  /** Router syntax, relative to `/__admin`. */
  path: string;
  /**
   * Its query parameters: each checked by the validator at `schema` (a pointer into the bundled
   * admin document), `default` when not given; `refusal` is the 400's message when the spec gives one.
   */
  query: readonly { name: string; schema: string; default?: unknown; refusal?: string }[];
  /** Its JSON body, when it takes one; `refusal` is the 400's message when the spec gives one. */
  body?: { schema: string; required: boolean; refusal?: string };
}
