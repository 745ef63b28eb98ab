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
  /**
   * Its JSON body, when it takes one. When the spec gives its refusal, `schema` points at its shape
   * (the fields with a refusal of their own checked, the others left to their room), `refusal` is the
   * 400's message (`{problem}`: what is wrong, in words) and `fields` each field's (`{value}`: the value sent).
   */
  body?: { schema: string; required: boolean; refusal?: string; fields?: Readonly<Record<string, string>> };
}
