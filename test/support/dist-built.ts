/**
 * `npm test` builds dist/ once, first, and then runs its checks side by side: with this variable
 * set, the consumers' `npm pack` and the browser tests use that build instead of building again,
 * so nothing rewrites dist/ while another check reads it. Run alone, each still builds its own.
 */
export const distBuiltVariable = 'ANIMAL_STORE_MOCK_DIST_BUILT';

export const distBuilt = (): boolean => process.env[distBuiltVariable] === '1';
