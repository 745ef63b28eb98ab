// Generated from package.json by `npm run generate`. Do not edit.
export const packageVersion = "0.1.0";
