// Generated from fixtures/scenario.schema.json by `npm run generate`. Do not edit.
export const faultKinds = ["reset","empty","timeout","malformed","slow-body"] as const;
export type FaultKind = (typeof faultKinds)[number];
